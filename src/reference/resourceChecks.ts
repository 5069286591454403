import { getNamedType, isEnumType, isNonNullType, isObjectType, parse, validate, type GraphQLObjectType, type GraphQLSchema } from "graphql"
import { namesOf, type SampleName } from "./sampleNames"
import { inView, type View } from "./resourceViews"
import { ATTRIBUTE_CHANGES, RESOURCE_CREATORS, SCHEMA_FILES, type Resource, type ResourceAttribute } from "./sources"
import { hasBrokenMarker, markedNames } from "./viewText"

// resources.yaml checked before the reference is generated from it: the markers of its descriptions, its
// values and references, and each resource's example: every attribute known and of its type, required ones
// set, no filler value (a string equal to its attribute's name), names from content/samples.yaml, and types,
// fields, resolvers and queries that strata.graphql has. Each problem is "content/schema/resources.yaml:line …".

export interface ResourceSources {
  resources: Resource[]
  /** The text of resources.yaml, for the line of each problem. */
  text: string
  graphql: GraphQLSchema
  names: SampleName[]
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const isObject = (value: unknown): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value)
const refersTo = (attribute: ResourceAttribute) => (attribute.refers === undefined ? [] : Array.isArray(attribute.refers) ? attribute.refers : [attribute.refers])

/** The line of a resource's entry, or of the keys of a path inside it, found in order (1 when absent). */
export function resourceLine(text: string, resource: string, keys: string[] = []): number {
  const lines = text.split("\n")
  const start = lines.findIndex((line) => new RegExp(`^  - name: ${resource}\\s*$`).test(line))
  if (start < 0) return 1
  const next = lines.findIndex((line, index) => index > start && /^  - name: /.test(line))
  const end = next < 0 ? lines.length : next
  let cursor = start
  for (const key of keys) {
    const pattern = new RegExp(`(^|[\\s{,-])${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:(\\s|$)|name: ${key}\\b`)
    const found = lines.findIndex((line, index) => index > cursor && index < end && pattern.test(line))
    if (found >= 0) cursor = found
  }
  return cursor + 1
}

/** Every attribute an object attribute holds, in both views (its own, or those of the resource it names). */
function heldAttributes(attribute: ResourceAttribute, resources: Resource[]): ResourceAttribute[] {
  return attribute.resource ? (resources.find((resource) => resource.name === attribute.resource)?.attributes ?? []) : (attribute.attributes ?? [])
}

/** The attribute a resource is known by: its `name`, else its `namespace` (none for a field or an identity provider). */
function identityOf(resource: Resource): string | undefined {
  return ["name", "namespace"].find((name) => resource.attributes.some((attribute) => attribute.name === name))
}

/** The StrataDB types of the schema: the object types with a create input. */
function strataTypes(graphql: GraphQLSchema): GraphQLObjectType[] {
  return Object.values(graphql.getTypeMap()).filter((type): type is GraphQLObjectType => isObjectType(type) && Boolean(graphql.getType(`${type.name}CreateInput`)))
}

/** The names a resource may have in an example, and where they come from. */
function knownNames(resource: string, sources: ResourceSources): { names: string[]; from: string } {
  if (resource === "stratadb_type") return { names: strataTypes(sources.graphql).map((type) => type.name), from: `a StrataDB type of ${SCHEMA_FILES.graphql}` }
  if (resource === "pipeline_resolver") {
    const roots = [sources.graphql.getQueryType(), sources.graphql.getMutationType()]
    return { names: roots.flatMap((root) => Object.keys(root?.getFields() ?? {})), from: `a query or mutation of ${SCHEMA_FILES.graphql}` }
  }
  return { names: namesOf(sources.names, resource), from: `a name of ${resource} in ${SCHEMA_FILES.samples}` }
}

const FIELD_TYPES: Record<string, string> = { uuid: "ID", string: "String", boolean: "Boolean", integer: "Int", float: "Float", date: "Date", datetime: "DateTime", time: "Time", file: "File" }

/** The problems of one resource's example, each with the path of the value it is about. */
class ExampleWalker {
  readonly problems: { path: string[]; message: string }[] = []

  constructor(private readonly sources: ResourceSources) {}

  private add(path: string[], message: string): void {
    this.problems.push({ path, message })
  }

