import { CUE_IMPORT } from "./cuePages"
import { cueDefinitions, cuePackages, inView, nestedAttributes, viewName, viewType } from "./resourceViews"
import type { Resource, ResourceAttribute } from "./sources"

// The CUE SDK's packages as CUE source, generated from resources.yaml: what a manifest is unified with, and
// what the build vets every ```cue example against. Pure. Each package (`strata.dev/sdk/cue/<name>`) holds
// the closed definitions of its resources (`#Type`, `#Field`, …) with their camelCase fields: `?` marks an
// optional field, a default is the marked value of a disjunction (`*"allow" | string`), `values` become a
// disjunction of the allowed strings, a resource held by another is its definition (`stratadb.#Field`) or,
// when it has none, its fields written in place. Computed and Terraform-only attributes are left out.

export interface CueSchemaPackage {
  /** The package name, such as `stratadb`. */
  name: string
  /** `strata.dev/sdk/cue/stratadb` */
  importPath: string
  /** The package's one file. */
  source: string
}

// Words CUE reads as keywords or predeclared names; a label spelled like one is quoted.
const RESERVED = new Set([
  ...["package", "import", "for", "in", "if", "let", "true", "false", "null", "_"],
  ...["bool", "int", "float", "string", "bytes", "number", "len", "close", "and", "or", "div", "mod", "quo", "rem"],
])

/** A field label as CUE writes it: bare when it is a plain identifier, else quoted. */
export function cueLabel(name: string): string {
  return /^[A-Za-z][A-Za-z0-9]*$/.test(name) && !RESERVED.has(name) ? name : JSON.stringify(name)
}

/** A CUE literal of a string, a number, a boolean or a list of them (a default as resources.yaml writes it). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`
  return JSON.stringify(value)
}

/** The value resources.yaml writes as an attribute's `default`, read for the attribute's type. */
function defaultValue(attribute: ResourceAttribute): string {
  const text = attribute.default!
  if (attribute.type === "bool" || attribute.type === "number" || attribute.type.startsWith("list") || attribute.type === "any") {
    try {
      return literal(JSON.parse(text))
    } catch {
      throw new Error(`resources.yaml: the default of ${attribute.name}, ${text}, is not a ${attribute.type} value`)
    }
  }
  return literal(text)
}

/** The values a string may take: a disjunction of the allowed ones, or `string`. */
function stringType(attribute: ResourceAttribute): string {
  return attribute.values && attribute.values.length > 0 ? attribute.values.map((value) => literal(value)).join(" | ") : "string"
}

interface Context {
  resources: Resource[]
  /** The package being written. */
  pkg: string
  /** Other packages whose definitions it refers to. */
  imports: Set<string>
  /** Resources written in place so far (a resource without a definition that holds itself is an error). */
  inline: string[]
}

/** How a value held by `attribute` refers to its resource: its definition, or its fields in place. */
function heldStruct(attribute: ResourceAttribute, context: Context, depth: number): string {
  const target = attribute.resource ? context.resources.find((resource) => resource.name === attribute.resource) : undefined
  if (attribute.resource && !target) throw new Error(`resources.yaml: ${attribute.name} holds ${attribute.resource}, which is not a resource`)
  if (target?.cue.package && target.cue.definition) {
    if (target.cue.package === context.pkg) return `#${target.cue.definition}`
    context.imports.add(target.cue.package)
    return `${target.cue.package}.#${target.cue.definition}`
  }
  if (target) {
    if (context.inline.includes(target.name)) throw new Error(`resources.yaml: ${target.name} holds itself but has no CUE definition`)
    context.inline.push(target.name)
  }
  const fields = struct(nestedAttributes(attribute, context.resources, "cue"), context, depth + 1)
  if (target) context.inline.pop()
  return fields
}

/** The CUE type of an attribute, without its default. */
function typeOf(attribute: ResourceAttribute, context: Context, depth: number): string {
  switch (viewType(attribute, "cue")) {
    case "string":
      return stringType(attribute)
    case "bool":
      return "bool"
    case "number":
      return "int"
    case "any":
      return "_"
    case "list(string)":
      return attribute.values?.length ? `[...(${stringType(attribute)})]` : "[...string]"
    case "map(string)":
      return "{[string]: string}"
    case "list(any)":
      return "[..._]"
    case "object":
      return heldStruct(attribute, context, depth)
    case "list(object)":
      return `[...${heldStruct(attribute, context, depth)}]`
    case "map(object)":
      return `{[string]: ${heldStruct(attribute, context, depth)}}`
    default:
      throw new Error(`resources.yaml: ${attribute.name} has the type ${attribute.type}, which CUE has no form for`)
  }
}

/** One field: `name: type`, `name?: type` when optional, `name: *default | type` with a default. */
function field(attribute: ResourceAttribute, context: Context, depth: number): string {
  const label = cueLabel(viewName(attribute.name, "cue"))
  const type = typeOf(attribute, context, depth)
  if (attribute.default !== undefined) {
    const fallback = defaultValue(attribute)
    // A default among the allowed values marks that value; otherwise it is one more choice, marked.
    const choices = type.split(" | ")
    const marked = choices.includes(fallback) ? choices.map((choice) => (choice === fallback ? `*${choice}` : choice)).join(" | ") : `*${fallback} | ${type}`
    return `${label}: ${marked}`
  }
  return `${label}${attribute.required ? "" : "?"}: ${type}`
}

/** The fields of a struct, one a line, indented for `depth`. */
function struct(attributes: ResourceAttribute[], context: Context, depth: number): string {
  const indent = "\t".repeat(depth + 1)
  const lines = attributes
    .filter((attribute) => inView(attribute, "cue") && !attribute.computed)
    .map((attribute) => `${indent}${field(attribute, context, depth)}`)
  return lines.length === 0 ? "{}" : `{\n${lines.join("\n")}\n${"\t".repeat(depth)}}`
}

/** A comment of one line: the description's first sentence-sized part. */
const comment = (text: string) => `// ${text.replace(/\s*\n\s*/g, " ")}`

/** Every package of the CUE SDK, in the order its first definition appears in resources.yaml. */
export function cueSchemaPackages(resources: Resource[]): CueSchemaPackage[] {
  const definitions = cueDefinitions(resources)
  return cuePackages(resources).map((name) => {
    const context: Context = { resources, pkg: name, imports: new Set(), inline: [] }
    const body = definitions
      .filter((entry) => entry.package === name)
      .map((entry) => `${comment(entry.resource.description)}\n#${entry.definition}: ${struct(entry.resource.attributes, context, 0)}`)
      .join("\n\n")
    const imports = [...context.imports].sort().map((pkg) => `import ${JSON.stringify(CUE_IMPORT(pkg))}\n`)
    return { name, importPath: CUE_IMPORT(name), source: `package ${name}\n\n${imports.length ? `${imports.join("")}\n` : ""}${body}\n` }
  })
}
