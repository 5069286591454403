// The spell check of the pages: prose and code comments, with cspell and the project dictionary.
// Run it over every page: node --test __tests__/build/site/spelling.test.mjs
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
export const SPELLING_CONFIG = path.join(root, "content/cspell.config.yaml")

// Languages whose comments start with #, with //, or with either (HCL). Others (json, text, http) have none.
const HASH_COMMENTS = new Set(["bash", "sh", "shell", "yaml", "yml", "graphql", "gql", "hcl", "toml", "python", "dockerfile"])
const SLASH_COMMENTS = new Set(["ts", "tsx", "js", "jsx", "mjs", "cue", "hcl", "css", "go"])

const blank = (text) => text.replace(/[^\n]/g, " ")

/** The comment part of one code line (from the marker to the end), or "" when the line has none. */
export function commentOf(line, language) {
  const markers = []
  if (HASH_COMMENTS.has(language)) markers.push(/(^|\s)#(?![!{])/)
  if (SLASH_COMMENTS.has(language)) markers.push(/(^|\s)\/\//, /(^|\s)\/\*/)
  let start = -1
  for (const marker of markers) {
    const match = marker.exec(line)
    if (match && (start < 0 || match.index < start)) start = match.index + match[1].length
  }
  return start < 0 ? "" : " ".repeat(start) + line.slice(start)
}

/**
 * The text cspell reads from a page, same length and same line breaks as the source, so positions
 * stay true: prose, front matter values and code comments stay; code, inline code, URLs, link
 * targets and component tags (except their title and label values) become spaces.
 */
export function spellingText(source) {
  const lines = source.split("\n")
  const out = []
  let fence = null
  for (const line of lines) {
    const opening = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(line)
    if (fence) {
      if (opening && opening[2].startsWith(fence.marker) && line.trim() === opening[2]) {
        fence = null
        out.push(blank(line))
      } else {
        out.push(commentOf(line, fence.language).padEnd(line.length, " "))
      }
      continue
    }
    if (opening) {
      fence = { marker: opening[2], language: opening[3].toLowerCase() }
      out.push(blank(line))
      continue
    }
    out.push(proseLine(line))
  }
  return out.join("\n")
}

function proseLine(line) {
  return line
    .replace(/`[^`]*`/g, blank)
    .replace(/\]\([^)\s]*\)/g, (match) => "]" + blank(match.slice(1)))
    .replace(/<\/?[A-Z][^>]*>/g, (tag) => tag.replace(/(title|label)="([^"]*)"|[^]/g, (part, name, value) => (name ? blank(`${name}="`) + value + " " : blank(part))))
    .replace(/\b(?:https?|mailto):[^\s)>\]]*/g, blank)
    .replace(/\bwww\.[^\s)>\]]*/g, blank)
}

/** Spell-checks pages with cspell-lib; returns "file:line:col word" for each unknown word. */
export async function checkSpelling(files, { cwd = root } = {}) {
  const { spellCheckDocument } = await import("cspell-lib")
  const problems = []
  for (const file of files) {
    const source = readFileSync(file, "utf8")
    const text = spellingText(source)
    const result = await spellCheckDocument(
      { uri: path.resolve(file), text, languageId: "markdown", locale: "en-US" },
      { configFile: SPELLING_CONFIG, noConfigSearch: true },
      {},
    )
    for (const error of result.errors ?? []) problems.push(`${path.relative(cwd, file)}: ${error.message}`)
    for (const issue of result.issues) {
      const before = text.slice(0, issue.offset)
      const line = before.split("\n").length
      const col = issue.offset - before.lastIndexOf("\n")
      problems.push(`${path.relative(cwd, file)}:${line}:${col} ${issue.text}`)
    }
  }
  return problems
}