  /** An object of a resource's (or an object attribute's) attributes. */
  object(attributes: ResourceAttribute[], value: Record<string, Json>, path: string[], resource: Resource | undefined, views: View[], implied: string[] = []): void {
    const shown = attributes.filter((attribute) => views.some((view) => inView(attribute, view)))
    for (const [name, item] of Object.entries(value)) {
      const attribute = shown.find((candidate) => candidate.name === name)
      const where = [...path, name].join(".")
      if (!attribute) this.add([...path, name], `${where} is not an attribute${resource ? ` of ${resource.name}` : ""}${views.length === 1 ? ` in ${views[0] === "cue" ? "CUE" : "Terraform"}, the only view that writes it here` : ""}`)
      else if (attribute.computed) this.add([...path, name], `${where} is computed by Strata; an example can't set it`)
      else this.value(attribute, item, [...path, name], views.filter((view) => inView(attribute, view)))
    }
    for (const attribute of shown) {
      const missing = attribute.required && !attribute.computed && value[attribute.name] === undefined && !implied.includes(attribute.name)
      if (missing) this.add(path, `${path.join(".") || "the example"} misses the required ${attribute.name}`)
    }
    const identity = resource && identityOf(resource)
    if (resource && identity && typeof value[identity] === "string") this.name(resource.name, String(value[identity]), [...path, identity])
    if (resource?.name === "stratadb_type") this.stratadbType(value, path)
    if (resource?.name === "pipeline_resolver") this.resolver(value, path)
  }

  /** A name that must be one of the running example's names of a resource. */
  private name(resource: string, value: string, path: string[]): void {
    const { names, from } = knownNames(resource, this.sources)
    if (!names.includes(value)) this.add(path, `${path.join(".")} is "${value}", which is not ${from}${names.length ? ` (${names.join(", ")})` : ""}`)
  }

