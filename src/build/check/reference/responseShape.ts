import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"
import { collectFields, fragmentsOf } from "../../../reference/rootFields"

// Whether a JSON response is one the request could have returned: every selected field present under
// its response key, no field that was not selected, scalars of the JSON type GraphQL serializes them
// to, and null only where the type is nullable: a failed non-null field makes its nearest nullable parent
// null (the spec's null propagation), so a failed `createProduct: Product!` answers `"data": null`. The reference's examples are checked with it, so a
// response shown to readers can't drift from the schema or from its own request.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

// How the scalars of content/schema/strata.graphql travel in JSON; a custom scalar not listed is a string.
const SCALAR_FORMATS: Record<string, { json: string; test: (value: Json) => boolean }> = {
  Int: { json: "an integer", test: (value) => typeof value === "number" && Number.isInteger(value) },
  Float: { json: "a number", test: (value) => typeof value === "number" },
  String: { json: "a string", test: (value) => typeof value === "string" },
  ID: { json: "a string", test: (value) => typeof value === "string" },
  Boolean: { json: "true or false", test: (value) => typeof value === "boolean" },
  Date: { json: 'a date string ("2025-03-14")', test: (value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) },
  DateTime: {
    json: 'an RFC 3339 string ("2025-03-14T09:30:00Z")',
    test: (value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.test(value),
  },
  Time: { json: 'a time string ("09:30:00")', test: (value) => typeof value === "string" && /^\d{2}:\d{2}:\d{2}$/.test(value) },
}

const describeJson = (value: Json) =>
  value === null ? "null" : Array.isArray(value) ? "a list" : typeof value === "object" ? "an object" : JSON.stringify(value)

interface Walk {
  schema: GraphQLSchema
  fragments: Map<string, FragmentDefinitionNode>
  problems: string[]
}

function fieldOf(type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  return "getFields" in type ? type.getFields()[name] : undefined
}

function checkObject(walk: Walk, declared: GraphQLCompositeType, selectionSet: SelectionSetNode, value: Json, path: string): void {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    walk.problems.push(`${path}: expected an object (${declared.name}), got ${describeJson(value)}`)
    return
  }
  // An interface or union field answers with one of its object types; __typename says which.
  let type: GraphQLCompositeType = declared
  if (isAbstractType(declared) && typeof value.__typename === "string") {
    const concrete = walk.schema.getType(value.__typename)
    if (concrete && isObjectType(concrete) && walk.schema.isSubType(declared, concrete)) type = concrete
  }
  const fields = collectFields(walk.schema, walk.fragments, type, selectionSet)
  for (const [key, node] of fields) {
    const here = `${path}.${key}`
    if (!(key in value)) {
      walk.problems.push(`${here}: missing (the request selects ${node.name.value})`)
      continue
    }
    if (node.name.value === "__typename") {
      if (typeof value[key] !== "string") walk.problems.push(`${here}: expected a type name string, got ${describeJson(value[key])}`)
      continue
    }
    const field = fieldOf(type, node.name.value)
    if (field) checkValue(walk, field.type, node.selectionSet, value[key], here)
  }
  for (const key of Object.keys(value)) {
    if (!fields.has(key)) walk.problems.push(`${path}.${key}: not selected by the request`)
  }
}

function checkValue(walk: Walk, type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined, value: Json, path: string): void {
  if (value === null) {
    if (isNonNullType(type)) {
      // The spec's null propagation: a non-null field that fails makes its nearest nullable parent null.
      const parent = path.slice(0, Math.max(path.lastIndexOf("."), path.lastIndexOf("[")))
      const nulled = parent === "data" ? '`"data": null`' : `\`${parent}\``
      walk.problems.push(`${path}: null, but ${String(type)} is non-null; when it fails, its parent is null instead (${nulled})`)
    }
    return
  }
  const nullable = getNullableType(type)
  if (isListType(nullable)) {
    if (!Array.isArray(value)) {
      walk.problems.push(`${path}: expected a list (${String(type)}), got ${describeJson(value)}`)
      return
    }
    value.forEach((item, index) => checkValue(walk, nullable.ofType, selectionSet, item, `${path}[${index}]`))
    return
  }
  const named = getNamedType(type)
  if (isScalarType(named)) {
    const format = SCALAR_FORMATS[named.name] ?? SCALAR_FORMATS.String
    if (!format.test(value)) walk.problems.push(`${path}: expected ${format.json} (${named.name}), got ${describeJson(value)}`)
  } else if (isEnumType(named)) {
    if (typeof value !== "string" || !named.getValue(value)) {
      walk.problems.push(`${path}: expected a value of ${named.name} (${named.getValues().map((v) => v.name).join(", ")}), got ${describeJson(value)}`)
    }
  } else if (selectionSet) {
    checkObject(walk, named as GraphQLCompositeType, selectionSet, value, path)
  }
}

/**
 * The problems of a JSON response to the first operation of `document`, each as "data.path: what is
 * wrong". The document is assumed valid against the schema (validate it first). A response needs
 * `data`, and may carry an `errors` list beside it.
 */
export function checkResponseShape(schema: GraphQLSchema, document: DocumentNode, response: unknown): string[] {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
  if (!operation) return ["the request has no operation"]
  const root = schema.getRootType(operation.operation)
  if (!root) return [`the schema has no ${operation.operation} type`]
  const fragments = fragmentsOf(document)
  const walk: Walk = { schema, fragments, problems: [] }
  if (response === null || typeof response !== "object" || Array.isArray(response)) {
    return [`the response is ${describeJson(response as Json)}, not an object with "data"`]
  }
  const body = response as Record<string, Json>
  for (const key of Object.keys(body)) {
    if (key !== "data" && key !== "errors" && key !== "extensions") walk.problems.push(`${key}: a response holds only "data", "errors" and "extensions"`)
  }
  const errors = Array.isArray(body.errors) ? body.errors : []
  const paths = errors.map((error) => (error && typeof error === "object" && !Array.isArray(error) && Array.isArray(error.path) ? error.path : null))
  if (!("data" in body)) {
    // Only an error raised before the request ran (no path) leaves "data" out.
    if (errors.length > 0 && paths.every((path) => path === null)) return walk.problems
    return [...walk.problems, 'data: missing (a response to a request that ran has "data")']
  }
  if (body.data === null) {
    if (errors.length === 0) return [...walk.problems, "data: null, but there are no errors"]
    const nonNullRoots = new Set(
      [...collectFields(schema, fragments, root, operation.selectionSet)]
        .filter(([, node]) => isNonNullType(root.getFields()[node.name.value]?.type))
        .map(([key]) => key),
    )
    if (!paths.some((path) => path !== null && nonNullRoots.has(String(path[0])))) {
      walk.problems.push('data: null, but no error has a path through a non-null root field; a failed nullable field is null inside "data"')
    }
    return walk.problems
  }
  checkObject(walk, root, operation.selectionSet, body.data, "data")
  return walk.problems
}
