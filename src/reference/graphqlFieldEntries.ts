import {
  getNamedType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql"
import { code, prose } from "./mdxText"
import type { ReferenceEntry } from "./referenceEntries"
import { defaultText, limitOf, limitText } from "./schemaFacts"

// The GraphQL reference's entries: an operation's arguments, an object's fields, an input object's fields. The SDL
// gives each one's type, default (`= 100`) and limit (`@limit(max: 1000)`); required means non-null with no default,
// which is when GraphQL refuses a request that leaves it out.

type TypeHref = (type: GraphQLNamedType) => string
type Described = { description?: string | null; deprecationReason?: string | null }

/** The description, then the deprecation's reason as its own paragraph. */
export function descriptionWithDeprecation(item: Described): string {
  const parts = [prose(item.description ?? "")]
  if (item.deprecationReason) parts.push(`**Deprecated:** ${prose(item.deprecationReason)}`)
  return parts.filter(Boolean).join("\n\n")
}

const limitOfItem = (schema: GraphQLSchema, item: GraphQLArgument | GraphQLInputField | GraphQLField<unknown, unknown>) => {
  const max = limitOf(schema, item)
  return max === undefined ? undefined : limitText(item, max)
}

/** An argument of a query, a mutation or a field, or a field of an input object: what a request sends. */
export function inputEntry(item: GraphQLArgument | GraphQLInputField, schema: GraphQLSchema, typeHref: TypeHref): ReferenceEntry {
  const fallback = defaultText(item)
  return {
    name: item.name,
    type: String(item.type),
    typeHref: typeHref(getNamedType(item.type)),
    required: isNonNullType(item.type) && fallback === undefined,
    default: fallback,
    limit: limitOfItem(schema, item),
    deprecated: Boolean(item.deprecationReason),
    description: descriptionWithDeprecation(item),
  }
}

/** A field of an object or interface: what a response holds. Its arguments, if it takes any, are listed below its description. */
export function outputEntry(field: GraphQLField<unknown, unknown>, schema: GraphQLSchema, typeHref: TypeHref): ReferenceEntry {
  const args = field.args.map((arg) => {
    const entry = inputEntry(arg, schema, typeHref)
    const facts = [entry.default !== undefined ? `default ${code(entry.default)}` : "", entry.limit ?? ""].filter(Boolean)
    return `${code(arg.name)}: [${code(entry.type!)}](${entry.typeHref})${facts.length ? ` (${facts.join(", ")})` : ""}`
  })
  return {
    name: field.name,
    type: String(field.type),
    typeHref: typeHref(getNamedType(field.type)),
    limit: limitOfItem(schema, field),
    deprecated: Boolean(field.deprecationReason),
    description: [descriptionWithDeprecation(field), args.length ? `**Arguments:** ${args.join("; ")}.` : ""].filter(Boolean).join("\n\n"),
  }
}