  private value(attribute: ResourceAttribute, value: Json, path: string[], views: View[]): void {
    const where = path.join(".")
    const fail = (what: string) => this.add(path, `${where} must be ${what}, not ${JSON.stringify(value)}`)
    switch (attribute.type) {
      case "string": {
        if (typeof value !== "string") return fail("a string")
        const filler = [attribute.name, attribute.name.replace(/_/g, "-")]
        if (filler.includes(value.toLowerCase())) this.add(path, `${where} is "${value}", a filler that repeats its name: give the running example's value`)
        if (attribute.values && !attribute.values.includes(value)) this.add(path, `${where} is "${value}", not one of ${attribute.values.join(", ")}`)
        const refers = refersTo(attribute)
        if (refers.length > 0 && !refers.some((resource) => knownNames(resource, this.sources).names.includes(value))) {
          this.add(path, `${where} is "${value}", which is not ${refers.map((resource) => knownNames(resource, this.sources).from).join(", nor ")}`)
        }
        if (attribute.name === "query" && path[path.length - 2] === "graphql") this.query(value, path)
        return
      }
      case "number":
        return void (typeof value !== "number" && fail("a number"))
      case "bool":
        return void (typeof value !== "boolean" && fail("true or false"))
      case "list(string)":
        if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) return fail("a list of strings")
        for (const item of value as string[]) if (attribute.values && !attribute.values.includes(item)) this.add(path, `${where} has "${item}", not one of ${attribute.values.join(", ")}`)
        return
      case "map(string)":
        return void ((!isObject(value) || Object.values(value).some((item) => typeof item !== "string")) && fail("a map of strings"))
      case "object":
        if (!isObject(value)) return fail("an object")
        return this.object(heldAttributes(attribute, this.sources.resources), value, path, this.held(attribute), views)
      case "list(object)":
        if (!Array.isArray(value) || !value.every(isObject)) return fail("a list of objects")
        return value.forEach((item, index) => this.object(heldAttributes(attribute, this.sources.resources), item as Record<string, Json>, [...path.slice(0, -1), `${path[path.length - 1]}[${index}]`], this.held(attribute), views))
      case "map(object)":
        if (!isObject(value) || !Object.values(value).every(isObject)) return fail("a map of objects")
        for (const [key, item] of Object.entries(value)) {
          const held = this.held(attribute)
          // A map keyed by `key` holds resources named by their map key.
          if (attribute.key && held) this.name(held.name, key, [...path, key])
          this.object(heldAttributes(attribute, this.sources.resources), item as Record<string, Json>, [...path, key], attribute.key ? undefined : held, views, attribute.key ? [attribute.key] : [])
        }
        return
      case "list(any)":
        if (!Array.isArray(value)) return fail("a list")
        return value.forEach((item, index) => {
          const [name, inner] = isObject(item) && Object.keys(item).length === 1 ? Object.entries(item)[0] : []
          const resource = this.sources.resources.find((candidate) => candidate.name === name && candidate.cue.definition)
          if (!resource || !isObject(inner)) return this.add(path, `${where}[${index}] must be a one-key map naming the resource it is, such as stratadb_namespace: {…}`)
          this.object(resource.attributes, inner, [...path.slice(0, -1), `${path[path.length - 1]}[${index}]`, name!], resource, views)
        })
      default:
        return
    }
  }

  /** The resource an object attribute holds, when it is one (not a map keyed by name: its items are checked above). */
  private held(attribute: ResourceAttribute): Resource | undefined {
    return attribute.resource ? this.sources.resources.find((resource) => resource.name === attribute.resource) : undefined
  }

  /** A query or mutation must validate against strata.graphql. */
  private query(text: string, path: string[]): void {
    try {
      for (const error of validate(this.sources.graphql, parse(text))) this.add(path, `${path.join(".")}: GraphQL: ${error.message}`)
    } catch (error) {
      this.add(path, `${path.join(".")}: GraphQL: ${(error as Error).message}`)
    }
  }

  /** A StrataDB type agrees with strata.graphql: its fields, their types, required and defaults, relations and indexes. */
  private stratadbType(value: Record<string, Json>, path: string[]): void {
    const type = this.sources.graphql.getType(String(value.name))
    if (!isObjectType(type) || !isObject(value.fields)) return
    const create = this.sources.graphql.getType(`${type.name}CreateInput`)
    const createFields = create && "getFields" in create ? (create.getFields() as Record<string, { defaultValue?: unknown }>) : {}
    const at = (...keys: string[]) => [...path, ...keys]
    for (const [name, field] of Object.entries(value.fields)) {
      const own = type.getFields()[name]
      if (!own) {
        this.add(at("fields", name), `${type.name} has no field ${name} in ${SCHEMA_FILES.graphql}`)
        continue
      }
      if (!isObject(field)) continue
      const expected = FIELD_TYPES[String(field.type)]
      const named = getNamedType(own.type)
      const fits = field.type === "enum" ? isEnumType(named) : field.type === "nested" ? isObjectType(named) : named.name === expected
      if (!fits) this.add(at("fields", name, "type"), `${type.name}.${name} is ${String(own.type)} in ${SCHEMA_FILES.graphql}, not a ${String(field.type)} field`)
      if (Boolean(field.required) !== isNonNullType(own.type)) this.add(at("fields", name), `${type.name}.${name} is ${String(own.type)} in ${SCHEMA_FILES.graphql}, so it is ${isNonNullType(own.type) ? "" : "not "}required`)
      const stated = createFields[name]?.defaultValue
      if (JSON.stringify(stated) !== JSON.stringify(field.default)) this.add(at("fields", name), `${type.name}.${name} has the default ${JSON.stringify(stated) ?? "none"} in ${type.name}CreateInput, not ${JSON.stringify(field.default) ?? "none"}`)
      if (isObject(field.relation)) {
        const target = this.sources.graphql.getType(String(field.relation.type))
        if (!type.getFields()[String(field.relation.field)]) this.add(at("fields", name, "relation", "field"), `${type.name} has no field ${String(field.relation.field)} in ${SCHEMA_FILES.graphql}`)
        if (field.relation.backward !== undefined && !(isObjectType(target) && target.getFields()[String(field.relation.backward)])) this.add(at("fields", name, "relation", "backward"), `${String(field.relation.type)} has no field ${String(field.relation.backward)} in ${SCHEMA_FILES.graphql}`)
      }
    }
    for (const [index, entry] of (Array.isArray(value.indexes) ? value.indexes : []).entries()) {
      for (const field of isObject(entry) && Array.isArray(entry.fields) ? entry.fields : []) if (!type.getFields()[String(field)]) this.add(at(`indexes[${index}]`, "fields"), `${type.name} has no field ${String(field)} to index`)
    }
  }

  /** A resolver agrees with its field in strata.graphql: the root type, the return type and the arguments. */
  private resolver(value: Record<string, Json>, path: string[]): void {
    const root = value.operation_type === "query" ? this.sources.graphql.getQueryType() : this.sources.graphql.getMutationType()
    const field = root?.getFields()[String(value.name)]
    if (!field) return this.add([...path, "name"], `${String(value.name)} is not a ${String(value.operation_type)} of ${SCHEMA_FILES.graphql}`)
    if (value.returns !== String(field.type)) this.add([...path, "returns"], `${field.name} returns ${String(field.type)} in ${SCHEMA_FILES.graphql}, not ${String(value.returns)}`)
    const args = isObject(value.args) ? value.args : {}
    const declared = Object.fromEntries(field.args.map((arg) => [arg.name, String(arg.type)]))
    if (JSON.stringify(Object.entries(args).sort()) !== JSON.stringify(Object.entries(declared).sort())) this.add([...path, "args"], `${field.name} takes ${JSON.stringify(declared)} in ${SCHEMA_FILES.graphql}, not ${JSON.stringify(args)}`)
  }
}

