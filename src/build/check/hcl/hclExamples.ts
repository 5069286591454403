import { inView, nestedAttributes } from "../../../reference/resourceViews"
import { SCHEMA_FILES, type Resource, type ResourceAttribute } from "../../../reference/sources"
import { parseHclExamples, type HclBody, type HclEntry, type HclParses, type HclValue } from "../tools/hclDocument"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "../shared/codeBlocks"

/** Arguments every Terraform resource accepts, whatever its schema. */
const META_ARGUMENTS = new Set(["depends_on", "count", "for_each", "provider", "lifecycle", "provisioner", "connection", "dynamic"])

interface Context {
  problems: string[]
  block: CodeBlock
  resources: Resource[]
  /** An excerpt leaves arguments out on purpose: missing required ones are not reported. */
  excerpt: boolean
}

/** An argument as the checks read it; `block` when written `key { … }` (a block is one object of a list). */
type Entry = HclEntry & { block?: boolean }

// A resource block that says it leaves arguments out, in a comment: "# workspace_id, namespace, name,
// fields ...", "# … as before". The pages show only what a step changes that way.
const EXCERPT_COMMENT = /(?:#|\/\/).*(?:\.\.\.|…|as before)/

const RESOURCES = SCHEMA_FILES.resources

const fileLine = (context: Context, line: number) => `${context.block.file}:${context.block.line + line - 1}`
const problem = (context: Context, line: number, message: string) => context.problems.push(`${fileLine(context, line)} Terraform: ${message}`)

/** A body's arguments, and its blocks as objects of their type's name. */
function bodyEntries(body: HclBody): Entry[] {
  const blocks = body.blocks.map((block) => {
    const value = { kind: "object" as const, entries: bodyEntries(block.body) }
    return { key: block.type, line: block.line, value, block: true }
  })
  return [...body.attributes, ...blocks].sort((a, b) => a.line - b.line)
}

/** How a value reads in a message. */
function described(value: HclValue): string {
  if (value.kind === "object") return "an object"
  if (value.kind === "list") return "a list"
  const literal = value.literal!
  if (literal.kind === "number") return `the number ${literal.text}`
  if (literal.kind === "word") return literal.text
  return `the string ${JSON.stringify(literal.text)}`
}

// What each type of resources.yaml accepts; an expression (a reference, a call, `${…}`) and null are any type.
const ACCEPTS: Record<string, { name: string; accepts: (value: HclValue) => boolean }> = {
  string: { name: "a string", accepts: (value) => value.kind === "other" && (value.literal?.kind === "string" || value.literal?.kind === "text") },
  number: { name: "a number", accepts: (value) => value.kind === "other" && value.literal?.kind === "number" },
  bool: {
    name: "a bool (true or false)",
    accepts: (value) => value.kind === "other" && value.literal?.kind === "word" && ["true", "false"].includes(value.literal.text),
  },
  list: { name: "a list", accepts: (value) => value.kind === "list" },
  map: { name: "a map", accepts: (value) => value.kind === "object" },
  object: { name: "an object", accepts: (value) => value.kind === "object" },
}

const isAnyType = (value: HclValue) => value.kind === "other" && (!value.literal || (value.literal.kind === "word" && value.literal.text === "null"))

function typeProblem(value: HclValue, type: string, where: string, line: number, context: Context): boolean {
  const kind = ACCEPTS[type.replace(/\(.*$/, "")]
  if (!kind || isAnyType(value) || kind.accepts(value)) return false
  problem(context, line, `${where} takes ${kind.name} (${RESOURCES}), not ${described(value)}`)
  return true
}

/**
 * A string written as a literal: one of the attribute's `values` when it has them, and not a placeholder that repeats
 * its attribute's name (`type = "type"`, `operation_type = "operation-type"`) or, for an argument of a map's entry,
 * the entry's key (`fields = { status = { type = "status" } }`). A map of strings may repeat its keys: the claim
 * mapping `groups = "groups"` is real configuration.
 */
function checkString(value: HclValue, attribute: ResourceAttribute, where: string, line: number, context: Context, mapKey?: string): void {
  const literal = value.kind === "other" ? value.literal : undefined
  if (!literal || literal.template || (literal.kind !== "string" && literal.kind !== "text")) return
  if (attribute.values && !attribute.values.includes(literal.text)) {
    problem(context, line, `${where} is ${JSON.stringify(literal.text)}, which is not one of ` +
      `${attribute.values.map((item) => JSON.stringify(item)).join(", ")} (${RESOURCES})`)
    return
  }
  const names = [attribute.name, attribute.name.replace(/_/g, "-"), ...(mapKey ? [mapKey] : [])].map((name) => name.toLowerCase())
  if (names.includes(literal.text.toLowerCase())) {
    problem(context, line, `${where} is ${JSON.stringify(literal.text)}, a placeholder that repeats its ` +
      `${mapKey && literal.text.toLowerCase() === mapKey.toLowerCase() ? "key" : "name"}: show a value of the running example (content/samples.yaml)`)
  }
}

/** Checks the entries of an object value against the attributes it may hold (names, computed, required, values). */
function checkEntries(
  entries: Entry[],
  attributes: ResourceAttribute[],
  where: string,
  line: number,
  context: Context,
  options: { topLevel?: boolean; mapKey?: string } = {},
): void {
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]))
  for (const entry of entries) {
    const attribute = byName.get(entry.key)
    if (!attribute) {
      if (options.topLevel && META_ARGUMENTS.has(entry.key)) continue
      problem(context, entry.line, `${where} has no argument "${entry.key}" (${RESOURCES} lists ` +
        `${attributes.filter((item) => !item.computed).map((item) => item.name).join(", ")})`)
      continue
    }
    if (attribute.computed) {
      problem(context, entry.line, `${where}.${entry.key} is exported by the provider, not an argument`)
      continue
    }
    // A block written `steps { … }` is one item of a list of objects.
    const value: HclValue = entry.block && attribute.type === "list(object)" ? { kind: "list", items: [entry.value] } : entry.value
    checkValue(value, attribute, `${where}.${entry.key}`, entry.line, context, options.mapKey)
  }
  if (context.excerpt) return
  const set = new Set(entries.map((entry) => entry.key))
  for (const attribute of attributes) {
    if (attribute.required && !attribute.computed && !set.has(attribute.name)) problem(context, line, `${where} needs the argument "${attribute.name}"`)
  }
}

