import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql"
import { withSchemas, type SiteCheck } from "../siteCheck"

// What the fields guide (/guides/stratadb/fields) says StrataDB generates, checked on strata.graphql for
// every StrataDB type (an object type with a `<Type>CreateInput`) and every nested object with an
// `<Object>Input`:
//  - a required field is non-null on the type; in the create input it is non-null too, unless it has a
//    default, which the input shows (`quantity: Int = 0`) and which makes it optional;
//  - so a field of the create input is non-null exactly when the type's field is non-null and has no
//    default, and a nullable create field of a non-null type field has a default;
//  - every stored field of the type is in the create input (not the system fields, relationship fields
//    and file fields, which are set otherwise), with the same GraphQL type but for non-null;
//  - `<Type>UpdateInput` has the same fields, all nullable and without defaults: defaults apply on create.

const SDL = "content/schema/strata.graphql"

/** Fields every type has or that StrataDB keeps itself: never in an input. */
const SYSTEM_FIELDS = new Set(["id", "createdAt", "updatedAt", "version", "isDraft"])

/** The line of a type's or field's name in strata.graphql (its description sits above it). */
const where = (node: { astNode?: { name: { loc?: { startToken: { line: number } } } } | null }) => `${SDL}:${node.astNode?.name.loc?.startToken.line ?? 1}`

/** `[String!]` for `[String!]!`, and the input's name of a nested object (`ProductDimensions` for `ProductDimensionsInput`). */
function shape(type: GraphQLType): string {
  const inner = isNonNullType(type) ? type.ofType : type
  const list = isListType(inner)
  const name = getNamedType(type).name.replace(/Input$/, "")
  return list ? `[${name}]` : name
}

/** The fields of an output type that a create input sets: stored values, not system, relationship or file fields. */
function storedFields(type: GraphQLObjectType, types: Set<string>): string[] {
  return Object.values(type.getFields())
    .filter((field) => !SYSTEM_FIELDS.has(field.name) && field.args.length === 0)
    .filter((field) => {
      const named = getNamedType(field.type).name
      return named !== "File" && !types.has(named) && !named.endsWith("Connection")
    })
    .map((field) => field.name)
}

function checkPair(
  output: GraphQLObjectType,
  create: GraphQLInputObjectType,
  update: GraphQLInputObjectType | undefined,
  types: Set<string>,
  problems: string[],
): number {
  let checked = 0
  const fields = output.getFields()
  const inputs = create.getFields()
  for (const name of storedFields(output, types)) {
    if (!inputs[name]) problems.push(`${where(fields[name])} ${output.name}.${name} is a stored field, but ${create.name} has no field "${name}" ` +
      `(${where(create)})`)
  }
  for (const field of Object.values(inputs)) {
    checked++
    const stored = fields[field.name]
    if (!stored) {
      problems.push(`${where(field)} ${create.name}.${field.name} sets a field ${output.name} doesn't have`)
      continue
    }
    if (shape(stored.type) !== shape(field.type)) problems.push(`${where(field)} ${create.name}.${field.name} is ${String(field.type)} but ` +
      `${output.name}.${field.name} is ${String(stored.type)} (${where(stored)})`)
    const fallback = field.astNode?.defaultValue !== undefined
    const required = isNonNullType(stored.type)
    if (isNonNullType(field.type) && fallback) problems.push(`${where(field)} ${create.name}.${field.name} has a default, so it is optional: write ` +
      `it without "!"`)
    else if (isNonNullType(field.type) && !required) problems.push(`${where(field)} ${create.name}.${field.name} is non-null but ` +
      `${output.name}.${field.name} is optional (${String(stored.type)}, ${where(stored)})`)
    else if (!isNonNullType(field.type) && required && !fallback) {
      problems.push(`${where(field)} ${create.name}.${field.name} is optional, but ${output.name}.${field.name} is required ` +
        `(${String(stored.type)}, ${where(stored)}) and has no default: make it non-null or give it its default`)
    }
    // A nested object's input follows the same rules.
    const nested = getNamedType(stored.type)
    const nestedInput = getNamedType(field.type)
    if (isObjectType(nested) && isInputObjectType(nestedInput)) checked += checkPair(nested, nestedInput, undefined, types, problems)
  }
  if (!update) return checked
  const updates = update.getFields()
  for (const name of Object.keys(inputs)) if (!updates[name]) problems.push(`${where(update)} ${update.name} has no field "${name}", which ${create.name} has`)
  for (const field of Object.values(updates)) {
    checked++
    if (!inputs[field.name]) problems.push(`${where(field)} ${update.name}.${field.name} is not a field of ${create.name}`)
    if (isNonNullType(field.type)) problems.push(`${where(field)} ${update.name}.${field.name} is non-null; every field of an update input is optional`)
    if (field.astNode?.defaultValue) problems.push(`${where(field)} ${update.name}.${field.name} has a default; defaults apply on create, never on update`)
  }
  return checked
}

export interface CreateInputCheck {
  problems: string[]
  /** StrataDB types checked. */
  types: number
  /** Input fields checked (create, update and nested). */
  fields: number
}

/** The create and update inputs of strata.graphql follow the fields guide's rules (above). */
export function checkCreateInputs(schema: GraphQLSchema): CreateInputCheck {
  const result: CreateInputCheck = { problems: [], types: 0, fields: 0 }
  const types = new Set(
    Object.keys(schema.getTypeMap()).filter((name) => isObjectType(schema.getType(name)) && isInputObjectType(schema.getType(`${name}CreateInput`))),
  )
  for (const name of types) {
    const create = schema.getType(`${name}CreateInput`)
    const update = schema.getType(`${name}UpdateInput`)
    if (!isInputObjectType(create)) continue
    result.types++
    result.fields += checkPair(schema.getType(name) as GraphQLObjectType, create, isInputObjectType(update) ? update : undefined, types, result.problems)
  }
  return result
}

/** strata.graphql's create and update inputs follow the fields guide: a field with a default is optional, and so on. */
export const createInputs: SiteCheck = {
  name: "create inputs",
  line: "Examples",
  run: withSchemas((_context, schemas) => {
    const inputs = checkCreateInputs(schemas.graphql)
    return { problems: inputs.problems, summary: [`${inputs.fields} create and update input fields of ${inputs.types} types checked against the fields guide's rules`] }
  }),
}
