import { isObjectType, parse, validate, type GraphQLObjectType, type GraphQLSchema } from "graphql"
import { resolverProblems, stratadbTypeProblems } from "./exampleSchemaChecks"
import { isObject, type Json } from "./json"
import { inView, type View } from "./resourceViews"
import { namesOf, type SampleName } from "./sampleNames"
import { SCHEMA_FILES, type Resource, type ResourceAttribute } from "./sources"

// A resource's example checked value by value against its attributes: every attribute known and of its
// type, required ones set, no filler value (a string equal to its attribute's name), names the running
// example has, and queries that validate against strata.graphql.

export const refersTo = (attribute: ResourceAttribute) =>
  attribute.refers === undefined ? [] : Array.isArray(attribute.refers) ? attribute.refers : [attribute.refers]

export interface ResourceSources {
  resources: Resource[]
  /** The text of resources.yaml, for the line of each problem. */
  text: string
  graphql: GraphQLSchema
  names: SampleName[]
}

/** The StrataDB types of the schema: the object types with a create input. */
function strataTypes(graphql: GraphQLSchema): GraphQLObjectType[] {
  return Object.values(graphql.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && Boolean(graphql.getType(`${type.name}CreateInput`)),
  )
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

/** Every attribute an object attribute holds, in both views (its own, or those of the resource it names). */
function heldAttributes(attribute: ResourceAttribute, resources: Resource[]): ResourceAttribute[] {
  return attribute.resource ? (resources.find((resource) => resource.name === attribute.resource)?.attributes ?? []) : (attribute.attributes ?? [])
}

/** The attribute a resource is known by: its `name`, else its `namespace` (none for a field or an identity provider). */
function identityOf(resource: Resource): string | undefined {
  return ["name", "namespace"].find((name) => resource.attributes.some((attribute) => attribute.name === name))
}

/** The problems of one resource's example, each with the path of the value it is about. */
export class ExampleWalker {
  readonly problems: { path: string[]; message: string }[] = []

  constructor(private readonly sources: ResourceSources) {}

  private add(path: string[], message: string): void {
    this.problems.push({ path, message })
  }

  /** An object of a resource's (or an object attribute's) attributes. */
  object(
    attributes: ResourceAttribute[],
    value: Record<string, Json>,
    path: string[],
    resource: Resource | undefined,
    views: View[],
    implied: string[] = [],
  ): void {
    const shown = attributes.filter((attribute) => views.some((view) => inView(attribute, view)))
    for (const [name, item] of Object.entries(value)) {
      const attribute = shown.find((candidate) => candidate.name === name)
      const where = [...path, name].join(".")
      if (!attribute) {
        const owner = resource ? ` of ${resource.name}` : ""
        const onlyView = views.length === 1 ? ` in ${views[0] === "cue" ? "CUE" : "Terraform"}, the only view that writes it here` : ""
        this.add([...path, name], `${where} is not an attribute${owner}${onlyView}`)
      } else if (attribute.computed) this.add([...path, name], `${where} is computed by Strata; an example can't set it`)
      else this.value(attribute, item, [...path, name], views.filter((view) => inView(attribute, view)))
    }
    for (const attribute of shown) {
      const missing = attribute.required && !attribute.computed && value[attribute.name] === undefined && !implied.includes(attribute.name)
      if (missing) this.add(path, `${path.join(".") || "the example"} misses the required ${attribute.name}`)
    }
    const identity = resource && identityOf(resource)
    if (resource && identity && typeof value[identity] === "string") this.name(resource.name, String(value[identity]), [...path, identity])
    if (resource?.name === "stratadb_type") this.problems.push(...stratadbTypeProblems(this.sources.graphql, value, path))
    if (resource?.name === "pipeline_resolver") this.problems.push(...resolverProblems(this.sources.graphql, value, path))
  }

  /** A name that must be one of the running example's names of a resource. */
  private name(resource: string, value: string, path: string[]): void {
    const { names, from } = knownNames(resource, this.sources)
    if (!names.includes(value)) this.add(path, `${path.join(".")} is "${value}", which is not ${from}${names.length ? ` (${names.join(", ")})` : ""}`)
  }

  private value(attribute: ResourceAttribute, value: Json, path: string[], views: View[]): void {
    const where = path.join(".")
    const fail = (what: string) => this.add(path, `${where} must be ${what}, not ${JSON.stringify(value)}`)
    const held = () => heldAttributes(attribute, this.sources.resources)
    // An item of a list is written `name[index]` in the path, not as a key of its own.
    const itemPath = (index: number) => [...path.slice(0, -1), `${path[path.length - 1]}[${index}]`]
    switch (attribute.type) {
      case "string":
        return this.string(attribute, value, path, fail)
      case "number":
        return void (typeof value !== "number" && fail("a number"))
      case "bool":
        return void (typeof value !== "boolean" && fail("true or false"))
      case "list(string)":
        if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) return fail("a list of strings")
        for (const item of value as string[]) {
          if (attribute.values && !attribute.values.includes(item)) this.add(path, `${where} has "${item}", not one of ${attribute.values.join(", ")}`)
        }
        return
      case "map(string)":
        return void ((!isObject(value) || Object.values(value).some((item) => typeof item !== "string")) && fail("a map of strings"))
      case "object":
        if (!isObject(value)) return fail("an object")
        return this.object(held(), value, path, this.held(attribute), views)
      case "list(object)":
        if (!Array.isArray(value) || !value.every(isObject)) return fail("a list of objects")
        return value.forEach((item, index) => this.object(held(), item as Record<string, Json>, itemPath(index), this.held(attribute), views))
      case "map(object)":
        if (!isObject(value) || !Object.values(value).every(isObject)) return fail("a map of objects")
        for (const [key, item] of Object.entries(value)) {
          const resource = this.held(attribute)
          // A map keyed by `key` holds resources named by their map key.
          if (attribute.key && resource) this.name(resource.name, key, [...path, key])
          const implied = attribute.key ? [attribute.key] : []
          this.object(held(), item as Record<string, Json>, [...path, key], attribute.key ? undefined : resource, views, implied)
        }
        return
      case "list(any)":
        if (!Array.isArray(value)) return fail("a list")
        return value.forEach((item, index) => {
          const [name, inner] = isObject(item) && Object.keys(item).length === 1 ? Object.entries(item)[0] : []
          const resource = this.sources.resources.find((candidate) => candidate.name === name && candidate.cue.definition)
          if (!resource || !isObject(inner)) {
            return this.add(path, `${where}[${index}] must be a one-key map naming the resource it is, such as stratadb_namespace: {…}`)
          }
          this.object(resource.attributes, inner, [...itemPath(index), name!], resource, views)
        })
      default:
        return
    }
  }

  private string(attribute: ResourceAttribute, value: Json, path: string[], fail: (what: string) => void): void {
    const where = path.join(".")
    if (typeof value !== "string") return fail("a string")
    const filler = [attribute.name, attribute.name.replace(/_/g, "-")]
    if (filler.includes(value.toLowerCase())) this.add(path, `${where} is "${value}", a filler that repeats its name: give the running example's value`)
    if (attribute.values && !attribute.values.includes(value)) this.add(path, `${where} is "${value}", not one of ${attribute.values.join(", ")}`)
    const refers = refersTo(attribute)
    if (refers.length > 0 && !refers.some((resource) => knownNames(resource, this.sources).names.includes(value))) {
      this.add(path, `${where} is "${value}", which is not ${refers.map((resource) => knownNames(resource, this.sources).from).join(", nor ")}`)
    }
    if (attribute.name === "query" && path[path.length - 2] === "graphql") this.query(value, path)
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
}