/** A value against its attribute's type; inside objects, lists of objects and maps, each item and entry too. */
function checkValue(value: HclValue, attribute: ResourceAttribute, where: string, line: number, context: Context, mapKey?: string): void {
  if (typeProblem(value, attribute.type, where, line, context)) return
  const items = value.kind === "list" ? value.items : []
  const entries = value.kind === "object" ? value.entries : []
  const nested = () => nestedAttributes(attribute, context.resources, "terraform")
  switch (attribute.type) {
    case "string":
      return checkString(value, attribute, where, line, context, mapKey)
    case "list(string)":
      return items.forEach(
        (item, index) => typeProblem(item, "string", `${where}[${index}]`, line, context) || checkString(item, attribute, `${where}[${index}]`, line, context),
      )
    case "map(string)":
      return entries.forEach(
        (entry) =>
          typeProblem(entry.value, "string", `${where}["${entry.key}"]`, entry.line, context) ||
          checkString(entry.value, attribute, `${where}["${entry.key}"]`, entry.line, context),
      )
    case "object":
      return value.kind === "object" ? checkEntries(entries, nested(), where, line, context) : undefined
    case "list(object)":
      return items.forEach((item, index) => {
        if (!typeProblem(item, "object", `${where}[${index}]`, line, context) && item.kind === "object") {
          checkEntries(item.entries, nested(), `${where}[${index}]`, item.entries[0]?.line ?? line, context)
        }
      })
    case "map(object)":
      return entries.forEach((entry) => {
        if (!typeProblem(entry.value, "object", `${where}["${entry.key}"]`, entry.line, context) && entry.value.kind === "object") {
          checkEntries(entry.value.entries, nested(), `${where}["${entry.key}"]`, entry.line, context, { mapKey: entry.key })
        }
      })
  }
}

/** The ```hcl (and ```terraform) blocks the Terraform checks read: those not marked nocheck. */
export function hclBlocks(blocks: CodeBlock[], result: BlockCheck): CodeBlock[] {
  return ["hcl", "terraform"].flatMap((lang) => blocksToCheck(blocks, lang, result))
}

/**
 * Every ```hcl block is parsed by HashiCorp's HCL parser (a syntax error is the parser's message, at its line), and
 * every `resource "strata_…"` block in it is a resource of resources.yaml that sets only its arguments (nested ones
 * too), with the required ones present, each of its type, with one of its `values`, and no placeholder that repeats
 * its name. Blocks whose fence says nocheck="why" are skipped. `resourceBlocks` counts the resource blocks checked.
 * `parses` is the build's one parse of all examples; without it, the blocks are parsed here.
 */
export function checkHclBlocks(blocks: CodeBlock[], resources: Resource[], parses?: HclParses): BlockCheck & { resourceBlocks: number } {
  const result = { problems: [] as string[], checked: 0, skipped: [] as string[], resourceBlocks: 0 }
  const checked = hclBlocks(blocks, result)
  const parse = parses ?? parseHclExamples(checked.map((block) => block.value))
  for (const block of checked) {
    const parsed = parse(block.value)
    if ("errors" in parsed) {
      for (const error of parsed.errors) result.problems.push(`${block.file}:${block.line + error.line - 1} Terraform: ${error.message}`)
      continue
    }
    const lines = block.value.split("\n")
    const parsedBlocks = parsed.body.blocks
    parsedBlocks.forEach((resourceBlock, index) => {
      const [type, label] = resourceBlock.labels
      if (resourceBlock.type !== "resource" || !type?.startsWith("strata_")) return
      result.resourceBlocks++
      const text = lines.slice(resourceBlock.line - 1, parsedBlocks[index + 1]?.line ? parsedBlocks[index + 1].line - 1 : undefined).join("\n")
      const context: Context = { problems: result.problems, block, resources, excerpt: EXCERPT_COMMENT.test(text) }
      const resource = resources.find((candidate) => candidate.terraform.resource === type)
      if (!resource) {
        problem(context, resourceBlock.line, `there is no resource "${type}" (${RESOURCES})`)
        return
      }
      const attributes = resource.attributes.filter((attribute) => inView(attribute, "terraform"))
      checkEntries(bodyEntries(resourceBlock.body), attributes, `${type}.${label ?? "?"}`, resourceBlock.line, context, { topLevel: true })
    })
  }
  return result
}
