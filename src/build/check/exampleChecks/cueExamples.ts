import { cueDefinitions } from "../../../reference/resourceViews"
import type { Resource } from "../../../reference/sources"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "./codeBlocks"

const SDK_IMPORT = /"strata\.dev\/sdk\/cue\/([a-z]+)"/g

/** CUE code without comments and string contents, same lines (a `#` in a string is no definition). */
function codeOnly(source: string): string {
  return source
    .replace(/"(?:[^"\\\n]|\\.)*"/g, (text) => `"${" ".repeat(text.length - 2)}"`)
    .replace(/\/\/[^\n]*/g, "")
}

/** The definitions a site's CUE code declares itself (`#Product: stratadb.#Type & {…}`). */
export function declaredDefinitions(blocks: CodeBlock[]): Set<string> {
  const names = new Set<string>()
  for (const block of blocks) if (block.lang === "cue") for (const match of codeOnly(block.value).matchAll(/^\s*#([A-Za-z]\w*)\s*:/gm)) names.add(match[1])
  return names
}

/**
 * Every definition reference of ```cue code exists: `pkg.#Def` of an SDK package is a definition of
 * resources.yaml (the package is known from its import, or by its SDK name); `other.#Def` and a bare
 * `#Def` are declared in some CUE block of the site (local definitions such as `schema.#Product`).
 * `references` counts the references checked.
 */
export function checkCueBlocks(blocks: CodeBlock[], resources: Resource[]): BlockCheck & { references: number } {
  const result = { problems: [] as string[], checked: 0, skipped: [] as string[], references: 0 }
  const sdk = new Map<string, Set<string>>()
  for (const entry of cueDefinitions(resources)) sdk.set(entry.package, (sdk.get(entry.package) ?? new Set()).add(entry.definition))
  const declared = declaredDefinitions(blocks.filter((block) => block.nocheck === undefined))
  for (const block of blocksToCheck(blocks, "cue", result)) {
    const imported = new Set([...block.value.matchAll(SDK_IMPORT)].map((match) => match[1]))
    codeOnly(block.value)
      .split("\n")
      .forEach((line, index) => {
        for (const match of line.matchAll(/(?:\b([a-z]\w*)\.)?#([A-Za-z]\w*)/g)) {
          const [, pkg, name] = match
          if (!pkg && /^\s*$/.test(line.slice(0, match.index)) && line.slice((match.index ?? 0) + match[0].length).trimStart().startsWith(":")) continue
          result.references++
          const where = `${block.file}:${block.line + index}`
          const definitions = pkg ? sdk.get(pkg) : undefined
          if (pkg && definitions && (imported.size === 0 || imported.has(pkg) || !declared.has(name))) {
            if (!definitions.has(name)) result.problems.push(`${where} CUE: package ${pkg} has no definition #${name} (it has ${[...definitions].map((d) => `#${d}`).join(", ")})`)
          } else if (!declared.has(name)) {
            result.problems.push(`${where} CUE: ${pkg ? `${pkg}.` : ""}#${name} is neither an SDK definition nor declared in the site's CUE examples`)
          }
        }
      })
  }
  return result
}
