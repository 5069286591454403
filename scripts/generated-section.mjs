// A part of a Markdown file that a script writes: the text between `<!-- NAME:start -->` and `<!-- NAME:end -->`.
// The scripts that draw docs/understanding.md (pipeline-diagram.mjs, folder-map.mjs) write it, or with --check
// only compare it, so a stale part fails npm test (__tests__/build/maintainerGuide.test.ts).
import fs from "node:fs"
import path from "node:path"

const markers = (name) => [`<!-- ${name}:start (generated: do not edit by hand) -->`, `<!-- ${name}:end -->`]

/** The file's text with the part `name` replaced by `body`; throws when the file lacks either marker. */
export function withSection(text, name, body, file) {
  const [start, end] = markers(name)
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${file} has no part "${name}": add the lines\n${start}\n${end}`)
  return `${text.slice(0, from + start.length)}\n${body.trimEnd()}\n${text.slice(to)}`
}

/**
 * Writes each file with its new text, or with `check` only says which differ. Returns the files out of date
 * (with `check`) or written (without).
 */
export function writeOrCheck(rootDir, outputs, check) {
  const changed = outputs.filter(({ file, text }) => {
    const full = path.join(rootDir, file)
    return !fs.existsSync(full) || fs.readFileSync(full, "utf8") !== text
  })
  if (!check) changed.forEach(({ file, text }) => fs.writeFileSync(path.join(rootDir, file), text))
  return changed.map(({ file }) => file)
}

/** Runs a script's output step and reports as a script should: exit 1 from --check when something is stale. */
export function finish(rootDir, outputs, { check, command }) {
  const files = writeOrCheck(rootDir, outputs, check)
  if (check && files.length > 0) {
    console.error(`Out of date: ${files.join(", ")}. Run \`${command}\` and commit the result.`)
    process.exitCode = 1
  } else if (check) {
    console.log(`Up to date: ${outputs.map(({ file }) => file).join(", ")}`)
  } else {
    console.log(files.length > 0 ? `Wrote ${files.join(", ")}` : `Unchanged: ${outputs.map(({ file }) => file).join(", ")}`)
  }
}
