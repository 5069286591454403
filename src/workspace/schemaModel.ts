import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isEnumType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql"

// What the model reads off strata.graphql: which object types are StrataDB types, their stored fields, the
// defaults their create inputs declare, and what each root field of Query and Mutation does.

/** A StrataDB type as the schema shows it. */
export interface RecordType {
  name: string
  /** Stored fields (scalars, enums, nested objects and lists of them), system fields included. */
  stored: string[]
  /** Fields the create input requires (non-null with no default). */
  required: string[]
  /** Defaults of the create input, as values. */
  defaults: Record<string, unknown>
  /** Whether records keep versions (the type has `version: Int!`). */
  versioned: boolean
  /** Relation fields: the object field that reads the record a `uuid` field points at. */
  forward: Record<string, { idField: string; type: string }>
  /** Connection fields that list the records of another type pointing at this one. */
  backward: Record<string, { type: string; idField: string }>
}

/** What one root field does, by the names StrataDB generates. */
export type RootOperation =
  | { kind: "get" | "list" | "aggregate" | "versions" | "changes" | "vectorSearch"; type: string }
  | { kind: "create" | "update" | "delete" | "publish" | "restore" | "bulkUpsert"; type: string }
  | { kind: "me" }
  | { kind: "resolver"; name: string }

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** The StrataDB types of the schema: object types that have a create input. */
export function recordTypes(schema: GraphQLSchema): Map<string, RecordType> {
  const types = new Map<string, RecordType>()
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue
    const create = schema.getType(`${type.name}CreateInput`)
    if (!isInputObjectType(create)) continue
    types.set(type.name, describe(type, create))
  }
  for (const type of types.values()) {
    for (const [field, definition] of Object.entries((schema.getType(type.name) as GraphQLObjectType).getFields())) {
      const named = getNamedType(definition.type)
      if (!isObjectType(named) || !named.name.endsWith("Connection")) continue
      const target = named.name.slice(0, -"Connection".length)
      const targetType = types.get(target)
      const idField = targetType && Object.entries(targetType.forward).find(([, relation]) => relation.type === type.name)?.[1].idField
      if (idField) type.backward[field] = { type: target, idField }
    }
  }
  return types
}

function describe(type: GraphQLObjectType, create: GraphQLInputObjectType): RecordType {
  const stored: string[] = []
  const forward: RecordType["forward"] = {}
  const fields = type.getFields()
  for (const [name, field] of Object.entries(fields)) {
    const named = getNamedType(field.type)
    if (field.args.length > 0) continue
    if (isScalarType(named) || isEnumType(named)) stored.push(name)
    else if (isObjectType(named) && fields[`${name}Id`]) forward[name] = { idField: `${name}Id`, type: named.name }
    else if (isObjectType(named) && !named.name.endsWith("Connection") && named.name !== "File") stored.push(name)
  }
  const required: string[] = []
  const defaults: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(create.getFields())) {
    if (field.defaultValue !== undefined) defaults[name] = field.defaultValue
    else if (isNonNullType(field.type)) required.push(name)
  }
  return { name: type.name, stored, required, defaults, versioned: Boolean(fields.version) && !isListType(fields.version.type), forward, backward: {} }
}

/** What a root field of Query or Mutation does, from the names StrataDB gives its generated fields. */
export function rootOperation(field: string, types: Map<string, RecordType>, mutation: boolean): RootOperation | undefined {
  if (field === "me") return { kind: "me" }
  for (const type of types.keys()) {
    const single = lowerFirst(type)
    const plural = pluralOf(type)
    const candidates: [string, RootOperation][] = mutation
      ? [
          [`create${type}`, { kind: "create", type }],
          [`update${type}`, { kind: "update", type }],
          [`delete${type}`, { kind: "delete", type }],
          [`publish${type}`, { kind: "publish", type }],
          [`restore${type}`, { kind: "restore", type }],
          [`bulkUpsert${upperFirst(plural)}`, { kind: "bulkUpsert", type }],
        ]
      : [
          [single, { kind: "get", type }],
          [plural, { kind: "list", type }],
          [`aggregate${upperFirst(plural)}`, { kind: "aggregate", type }],
          [`${single}Versions`, { kind: "versions", type }],
          [`${single}Changes`, { kind: "changes", type }],
          [`vectorSearch${upperFirst(plural)}`, { kind: "vectorSearch", type }],
        ]
    const found = candidates.find(([name]) => name === field)
    if (found) return found[1]
  }
  return mutation ? { kind: "resolver", name: field } : undefined
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The list query's name of a type, as StrataDB generates it: `products`, `categories`, `inventories`. */
export function pluralOf(type: string): string {
  const single = lowerFirst(type)
  if (/[^aeiou]y$/.test(single)) return `${single.slice(0, -1)}ies`
  if (/(s|x|ch|sh)$/.test(single)) return `${single}es`
  return `${single}s`
}
