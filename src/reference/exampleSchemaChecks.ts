import { getNamedType, isEnumType, isNonNullType, isObjectType, type GraphQLSchema } from "graphql"
import { isObject, type Json } from "./json"
import { SCHEMA_FILES } from "./sources"

// The examples of resources that strata.graphql also describes (a StrataDB type, a pipeline resolver)
// must agree with it, so the reference never shows a type or a resolver the API doesn't have.

export interface ExampleProblem {
  path: string[]
  message: string
}

/** The GraphQL scalar of each StrataDB field type (`enum` and `nested` types are generated per field). */
export const FIELD_TYPE_SCALARS: Record<string, string> = {
  uuid: "ID",
  string: "String",
  boolean: "Boolean",
  integer: "Int",
  float: "Float",
  date: "Date",
  datetime: "DateTime",
  time: "Time",
  file: "File",
}

/** A StrataDB type agrees with strata.graphql: its fields, their types, required and defaults, relations and indexes. */
export function stratadbTypeProblems(graphql: GraphQLSchema, value: Record<string, Json>, path: string[]): ExampleProblem[] {
  const problems: ExampleProblem[] = []
  const add = (keys: string[], message: string) => problems.push({ path: [...path, ...keys], message })
  const type = graphql.getType(String(value.name))
  if (!isObjectType(type) || !isObject(value.fields)) return problems
  const create = graphql.getType(`${type.name}CreateInput`)
  const createFields = create && "getFields" in create ? (create.getFields() as Record<string, { defaultValue?: unknown }>) : {}
  const inSchema = `in ${SCHEMA_FILES.graphql}`
  for (const [name, field] of Object.entries(value.fields)) {
    const own = type.getFields()[name]
    if (!own) {
      add(["fields", name], `${type.name} has no field ${name} ${inSchema}`)
      continue
    }
    if (!isObject(field)) continue
    const expected = FIELD_TYPE_SCALARS[String(field.type)]
    const named = getNamedType(own.type)
    const fits = field.type === "enum" ? isEnumType(named) : field.type === "nested" ? isObjectType(named) : named.name === expected
    const is = `${type.name}.${name} is ${String(own.type)} ${inSchema}`
    if (!fits) add(["fields", name, "type"], `${is}, not a ${String(field.type)} field`)
    if (Boolean(field.required) !== isNonNullType(own.type)) add(["fields", name], `${is}, so it is ${isNonNullType(own.type) ? "" : "not "}required`)
    const stated = createFields[name]?.defaultValue
    if (JSON.stringify(stated) !== JSON.stringify(field.default)) {
      const message = `has the default ${JSON.stringify(stated) ?? "none"} in ${type.name}CreateInput, not ${JSON.stringify(field.default) ?? "none"}`
      add(["fields", name], `${type.name}.${name} ${message}`)
    }
    if (isObject(field.relation)) {
      const { relation } = field
      const target = graphql.getType(String(relation.type))
      if (!type.getFields()[String(relation.field)]) {
        add(["fields", name, "relation", "field"], `${type.name} has no field ${String(relation.field)} ${inSchema}`)
      }
      if (relation.backward !== undefined && !(isObjectType(target) && target.getFields()[String(relation.backward)])) {
        add(["fields", name, "relation", "backward"], `${String(relation.type)} has no field ${String(relation.backward)} ${inSchema}`)
      }
    }
  }
  for (const [index, entry] of (Array.isArray(value.indexes) ? value.indexes : []).entries()) {
    for (const field of isObject(entry) && Array.isArray(entry.fields) ? entry.fields : []) {
      if (!type.getFields()[String(field)]) add([`indexes[${index}]`, "fields"], `${type.name} has no field ${String(field)} to index`)
    }
  }
  return problems
}

/** A resolver agrees with its field in strata.graphql: the root type, the return type and the arguments. */
export function resolverProblems(graphql: GraphQLSchema, value: Record<string, Json>, path: string[]): ExampleProblem[] {
  const root = value.operation_type === "query" ? graphql.getQueryType() : graphql.getMutationType()
  const field = root?.getFields()[String(value.name)]
  if (!field) return [{ path: [...path, "name"], message: `${String(value.name)} is not a ${String(value.operation_type)} of ${SCHEMA_FILES.graphql}` }]
  const problems: ExampleProblem[] = []
  if (value.returns !== String(field.type)) {
    const message = `${field.name} returns ${String(field.type)} in ${SCHEMA_FILES.graphql}, not ${String(value.returns)}`
    problems.push({ path: [...path, "returns"], message })
  }
  const args = isObject(value.args) ? value.args : {}
  const declared = Object.fromEntries(field.args.map((arg) => [arg.name, String(arg.type)]))
  if (JSON.stringify(Object.entries(args).sort()) !== JSON.stringify(Object.entries(declared).sort())) {
    const message = `${field.name} takes ${JSON.stringify(declared)} in ${SCHEMA_FILES.graphql}, not ${JSON.stringify(args)}`
    problems.push({ path: [...path, "args"], message })
  }
  return problems
}
