import {
  getNamedType,
  Kind as AstKind,
  parse,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql"
import { GRAPHQL_ROUTE, typeHref } from "./graphqlEntries"
import { cell, code, table } from "./mdxText"
import { describeWithDeprecation, linkedType } from "./operationEntry"
import { defaultText, limitOf, limitText } from "./schemaFacts"

// The sections of the GraphQL type pages: one per type, with its fields, limits and where it is used.

/** A type reference as written in SDL (`[Product!]!`), linked to the named type's entry. */
const typeRef = (type: GraphQLType) => linkedType(type, typeHref)
const describe = describeWithDeprecation

function argumentList(args: readonly GraphQLArgument[]): string {
  return args.map((arg) => `${code(arg.name)}: ${typeRef(arg.type)}${defaultText(arg) !== undefined ? ` = ${code(defaultText(arg)!)}` : ""}`).join(", ")
}

/** A field's description, then its limit and those of its arguments ("At most 1,000 entries."). */
function describeField(field: GraphQLField<unknown, unknown> | GraphQLInputField, schema: GraphQLSchema): string {
  const limits: string[] = []
  const own = limitOf(schema, field)
  if (own !== undefined) limits.push(`${limitText(field, own).replace(/^a/, "A")}.`)
  for (const arg of "args" in field ? field.args : []) {
    const max = limitOf(schema, arg)
    if (max !== undefined) limits.push(`${code(arg.name)}: ${limitText(arg, max)}.`)
  }
  return [describe(field), ...limits].filter(Boolean).join(" ")
}

function fieldsTable(fields: (GraphQLField<unknown, unknown> | GraphQLInputField)[], schema: GraphQLSchema): string {
  const withArgs = fields.some((field) => "args" in field && field.args.length > 0)
  const withDefaults = fields.some((field) => "defaultValue" in field && field.defaultValue !== undefined)
  const header = ["Field", "Type", ...(withArgs ? ["Arguments"] : []), ...(withDefaults ? ["Default"] : []), "Description"]
  return table(
    header,
    fields.map((field) => {
      const args = "args" in field ? argumentList(field.args) : ""
      const fallback = "defaultValue" in field ? defaultText(field) : undefined
      const defaults = withDefaults ? [fallback !== undefined ? code(fallback) : ""] : []
      return [code(field.name), typeRef(field.type), ...(withArgs ? [args || "none"] : []), ...defaults, describeField(field, schema)]
    }),
  )
}

/**
 * The descriptions the SDL gives GraphQL's own scalars (`"""…""" scalar ID`): graphql-js keeps its stock text for
 * them, so the reference reads Strata's from the document.
 */
export function builtInScalarDescriptions(sdl: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const definition of parse(sdl).definitions) {
    const builtIn = ["ID", "String", "Int", "Float", "Boolean"].includes(definition.kind === AstKind.SCALAR_TYPE_DEFINITION ? definition.name.value : "")
    if (definition.kind === AstKind.SCALAR_TYPE_DEFINITION && definition.description && builtIn) {
      found.set(definition.name.value, definition.description.value)
    }
  }
  return found
}

function typeSection(type: GraphQLNamedType, schema: GraphQLSchema, usages: Map<string, string[]>, scalarDescriptions: Map<string, string>): string {
  const parts = [`## ${type.name}`, "", cell(scalarDescriptions.get(type.name) ?? type.description ?? `The ${type.name} type.`)]
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    parts.push("", fieldsTable(Object.values(type.getFields()), schema))
  } else if (isEnumType(type)) {
    parts.push("", table(["Value", "Description"], type.getValues().map((value) => [code(value.name), describe(value)])))
  } else if (isScalarType(type)) {
    parts.push("", isSpecifiedScalarType(type) ? "Built into GraphQL." : "Defined by Strata; sent and received as a JSON string.")
  }
  const used = usedBy(type, usages)
  if (used) parts.push("", used)
  return parts.join("\n")
}

function usedBy(type: GraphQLNamedType, usages: Map<string, string[]>): string {
  const places = usages.get(type.name) ?? []
  if (places.length === 0) return ""
  const shown = places.slice(0, 8)
  return `Used by ${shown.join(", ")}${places.length > shown.length ? ` and ${places.length - shown.length} more` : ""}.`
}

/** Which fields return or take each type, to show where an entry is used. */
function collectUsages(schema: GraphQLSchema, types: GraphQLNamedType[]): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const add = (type: GraphQLType, where: string) => {
    const name = getNamedType(type).name
    const list = found.get(name) ?? []
    if (!list.includes(where)) list.push(where)
    found.set(name, list)
  }
  const query = schema.getQueryType()
  const mutation = schema.getMutationType()
  for (const [root, route] of [[query, "queries"], [mutation, "mutations"]] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const where = `[${code(field.name)}](${GRAPHQL_ROUTE}/${route}#${field.name.toLowerCase()})`
      add(field.type, where)
      for (const arg of field.args) add(arg.type, where)
    }
  }
  for (const type of types) {
    if (!isObjectType(type) && !isInputObjectType(type) && !isInterfaceType(type)) continue
    for (const field of Object.values(type.getFields())) add(field.type, `[${code(type.name)}](${typeHref(type)})`)
  }
  return found
}

/**
 * The section of each type of `schema` (`types`: the reference's types): the schema gives the limits of fields and
 * arguments, and where each type is used is collected once for all of them.
 */
export function typeSectionMaker(
  schema: GraphQLSchema,
  types: GraphQLNamedType[],
  scalarDescriptions: Map<string, string> = new Map(),
): (type: GraphQLNamedType) => string {
  const usages = collectUsages(schema, types)
  return (type) => typeSection(type, schema, usages, scalarDescriptions)
}