/** The markers and declared values of one attribute list, recursively. */
function attributeProblems(attributes: ResourceAttribute[], resource: Resource, sources: ResourceSources, known: Set<string>): string[] {
  return attributes.flatMap((attribute) => {
    const at = `${SCHEMA_FILES.resources}:${resourceLine(sources.text, resource.name, [attribute.name])}`
    const problems: string[] = []
    for (const name of markedNames(attribute.description)) if (!name.split(".").every((part) => known.has(part))) problems.push(`${at} {{${name}}} in the description of ${attribute.name} names no attribute`)
    if (hasBrokenMarker(attribute.description)) problems.push(`${at} the description of ${attribute.name} has a broken {{…}} marker`)
    if (attribute.change && !ATTRIBUTE_CHANGES.includes(attribute.change)) problems.push(`${at} ${attribute.name} has change: ${attribute.change}, not one of ${ATTRIBUTE_CHANGES.join(", ")}`)
    if (attribute.values && !["string", "list(string)"].includes(attribute.type)) problems.push(`${at} ${attribute.name} has values but is ${attribute.type}, not a string or a list of strings`)
    if (attribute.values && attribute.default !== undefined && !attribute.values.includes(attribute.default)) problems.push(`${at} ${attribute.name} defaults to ${attribute.default}, which is not one of its values`)
    for (const name of refersTo(attribute)) if (!sources.resources.some((other) => other.name === name)) problems.push(`${at} ${attribute.name} refers to ${name}, which is not a resource`)
    return [...problems, ...attributeProblems(attribute.attributes ?? [], resource, sources, known)]
  })
}

/** Every attribute name of resources.yaml, at any depth. */
function attributeNames(attributes: ResourceAttribute[]): string[] {
  return attributes.flatMap((attribute) => [attribute.name, ...attributeNames(attribute.attributes ?? [])])
}

/** Every problem of resources.yaml as "content/schema/resources.yaml:line message"; none means the reference can be generated. */
export function checkResources(sources: ResourceSources): string[] {
  const known = new Set(sources.resources.flatMap((resource) => attributeNames(resource.attributes)))
  return sources.resources.flatMap((resource) => {
    const line = (keys: string[] = []) => `${SCHEMA_FILES.resources}:${resourceLine(sources.text, resource.name, keys)}`
    const problems = attributeProblems(resource.attributes, resource, sources, known)
    for (const name of markedNames(resource.description)) if (!name.split(".").every((part) => known.has(part))) problems.push(`${line()} {{${name}}} in the description of ${resource.name} names no attribute`)
    for (const creator of resource.created_by ?? []) if (!RESOURCE_CREATORS.includes(creator)) problems.push(`${line(["created_by"])} ${resource.name} is created_by ${creator}, not one of ${RESOURCE_CREATORS.join(", ")}`)
    const { example } = resource
    if (!example) return resource.terraform.resource ? [...problems, `${line()} ${resource.name} needs an example: its Terraform page and CUE package show it`] : problems
    if (resource.terraform.resource && !example.terraform) problems.push(`${line(["example"])} the example of ${resource.name} needs its Terraform label (terraform:)`)
    if (resource.cue.definition && !example.cue) problems.push(`${line(["example"])} the example of ${resource.name} needs the CUE field that holds it (cue:)`)
    if (!isObject(example.values)) return [...problems, `${line(["example"])} the example of ${resource.name} needs its values`]
    const walker = new ExampleWalker(sources)
    // workspace_id is the workspace example's ID, written by the generator.
    walker.object(resource.attributes, { ...(example.values as Record<string, Json>) }, [], resource, ["terraform", "cue"], ["workspace_id"])
    return [...problems, ...walker.problems.map((problem) => `${line(["example", "values", ...problem.path.map((part) => part.replace(/\[\d+\]$/, ""))])} example of ${resource.name}: ${problem.message}`)]
  })
}
