import { inView, nestedAttributes } from "../../../reference/resourceViews"
import type { Resource, ResourceAttribute } from "../../../reference/sources"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "./codeBlocks"
import { parseHcl, type HclEntry, type HclValue } from "./hclParse"

/** Arguments every Terraform resource accepts, whatever its schema. */
const META_ARGUMENTS = new Set(["depends_on", "count", "for_each", "provider", "lifecycle", "provisioner", "connection"])

interface Context {
  problems: string[]
  block: CodeBlock
  resources: Resource[]
  /** An excerpt leaves arguments out on purpose: missing required ones are not reported. */
  excerpt: boolean
}

// A resource block that says it leaves arguments out, in a comment: "# workspace_id, namespace, name,
// fields ...", "# … as before". The pages show only what a step changes that way.
const EXCERPT_COMMENT = /(?:#|\/\/).*(?:\.\.\.|…|as before)/

const fileLine = (context: Context, line: number) => `${context.block.file}:${context.block.line + line - 1}`

/** Checks the entries of an object value against the attributes it may hold (names, computed, required). */
function checkEntries(entries: HclEntry[], attributes: ResourceAttribute[], where: string, line: number, context: Context, topLevel = false): void {
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]))
  for (const entry of entries) {
    const attribute = byName.get(entry.key)
    if (!attribute) {
      if (topLevel && META_ARGUMENTS.has(entry.key)) continue
      context.problems.push(`${fileLine(context, entry.line)} Terraform: ${where} has no argument "${entry.key}" (content/schema/resources.yaml lists ${attributes.filter((item) => !item.computed).map((item) => item.name).join(", ")})`)
      continue
    }
    if (attribute.computed) {
      context.problems.push(`${fileLine(context, entry.line)} Terraform: ${where}.${entry.key} is exported by the provider, not an argument`)
      continue
    }
    checkValue(entry.value, attribute, `${where}.${entry.key}`, entry.line, context)
  }
  if (context.excerpt) return
  const set = new Set(entries.map((entry) => entry.key))
  for (const attribute of attributes) {
    if (attribute.required && !attribute.computed && !set.has(attribute.name)) {
      context.problems.push(`${fileLine(context, line)} Terraform: ${where} needs the argument "${attribute.name}"`)
    }
  }
}

/** Object, list of objects and map of objects are checked inside; any other value is the author's. */
function checkValue(value: HclValue, attribute: ResourceAttribute, where: string, line: number, context: Context): void {
  if (!/object/.test(attribute.type)) return
  const nested = nestedAttributes(attribute, context.resources, "terraform")
  if (attribute.type === "object" && value.kind === "object") checkEntries(value.entries, nested, where, line, context)
  if (attribute.type === "list(object)" && value.kind === "list") {
    value.items.forEach((item, index) => item.kind === "object" && checkEntries(item.entries, nested, `${where}[${index}]`, line, context))
  }
  if (attribute.type === "map(object)" && value.kind === "object") {
    for (const entry of value.entries) if (entry.value.kind === "object") checkEntries(entry.value.entries, nested, `${where}["${entry.key}"]`, entry.line, context)
  }
}

/**
 * Every `resource "strata_…"` block of ```hcl code is a resource of resources.yaml and sets only its
 * arguments (nested objects too, as far as the file describes them), with the required ones present.
 * Blocks whose fence says nocheck="why" are skipped. `resourceBlocks` counts the resource blocks checked.
 */
export function checkHclBlocks(blocks: CodeBlock[], resources: Resource[]): BlockCheck & { resourceBlocks: number } {
  const result = { problems: [] as string[], checked: 0, skipped: [] as string[], resourceBlocks: 0 }
  for (const block of blocksToCheck(blocks, "hcl", result)) {
    const lines = block.value.split("\n")
    const parsed = parseHcl(block.value).blocks
    parsed.forEach((resourceBlock, index) => {
      const [type, label] = resourceBlock.labels
      if (resourceBlock.type !== "resource" || !type?.startsWith("strata_")) return
      result.resourceBlocks++
      const text = lines.slice(resourceBlock.line - 1, parsed[index + 1]?.line ? parsed[index + 1].line - 1 : undefined).join("\n")
      const context: Context = { problems: result.problems, block, resources, excerpt: EXCERPT_COMMENT.test(text) }
      const resource = resources.find((candidate) => candidate.terraform.resource === type)
      if (!resource) {
        result.problems.push(`${fileLine(context, resourceBlock.line)} Terraform: there is no resource "${type}" (content/schema/resources.yaml)`)
        return
      }
      const attributes = resource.attributes.filter((attribute) => inView(attribute, "terraform"))
      // Nested blocks (`lifecycle { … }`, `settings { … }`) count as the attribute of their name.
      const entries: HclEntry[] = [
        ...resourceBlock.body.attributes,
        ...resourceBlock.body.blocks.map((nested) => ({ key: nested.type, line: nested.line, value: { kind: "object" as const, entries: nested.body.attributes } })),
      ]
      checkEntries(entries, attributes, `${type}.${label ?? "?"}`, resourceBlock.line, context, true)
    })
  }
  return result
}
