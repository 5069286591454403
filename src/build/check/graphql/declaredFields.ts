import type { CodeBlock } from "../shared/codeBlocks"
import type { CueValue } from "../tools/cueParse"
import type { HclEntry, HclValue } from "../tools/hclDocument"

// The fields of one declared StrataDB type as a page writes them, read alike from CUE and Terraform values.

/** One field as a page declares it; attributes the page doesn't write as literals are undefined. */
export interface DeclaredField {
  name: string
  /** File line of the field's name. */
  line: number
  type?: string
  required?: boolean
  array?: boolean
  /** The default as written: a string's text, a number, a bare word, or a list (`[…]`, items as written). */
  default?: { kind: "string" | "number" | "word" | "list"; text: string; items?: string[] }
  /** The sub-fields of a `nested` field. */
  fields?: DeclaredField[]
  /** A comment on the field's first line or on the line above it, without its marker. */
  comment?: string
  /** Whether the declaration writes the field's `relation`, and its `index` when it does. */
  relation?: boolean
  index?: boolean
}

export interface TypeDeclaration {
  file: string
  /** File line of the declaration (the resource, the definition's struct, or the excerpt's comment). */
  line: number
  lang: "cue" | "hcl"
  /** The StrataDB type's name, such as `Inventory`. */
  type: string
  fields: DeclaredField[]
  /** Whether the declaration is an excerpt of fields under a comment naming the type. */
  excerpt: boolean
}

type Value = HclValue | CueValue
export type Entry = HclEntry | { key: string; line: number; value: CueValue }

export const entriesOf = (value: Value | undefined): Entry[] => (value?.kind === "object" ? value.entries : [])
export const entry = (value: Value | undefined, key: string): Entry | undefined => entriesOf(value).find((item) => item.key === key)
// A Terraform template ("${…}") is known only once Terraform evaluates it: not a literal here.
export const literal = (value: Value | undefined) => (value?.kind === "other" && !value.literal?.template ? value.literal : undefined)
export const unquote = (text: string) => text.replace(/\\(["\\])/g, "$1")

function booleanOf(value: Value | undefined): boolean | undefined {
  const lit = literal(value)
  return lit?.kind === "word" && (lit.text === "true" || lit.text === "false") ? lit.text === "true" : undefined
}

function defaultOf(value: Value | undefined): DeclaredField["default"] {
  if (value?.kind === "list") {
    const items = value.items.map((item) => literal(item))
    if (items.some((item) => !item)) return undefined
    return {
      kind: "list",
      text: `[${items.map((item) => item!.text).join(", ")}]`,
      items: items.map((item) => (item!.kind === "string" ? unquote(item!.text) : item!.text)),
    }
  }
  const lit = literal(value)
  if (!lit || lit.kind === "text") return undefined
  return { kind: lit.kind, text: lit.kind === "string" ? unquote(lit.text) : lit.text }
}

/** Where a block's lines are: the file line of a block line, and the comment on a block line. */
interface Lines {
  fileLine: (line: number) => number
  /** The comment on a line; with `alone`, only when the line holds nothing else. */
  comment: (line: number, alone?: boolean) => string | undefined
}

export function linesOf(block: CodeBlock): Lines {
  const text = block.value.split("\n")
  const marker = block.lang === "cue" ? /\/\/\s*(.*)$/ : /(?:#|\/\/)\s*(.*)$/
  return {
    fileLine: (line) => block.line + line - 1,
    comment: (line, alone) => {
      const match = marker.exec(text[line - 1] ?? "")
      return match && (!alone || text[line - 1].slice(0, match.index).trim() === "") ? match[1].trim() : undefined
    },
  }
}

/** The fields of a `fields` map: each entry whose value is an object is a field. */
export function fieldsOf(value: Value | undefined, lines: Lines): DeclaredField[] {
  return entriesOf(value)
    .filter((item) => item.value.kind === "object" && item.key !== "")
    .map((item) => fieldOf(item, lines))
}

export function fieldOf(item: Entry, lines: Lines): DeclaredField {
  const type = literal(entry(item.value, "type")?.value)
  const field: DeclaredField = { name: item.key, line: lines.fileLine(item.line) }
  const comment = lines.comment(item.line) ?? lines.comment(item.line - 1, true)
  if (comment) field.comment = comment
  if (type?.kind === "string") field.type = unquote(type.text)
  const required = entry(item.value, "required")
  if (required) field.required = booleanOf(required.value)
  else field.required = false
  const array = entry(item.value, "array")
  field.array = array ? booleanOf(array.value) : false
  const fallback = entry(item.value, "default")
  if (fallback) field.default = defaultOf(fallback.value)
  const nested = entry(item.value, "fields")
  if (nested) field.fields = fieldsOf(nested.value, lines)
  if (entry(item.value, "relation")) {
    field.relation = true
    field.index = booleanOf(entry(item.value, "index")?.value) ?? false
  }
  return field
}

// A comment that says the fields after it belong to a type.
