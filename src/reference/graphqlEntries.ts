import { isEnumType, isInputObjectType, isInterfaceType, isScalarType, type GraphQLNamedType, type GraphQLSchema } from "graphql"

// Where each entry of the GraphQL reference is: the pages by kind of type, and the anchor of each type.

export const GRAPHQL_ROUTE = "/reference/api-references/graphql"
export const GRAPHQL_DOWNLOAD = "/schema/strata.graphql"

export type Kind = "objects" | "input-objects" | "enums" | "scalars" | "interfaces"

export const KIND_TITLES: Record<Kind, string> = {
  objects: "Objects",
  "input-objects": "Input objects",
  enums: "Enums",
  scalars: "Scalars",
  interfaces: "Interfaces",
}

export function kindOf(type: GraphQLNamedType): Kind {
  if (isInputObjectType(type)) return "input-objects"
  if (isEnumType(type)) return "enums"
  if (isScalarType(type)) return "scalars"
  if (isInterfaceType(type)) return "interfaces"
  return "objects"
}

/** The types the reference lists: every named type but introspection's and the root types. */
export function referenceTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name])
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__") && !roots.has(type.name))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** Where a type's entry is: its page and an anchor that is its name lowercased (#productqueryinput). */
export function typeHref(type: GraphQLNamedType): string {
  return `${GRAPHQL_ROUTE}/${kindOf(type)}#${type.name.toLowerCase()}`
}

/** Where a schema coordinate (`Product.isDraft`, `Query.products(first:)`) has its entry now; undefined when its type is gone. */
export function coordinateHref(schema: GraphQLSchema, what: string): string | undefined {
  const match = /^(\w+)(?:\.(\w+))?/.exec(what)
  if (!match) return undefined
  const [, typeName, member] = match
  for (const [root, route] of [[schema.getQueryType(), "queries"], [schema.getMutationType(), "mutations"]] as const) {
    if (root?.name === typeName) return member && root.getFields()[member] ? `${GRAPHQL_ROUTE}/${route}#${member.toLowerCase()}` : `${GRAPHQL_ROUTE}/${route}`
  }
  const type = schema.getType(typeName)
  return type && !typeName.startsWith("__") ? typeHref(type) : undefined
}

/** Every type name of the schema and its entry, for links from prose and from other pages. */
export function typeLinks(schema: GraphQLSchema): Map<string, string> {
  return new Map(referenceTypes(schema).map((type) => [type.name, typeHref(type)]))
}
