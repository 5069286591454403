import { getNamedType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from "graphql"
import { fence } from "./mdxText"

// The Inventory Management System's data model drawn from strata.graphql: its StrataDB types (each object type with a
// `<Type>Connection`, the types the API lists) and the relations between them, each drawn once however many fields
// express it (`Product.category` and `Category.products` are one relation).

export interface Relation {
  /** The type on the "one" side. */
  one: string
  /** The type on the "many" side. */
  many: string
  /** Whether every record of `many` has one (a non-null reference). */
  required: boolean
  /** Whether a record of `many` may refer to several of `one` (through a list of embedded objects, `Order.items`). */
  several: boolean
  /** The fields that express it, as written in the schema (`Product.category`, `Category.products`). */
  fields: string[]
  /** Those that read the related record (`category`, `products`), not its ID; the ID field when there is no other. */
  label: string
}

/** The StrataDB types of the schema: object types with an `id` that the API lists with a connection, in schema order. */
export function recordTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  const types = schema.getTypeMap()
  return Object.values(types).filter(
    (type): type is GraphQLObjectType =>
      isObjectType(type) && isObjectType(types[`${type.name}Connection`]) && getNamedType(type.getFields().id?.type ?? type)?.name === "ID",
  )
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/** Which record type a field points at, and whether it points at one record or many; undefined when at none. */
function target(field: GraphQLField<unknown, unknown>, records: Set<string>): { type: string; many: boolean; required: boolean } | undefined {
  const named = getNamedType(field.type).name
  if (records.has(named)) return { type: named, many: isListType(isNonNullType(field.type) ? field.type.ofType : field.type), required: isNonNullType(field.type) }
  if (named.endsWith("Connection") && records.has(named.slice(0, -"Connection".length))) return { type: named.slice(0, -"Connection".length), many: true, required: false }
  // A reference by ID, `productId: ID!`, names its type.
  const byId = [...records].find((record) => field.name === `${lowerFirst(record)}Id`)
  if (byId && named === "ID") return { type: byId, many: false, required: isNonNullType(field.type) }
  return undefined
}

/** The relations between the record types, each once, with the fields that express it. */
export function dataModelRelations(schema: GraphQLSchema): Relation[] {
  const records = recordTypes(schema)
  const names = new Set(records.map((type) => type.name))
  const found = new Map<string, Relation>()
  const add = (one: string, many: string, required: boolean, field: string, several = false) => {
    const key = `${one}>${many}`
    const relation = found.get(key) ?? { one, many, required: false, several: false, fields: [], label: "" }
    relation.required ||= required
    relation.several ||= several
    if (!relation.fields.includes(field)) relation.fields.push(field)
    found.set(key, relation)
  }
  for (const type of records) {
    const fields = Object.values(type.getFields())
    for (const field of fields) {
      const to = target(field, names)
      if (to && to.type !== type.name) {
        if (to.many) add(type.name, to.type, false, `${type.name}.${field.name}`)
        else add(to.type, type.name, to.required, `${type.name}.${field.name}`)
      }
      // References inside an embedded object (`Order.items` holds `productId`).
      const embedded = getNamedType(field.type)
      if (isObjectType(embedded) && !names.has(embedded.name) && !embedded.name.endsWith("Connection")) {
        for (const inner of Object.values(embedded.getFields())) {
          const to = target(inner, names)
          const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type)
          if (to && !to.many) add(to.type, type.name, false, `${type.name}.${field.name}.${inner.name}`, list)
        }
      }
    }
  }
  for (const relation of found.values()) {
    const names = relation.fields.map((field) => field.split(".").slice(1).join("."))
    const reads = names.filter((name) => !/Id$/.test(name))
    relation.label = (reads.length ? reads : names).join(", ")
  }
  return [...found.values()]
}

/**
 * The data model as a Mermaid class diagram, top to bottom so it fits the column (an entity-relationship diagram is
 * laid out left to right only, twice as wide), each relation with its multiplicities (`0..1`, `1`, `*`) and the fields
 * that follow it; in a fenced block with its title and description.
 */
export function dataModelDiagram(schema: GraphQLSchema): string {
  const relations = dataModelRelations(schema)
  const lines = ["classDiagram", "  direction TB"]
  for (const relation of relations) {
    const one = relation.several ? "*" : relation.required ? "1" : "0..1"
    lines.push(`  ${relation.one} "${one}" -- "*" ${relation.many} : ${relation.label}`)
  }
  const linked = new Set(relations.flatMap((relation) => [relation.one, relation.many]))
  for (const type of recordTypes(schema)) if (!linked.has(type.name)) lines.push(`  class ${type.name}`)
  const count = (relation: Relation) => (relation.several ? "any number of" : relation.required ? "one" : "at most one")
  const desc = relations.map((relation) => `each ${relation.many} refers to ${count(relation)} ${relation.one} (${relation.label})`)
  return fence("mermaid", lines.join("\n"), `title="The Inventory Management System's data model" desc="${desc.join("; ")}."`)
}
