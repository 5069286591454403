import type { CodeBlock } from "./codeBlocks"
import { parseCue, type CueValue } from "./cueParse"
import { parseHclExamples, type HclEntry, type HclParses, type HclValue } from "../tools/hclDocument"

// The StrataDB types the pages declare, read from their ```cue and ```hcl blocks:
//  - CUE: a struct unified with `stratadb.#Type` (`#Inventory: stratadb.#Type & { name: "Inventory", fields: {…} }`),
//    or with a definition declared that way (`schema.#Product & { fields: … }`);
//  - Terraform: a `resource "strata_stratadb_type"` block;
//  - an excerpt of fields (or of a `fields` map) under a comment that names their type: `// On Order`,
//    `# On Product`, `// inventory.cue, inside #Inventory.fields`, `# strata_stratadb_type.inventory, in fields`,
//    `# In strata_stratadb_type.product`.
// The type's name is its `name` when that is a literal, else the definition's or the resource's label.

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
type Entry = HclEntry | { key: string; line: number; value: CueValue }

const entriesOf = (value: Value | undefined): Entry[] => (value?.kind === "object" ? value.entries : [])
const entry = (value: Value | undefined, key: string): Entry | undefined => entriesOf(value).find((item) => item.key === key)
// A Terraform template ("${…}") is known only once Terraform evaluates it: not a literal here.
const literal = (value: Value | undefined) => (value?.kind === "other" && !value.literal?.template ? value.literal : undefined)
const unquote = (text: string) => text.replace(/\\(["\\])/g, "$1")

function booleanOf(value: Value | undefined): boolean | undefined {
  const lit = literal(value)
  return lit?.kind === "word" && (lit.text === "true" || lit.text === "false") ? lit.text === "true" : undefined
}

function defaultOf(value: Value | undefined): DeclaredField["default"] {
  if (value?.kind === "list") {
    const items = value.items.map((item) => literal(item))
    if (items.some((item) => !item)) return undefined
    return { kind: "list", text: `[${items.map((item) => item!.text).join(", ")}]`, items: items.map((item) => (item!.kind === "string" ? unquote(item!.text) : item!.text)) }
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

function linesOf(block: CodeBlock): Lines {
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
function fieldsOf(value: Value | undefined, lines: Lines): DeclaredField[] {
  return entriesOf(value)
    .filter((item) => item.value.kind === "object" && item.key !== "")
    .map((item) => fieldOf(item, lines))
}

function fieldOf(item: Entry, lines: Lines): DeclaredField {
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
  return field
}

// A comment that says the fields after it belong to a type.
const EXCERPT_COMMENT = /^\s*(?:\/\/|#)\s*(?:On (?:the )?([A-Z]\w*)\b|.*\binside #([A-Z]\w*)\.fields\b|(?:In )?strata_stratadb_type\.(\w+)\b)/

/** The type a Terraform label or a CUE definition stands for (`stock_movement` → `StockMovement`), among `types`. */
function typeNamed(label: string, types: Set<string>): string | undefined {
  const wanted = label.replace(/^.*#/, "").replace(/_/g, "").toLowerCase()
  return [...types].find((type) => type.toLowerCase() === wanted)
}

/** Excerpts: the block's top-level fields that follow a comment naming their type, up to the next such comment. */
function excerpts(block: CodeBlock, entries: Entry[], types: Set<string>): TypeDeclaration[] {
  const found: TypeDeclaration[] = []
  const marks = block.value.split("\n").flatMap((text, index) => {
    const match = EXCERPT_COMMENT.exec(text)
    const name = match && (match[1] ?? (match[2] ? typeNamed(match[2], types) ?? match[2] : match[3] ? typeNamed(match[3], types) : undefined))
    return name ? [{ line: index + 1, name }] : []
  })
  marks.forEach((mark, index) => {
    const end = marks[index + 1]?.line ?? Infinity
    const after = entries.filter((item) => item.line > mark.line && item.line < end && item.value.kind === "object")
    // The fields themselves, or the `fields` map that holds them.
    const mine = [...after.filter((item) => entry(item.value, "type")), ...after.filter((item) => item.key === "fields").flatMap((item) => entriesOf(item.value).filter((field) => field.value.kind === "object"))]
    if (mine.length === 0) return
    const lines = linesOf(block)
    found.push({ file: block.file, line: lines.fileLine(mark.line), lang: block.lang === "cue" ? "cue" : "hcl", type: mark.name, fields: mine.map((item) => fieldOf(item, lines)), excerpt: true })
  })
  return found
}

function hclDeclarations(block: CodeBlock, types: Set<string>, parse: HclParses): TypeDeclaration[] {
  // An example that doesn't parse declares nothing; the Terraform check reports its syntax error.
  const parsed = parse(block.value)
  if ("errors" in parsed) return []
  const body = parsed.body
  const lines = linesOf(block)
  const found: TypeDeclaration[] = []
  for (const resource of body.blocks) {
    if (resource.type !== "resource" || resource.labels[0] !== "strata_stratadb_type") continue
    const attributes = resource.body.attributes
    const name = literal(attributes.find((item) => item.key === "name")?.value)
    const type = name?.kind === "string" ? name.text : typeNamed(resource.labels[1] ?? "", types)
    const fields = attributes.find((item) => item.key === "fields")
    if (!type || !fields) continue
    found.push({ file: block.file, line: lines.fileLine(resource.line), lang: "hcl", type, fields: fieldsOf(fields.value, lines), excerpt: false })
  }
  return [...found, ...excerpts(block, body.attributes, types)]
}

/** Every struct of a CUE value, with the label it is the value of. */
function* structs(value: CueValue, label: string): Generator<{ label: string; value: CueValue & { kind: "object" } }> {
  if (value.kind === "list") for (const item of value.items) yield* structs(item, label)
  if (value.kind !== "object") return
  yield { label, value }
  for (const item of value.entries) yield* structs(item.value, item.key)
  for (const item of value.embeds) yield* structs(item, "")
}

function cueDeclarations(block: CodeBlock, types: Set<string>, local: Set<string>): TypeDeclaration[] {
  const file = parseCue(block.value)
  const lines = linesOf(block)
  const found: TypeDeclaration[] = []
  for (const { label, value } of structs(file, "")) {
    const fromType = value.definitions.includes("stratadb.#Type")
    const fromLocal = value.definitions.find((definition) => local.has(definition.replace(/^.*#/, "")))
    if (!fromType && !fromLocal) continue
    const name = literal(entry(value, "name")?.value)
    const type = name?.kind === "string" ? unquote(name.text) : typeNamed(label.startsWith("#") ? label : fromLocal ?? "", types)
    const fields = entry(value, "fields")
    if (!type || !fields) continue
    found.push({ file: block.file, line: lines.fileLine(value.line), lang: "cue", type, fields: fieldsOf(fields.value, lines), excerpt: false })
  }
  return [...found, ...excerpts(block, file.entries, types)]
}

const isHcl = (block: CodeBlock) => block.lang === "hcl" || block.lang === "terraform"

/**
 * The StrataDB type declarations of ```cue and ```hcl (or ```terraform) blocks, among `types` for
 * names read from labels; a declaration with a literal `name` is returned whatever its type. `parses` is the
 * build's one parse of the Terraform examples; without it, they are parsed here.
 */
export function typeDeclarations(blocks: CodeBlock[], types: Set<string>, parses?: HclParses): TypeDeclaration[] {
  const parse = parses ?? parseHclExamples(blocks.filter(isHcl).map((block) => block.value))
  // CUE definitions declared as StrataDB types (`#Product: stratadb.#Type & …`), for `schema.#Product & { … }`.
  const local = new Set<string>()
  for (const block of blocks) if (block.lang === "cue") for (const match of block.value.matchAll(/^\s*#([A-Z]\w*)\s*:\s*stratadb\.#Type\b/gm)) local.add(match[1])
  return blocks.flatMap((block) => {
    if (block.lang === "cue") return cueDeclarations(block, types, local)
    if (isHcl(block)) return hclDeclarations(block, types, parse)
    return []
  })
}
