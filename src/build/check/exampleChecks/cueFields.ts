import { nestedAttributes, cueDefinitions, inView, viewName } from "../../../reference/resourceViews"
import type { Resource, ResourceAttribute } from "../../../reference/sources"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "./codeBlocks"

// The field names of CUE values built from an SDK definition (`stratadb.#Type & { name: …, fields: … }`)
// against the definition's attributes in resources.yaml, in their CUE spelling (camelCase). Nested
// objects are followed into the attributes they hold; map keys (the names of fields, the keys of a
// map) and list items are the writer's own and are not checked.

/** CUE code without comments and with string contents blanked, same offsets. */
function codeOnly(source: string): string {
  return source
    .replace(/"(?:[^"\\\n]|\\.)*"/g, (text) => `"${" ".repeat(text.length - 2)}"`)
    .replace(/\/\/[^\n]*/g, (comment) => " ".repeat(comment.length))
}

/** The offset of the brace that closes the one at `open`, or the text's end. */
function closingBrace(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++
    else if (text[i] === "}" && --depth === 0) return i
  }
  return text.length
}

const LABEL = /(^|[\n{,])\s*([A-Za-z_$#][\w$]*)\??\s*:(?!=)/g

/** The labels written directly in the struct between `open` and its closing brace, with their offsets. */
function structLabels(text: string, open: number): { name: string; at: number; valueAt: number }[] {
  const close = closingBrace(text, open)
  const labels: { name: string; at: number; valueAt: number }[] = []
  let depth = 0
  let start = open + 1
  // Scan the struct, keeping only the parts at its own depth.
  for (let i = open + 1; i <= close; i++) {
    const char = text[i]
    if (depth === 0 && (char === "{" || char === "[" || char === "(" || i === close)) {
      const segment = text.slice(start, i)
      for (const match of segment.matchAll(LABEL)) labels.push({ name: match[2], at: start + (match.index ?? 0) + match[0].lastIndexOf(match[2]), valueAt: start + (match.index ?? 0) + match[0].length })
    }
    if (char === "{" || char === "[" || char === "(") depth++
    else if (char === "}" || char === "]" || char === ")") {
      depth--
      if (depth === 0) start = i + 1
    }
  }
  return labels
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length - 1

function checkStruct(text: string, open: number, attributes: ResourceAttribute[], resources: Resource[], where: string, block: CodeBlock, problems: string[]): number {
  let checked = 0
  const known = new Map(attributes.filter((attribute) => inView(attribute, "cue")).map((attribute) => [viewName(attribute.name, "cue"), attribute]))
  for (const label of structLabels(text, open)) {
    if (label.name.startsWith("#") || label.name.startsWith("_") || /^(for|if|let)$/.test(label.name)) continue
    checked++
    const attribute = known.get(label.name)
    if (!attribute) {
      problems.push(`${block.file}:${block.line + lineAt(text, label.at)} CUE: ${where} has no field "${label.name}" (resources.yaml lists ${[...known.keys()].join(", ")})`)
      continue
    }
    // An object attribute's own struct is checked against what it holds; maps and lists hold the writer's keys and items.
    const nested = nestedAttributes(attribute, resources, "cue")
    if (attribute.type !== "object" || nested.length === 0) continue
    const value = text.slice(label.valueAt)
    const brace = /^\s*\{/.exec(value)
    // `settings: bulkUpsert: true` is CUE's short form of `settings: { bulkUpsert: true }`.
    const short = /^[ \t]*([A-Za-z_$][\w$]*)\??\s*:/.exec(value)
    if (brace) checked += checkStruct(text, label.valueAt + brace[0].length - 1, nested, resources, `${where}.${label.name}`, block, problems)
    else if (short) {
      checked++
      const names = nested.map((entry) => viewName(entry.name, "cue"))
      if (!names.includes(short[1])) problems.push(`${block.file}:${block.line + lineAt(text, label.valueAt)} CUE: ${where}.${label.name} has no field "${short[1]}" (resources.yaml lists ${names.join(", ")})`)
    }
  }
  return checked
}

/** Every field written in a struct unified with an SDK definition is an attribute of that definition. `fields` counts the names checked. */
export function checkCueFields(blocks: CodeBlock[], resources: Resource[]): BlockCheck & { fields: number } {
  const result = { problems: [] as string[], checked: 0, skipped: [] as string[], fields: 0 }
  const definitions = new Map(cueDefinitions(resources).map((entry) => [`${entry.package}.#${entry.definition}`, entry.resource]))
  for (const block of blocksToCheck(blocks, "cue", result)) {
    const text = codeOnly(block.value)
    for (const match of text.matchAll(/\b([a-z]\w*\.#[A-Za-z]\w*)\s*&\s*\{/g)) {
      const resource = definitions.get(match[1])
      if (!resource) continue
      result.fields += checkStruct(text, (match.index ?? 0) + match[0].length - 1, resource.attributes, resources, match[1], block, result.problems)
    }
  }
  return result
}
