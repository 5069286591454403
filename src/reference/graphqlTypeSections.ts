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
  type GraphQLInputObjectType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql"
import { GRAPHQL_ROUTE, typeHref } from "./graphqlEntries"
import { cell, code, table } from "./mdxText"
import { inputEntry, outputEntry } from "./graphqlFieldEntries"
import { describeWithDeprecation } from "./operationEntry"
import { entryList } from "./referenceEntries"

// The sections of the GraphQL type pages: one per type, with its fields, limits and where it is used.

const describe = describeWithDeprecation

/** An object's or interface's fields as a response holds them; an input object's as a request sends them. */
function fieldEntries(type: GraphQLObjectType | GraphQLInterfaceType | GraphQLInputObjectType, schema: GraphQLSchema): string {
  if (isInputObjectType(type)) return entryList(Object.values(type.getFields()).map((field) => inputEntry(field, schema, typeHref)))
  return entryList(Object.values(type.getFields()).map((field) => outputEntry(field, schema, typeHref)))
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
    parts.push("", fieldEntries(type, schema))
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
