import { isObject, type Json } from "./json"
import { CUE_IMPORT, inView, nestedAttributes, viewName, type View } from "./resourceViews"
import type { Resource, ResourceAttribute } from "./sources"

// The `example` of a resource in resources.yaml (snake_case YAML) written as the Terraform provider and the
// CUE SDK take it: an HCL resource block laid out as `terraform fmt` does, and a CUE value unified with its
// definition. Pure; resourceChecks checks the example's names and values before these write it.

const INDENT = { terraform: "  ", cue: "\t" } as const
/** Longer lines put each entry of a map or list on its own line. */
const LINE_WIDTH = 76

/** The resource whose example is the workspace a Terraform example's `workspace_id` refers to. */
export function workspaceReference(resources: Resource[]): string {
  const workspace = resources.find((resource) => resource.terraform.resource === "strata_workspace")
  return `strata_workspace.${workspace?.example?.terraform ?? "this"}.id`
}

/** A map key or field name as written: bare when it is an identifier of the language, else quoted. */
function key(name: string, view: View): string {
  const bare = view === "terraform" ? /^[A-Za-z_][A-Za-z0-9_]*$/ : /^[A-Za-z$][A-Za-z0-9_$]*$/
  return bare.test(name) ? name : JSON.stringify(name)
}

interface Writer {
  view: View
  resources: Resource[]
  /** CUE packages the example uses besides its own. */
  imports: Set<string>
}

/** A string: quoted on one line, a heredoc (HCL) or a multi-line string (CUE) when it has several lines. */
function stringValue(value: string, depth: number, writer: Writer): string {
  if (!value.includes("\n")) return JSON.stringify(value)
  const inner = INDENT[writer.view].repeat(depth + 1)
  const lines = value.replace(/\n+$/, "").split("\n").map((line) => (line ? inner + line : ""))
  return writer.view === "terraform" ? `<<-EOT\n${lines.join("\n")}\n${inner}EOT` : `"""\n${lines.join("\n")}\n${inner}"""`
}

/** A value without attribute definitions (any, map(string), list(string)): written from its JSON shape. */
function plainValue(value: Json, depth: number, writer: Writer): string {
  if (typeof value === "string") return stringValue(value, depth, writer)
  if (Array.isArray(value)) return listValue(value.map((item) => plainValue(item, depth + 1, writer)), depth, writer)
  if (isObject(value)) return body(Object.entries(value).map(([name, item]) => [key(name, writer.view), plainValue(item, depth + 1, writer)]), depth, writer)
  return String(value)
}

/** A list: on one line when it fits, else one item a line. */
function listValue(items: string[], depth: number, writer: Writer): string {
  const line = `[${items.join(", ")}]`
  if (!items.some((item) => item.includes("\n")) && line.length + depth * 2 < LINE_WIDTH) return line
  const inner = INDENT[writer.view].repeat(depth + 1)
  return `[\n${items.map((item) => `${inner}${item},`).join("\n")}\n${INDENT[writer.view].repeat(depth)}]`
}

/**
 * An object's entries: `{ a = 1, b = 2 }` / `{a: 1, b: 2}` on one line when short and flat, else one entry
 * a line with the `=` (HCL) or the values (CUE) of consecutive one-line entries aligned, as the formatters do.
 */
function body(entries: [string, string][], depth: number, writer: Writer, top = false): string {
  const assign = writer.view === "terraform" ? " = " : ": "
  const flat = entries.every(([, value]) => !value.includes("\n"))
  const joined = entries.map(([name, value]) => name + assign + value).join(", ")
  const line = writer.view === "terraform" ? `{ ${joined} }` : `{${joined}}`
  if (!top && flat && entries.length <= 3 && line.length + depth * 2 < LINE_WIDTH) return entries.length ? line : "{}"
  const inner = INDENT[writer.view].repeat(depth + 1)
  const lines: string[] = []
  let group: [string, string][] = []
  const flush = () => {
    const width = Math.max(...group.map(([name]) => name.length))
    for (const [name, value] of group) {
      lines.push(writer.view === "terraform" ? `${inner}${name.padEnd(width)} = ${value}` : `${inner}${`${name}:`.padEnd(width + 1)} ${value}`)
    }
    group = []
  }
  // At the top of a Terraform resource, a value that spans lines stands apart, with a blank line around it.
  const apart = top && writer.view === "terraform"
  for (const [name, value] of entries) {
    if (!value.includes("\n")) {
      if (apart && group.length === 0 && lines.length > 0) lines.push("")
      group.push([name, value])
      continue
    }
    flush()
    if (apart && lines.length > 0) lines.push("")
    lines.push(`${inner}${name}${assign}${value}`)
  }
  flush()
  return `{\n${lines.join("\n")}\n${INDENT[writer.view].repeat(depth)}}`
}

