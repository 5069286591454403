import type { CodeBlock } from "../shared/codeBlocks"
import { parseCue, type CueValue } from "../tools/cueParse"
import { parseHclExamples, type HclParses } from "../tools/hclDocument"
import { entriesOf, entry, fieldOf, fieldsOf, linesOf, literal, unquote, type Entry, type TypeDeclaration } from "./declaredFields"

// The StrataDB types the pages declare, read from their ```cue and ```hcl blocks:
//  - CUE: a struct unified with `stratadb.#Type` (`#Inventory: stratadb.#Type & { name: "Inventory", fields: {…} }`),
//    or with a definition declared that way (`schema.#Product & { fields: … }`);
//  - Terraform: a `resource "strata_stratadb_type"` block;
//  - an excerpt of fields (or of a `fields` map) under a comment that names their type: `// On Order`,
//    `# On Product`, `// inventory.cue, inside #Inventory.fields`, `# strata_stratadb_type.inventory, in fields`,
//    `# In strata_stratadb_type.product`.
// The type's name is its `name` when that is a literal, else the definition's or the resource's label.

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
    const mine = [
      ...after.filter((item) => entry(item.value, "type")),
      ...after.filter((item) => item.key === "fields").flatMap((item) => entriesOf(item.value).filter((field) => field.value.kind === "object")),
    ]
    if (mine.length === 0) return
    const lines = linesOf(block)
    found.push({
      file: block.file,
      line: lines.fileLine(mark.line),
      lang: block.lang === "cue" ? "cue" : "hcl",
      type: mark.name,
      fields: mine.map((item) => fieldOf(item, lines)),
      excerpt: true,
    })
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
  for (const block of blocks) {
    if (block.lang === "cue") for (const match of block.value.matchAll(/^\s*#([A-Z]\w*)\s*:\s*stratadb\.#Type\b/gm)) local.add(match[1])
  }
  return blocks.flatMap((block) => {
    if (block.lang === "cue") return cueDeclarations(block, types, local)
    if (isHcl(block)) return hclDeclarations(block, types, parse)
    return []
  })
}
