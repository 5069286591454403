import type { HclBody, HclValue } from "../tools/hclDocument"
import { expressionReferences, templateReferences, type HclReference } from "../tools/hclReferences"

// What one Terraform example declares (`variable`, `locals` entries, `resource`, `data`, `module`) and what it
// references, each at its line in the example, read from HashiCorp's parse.

/** A name the example declares, as references write it: `var.region`, `local.staff`, `strata_auth.inventory`, `data.TYPE.LABEL`, `module.NAME`. */
export interface HclDeclaration {
  address: string
  /** 1-based line in the example. */
  line: number
}

/** A reference, at its 1-based line in the example. */
export type HclLineReference = Omit<HclReference, "lineOffset"> & { line: number }

export interface HclNames {
  declared: HclDeclaration[]
  references: HclLineReference[]
}

/** The address a top-level block declares, if it declares one. */
function declaration(type: string, labels: string[]): string | undefined {
  const [first, second] = labels
  if (type === "variable" && first) return `var.${first}`
  if (type === "module" && first) return `module.${first}`
  if (type === "resource" && first && second) return `${first}.${second}`
  if (type === "data" && first && second) return `data.${first}.${second}`
  return undefined
}

function valueReferences(value: HclValue, line: number, bound: Set<string>, found: HclLineReference[]): void {
  if (value.kind === "list") return value.items.forEach((item) => valueReferences(item, line, bound, found))
  if (value.kind === "object") return value.entries.forEach((entry) => valueReferences(entry.value, entry.line, bound, found))
  const at = (base: number) => ({ lineOffset, ...reference }: HclReference) => found.push({ ...reference, line: base + lineOffset })
  if (value.expression) expressionReferences(value.expression.text, bound).forEach(at(value.expression.line))
  else if (value.literal?.template) templateReferences(value.literal.text, bound).forEach(at(value.literal.line))
}

/** The references of a body and its nested blocks; a `dynamic "name"` block binds `name` (or its `iterator`) in its content. */
function bodyReferences(body: HclBody, bound: Set<string>, found: HclLineReference[]): void {
  for (const entry of body.attributes) valueReferences(entry.value, entry.line, bound, found)
  for (const block of body.blocks) {
    let inner = bound
    if (block.type === "dynamic" && block.labels[0]) {
      const iterator = block.body.attributes.find((entry) => entry.key === "iterator")?.value
      const name = iterator?.kind === "other" ? (iterator.expression?.text ?? iterator.literal?.text) : undefined
      inner = new Set([...bound, name ?? block.labels[0]])
    }
    bodyReferences(block.body, inner, found)
  }
}

/** What an example declares and references. */
export function hclNames(body: HclBody): HclNames {
  const declared: HclDeclaration[] = []
  const references: HclLineReference[] = []
  for (const block of body.blocks) {
    const address = declaration(block.type, block.labels)
    if (address) declared.push({ address, line: block.line })
    if (block.type === "locals") declared.push(...block.body.attributes.map((entry) => ({ address: `local.${entry.key}`, line: entry.line })))
    bodyReferences(block.body, new Set(), references)
  }
  // Arguments outside any block: a terraform.tfvars file, or an excerpt of a block's body.
  bodyReferences({ attributes: body.attributes, blocks: [] }, new Set(), references)
  return { declared, references }
}