/** The entries of an object value, for the attributes of the view that it sets, in resources.yaml's order. */
function attributeEntries(
  attributes: ResourceAttribute[],
  value: Record<string, Json>,
  depth: number,
  writer: Writer,
  first: [string, string][] = [],
): [string, string][] {
  const entries = attributes
    .filter((attribute) => value[attribute.name] !== undefined && inView(attribute, writer.view))
    .map((attribute) => [viewName(attribute.name, writer.view), attributeValue(attribute, value[attribute.name], depth, writer)] as [string, string])
  return [...first, ...entries]
}

/** The value of one attribute, written by its type. */
function attributeValue(attribute: ResourceAttribute, value: Json, depth: number, writer: Writer): string {
  const nested = nestedAttributes(attribute, writer.resources, writer.view)
  const keyAttribute =
    attribute.key && writer.view === "cue"
      ? nestedAttributes({ ...attribute, key: undefined }, writer.resources, "cue").find((item) => item.name === attribute.key)
      : undefined
  // An item of a list or map of objects, one level deeper than the attribute.
  const objectItem = (item: Record<string, Json>, first: [string, string][] = []) =>
    body(attributeEntries(nested, item, depth + 2, writer, first), depth + 1, writer)
  const item = (entry: Json) => (isObject(entry) ? objectItem(entry) : plainValue(entry, depth + 1, writer))
  switch (attribute.type) {
    case "object":
      return isObject(value) ? body(attributeEntries(nested, value, depth + 1, writer), depth, writer) : plainValue(value, depth, writer)
    case "list(object)":
      return Array.isArray(value) ? listValue(value.map((entry) => item(entry)), depth, writer) : plainValue(value, depth, writer)
    case "map(object)":
      if (!isObject(value)) return plainValue(value, depth, writer)
      // A map keyed by `key` in Terraform is a list in CUE, each item with the key as that field.
      if (keyAttribute) {
        const keyField = viewName(keyAttribute.name, "cue")
        const items = Object.entries(value).map(([name, entry]) => objectItem(isObject(entry) ? entry : {}, [[keyField, JSON.stringify(name)]]))
        return listValue(items, depth, writer)
      }
      return body(Object.entries(value).map(([name, entry]) => [key(name, writer.view), item(entry)]), depth, writer)
    case "list(any)":
      return Array.isArray(value) ? listValue(value.map((item) => definitionItem(item, depth + 1, writer)), depth, writer) : plainValue(value, depth, writer)
    default:
      return plainValue(value, depth, writer)
  }
}

/** An item of a list(any): a one-key map naming its resource, written as a value of that resource's definition. */
function definitionItem(item: Json, depth: number, writer: Writer): string {
  const [name, value] = isObject(item) ? (Object.entries(item)[0] ?? []) : []
  const resource = writer.resources.find((candidate) => candidate.name === name)
  if (!resource?.cue.definition || !isObject(value)) return plainValue(item, depth, writer)
  writer.imports.add(resource.cue.package!)
  const fields = body(attributeEntries(resource.attributes, value, depth + 1, writer), depth, writer)
  return `${resource.cue.package}.#${resource.cue.definition} & ${fields}`
}

/** The Terraform block of a resource's example: `workspace_id` first, then the arguments it sets. */
export function terraformExample(resource: Resource, resources: Resource[]): string | undefined {
  if (!resource.example || !resource.terraform.resource) return undefined
  const writer: Writer = { view: "terraform", resources, imports: new Set() }
  const attributes = resource.attributes.filter((attribute) => !attribute.computed)
  const setsWorkspace = attributes.some((attribute) => attribute.name === "workspace_id" && inView(attribute, "terraform"))
  const workspace: [string, string][] = setsWorkspace ? [["workspace_id", workspaceReference(resources)]] : []
  const { workspace_id: _written, ...values } = resource.example.values as Record<string, Json>
  const block = body(attributeEntries(attributes, values, 1, writer, workspace), 0, writer, true)
  return `resource "${resource.terraform.resource}" "${resource.example.terraform ?? "this"}" ${block}`
}

/** The CUE of a resource's example: its imports, then its `cue` field unified with the definition. */
export function cueExample(resource: Resource, resources: Resource[]): string | undefined {
  if (!resource.example || !resource.cue.definition || !resource.cue.package) return undefined
  const writer: Writer = { view: "cue", resources, imports: new Set([resource.cue.package]) }
  const attributes = resource.attributes.filter((attribute) => !attribute.computed)
  const value = body(attributeEntries(attributes, resource.example.values as Record<string, Json>, 1, writer), 0, writer, true)
  const packages = [...writer.imports].sort()
  const imports = packages.length === 1 ? `import "${CUE_IMPORT(packages[0])}"` : `import (\n${packages.map((name) => `\t"${CUE_IMPORT(name)}"`).join("\n")}\n)`
  return `${imports}\n\n${resource.example.cue ?? "example"}: ${resource.cue.package}.#${resource.cue.definition} & ${value}`
}
