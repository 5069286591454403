import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  valueFromASTUntyped,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql"
import type { HclParses } from "../tools/hclDocument"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "../shared/codeBlocks"
import type { DeclaredField, TypeDeclaration } from "./declaredFields"
import { typeDeclarations } from "./typeDeclarations"
import { FIELD_TYPE_SCALARS } from "../../../reference/exampleSchemaChecks"

// The pages' declarations of the running example's StrataDB types against strata.graphql, which is
// generated from them: a field a page declares is a field of the GraphQL type, with the GraphQL type its
// StrataDB type maps to; `required` is non-null on the type; `default` is the default of the field in
// `<Type>CreateInput`; and a required field without a default is non-null there (with a default it is
// optional). A page may declare fewer fields than the schema has (a tutorial adds them step by step).
// A field that a step leaves optional or without its default on purpose says so in a comment on its
// line or the line above, containing "for now" (`// optional for now: step 4 makes it required`): its
// required and default are then not compared.

const SDL = "content/schema/strata.graphql"

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** `Int!`, `[String!]`: a GraphQL type as the schema writes it. */
const typeText = (type: GraphQLType): string => String(type)

/** Whether a GraphQL type is a list (under its non-null). */
const isListOf = (type: GraphQLType) => isListType(isNonNullType(type) ? type.ofType : type)

/** Where a type or field is named in strata.graphql (its description sits above the name). */
function lineOf(node: { astNode?: { name: { loc?: { startToken: { line: number } } } } | null }): string {
  const line = node.astNode?.name.loc?.startToken.line
  return line ? `${SDL}:${line}` : SDL
}

/** A default as a plain value, as the page writes it: a string, a number, true or false, an enum value, a list. */
function declaredDefault(field: DeclaredField): unknown {
  const value = field.default
  if (!value) return undefined
  const read = (text: string, quoted: boolean): unknown => {
    if (quoted) return text
    if (/^-?[0-9][0-9.eE+-]*$/.test(text)) return Number(text)
    if (text === "true" || text === "false") return text === "true"
    return text === "null" ? null : text
  }
  if (value.kind === "list") return (value.items ?? []).map((item) => read(item, false))
  return read(value.text, value.kind === "string")
}

function schemaDefault(field: GraphQLInputField): unknown {
  const node = field.astNode?.defaultValue
  return node ? valueFromASTUntyped(node) : undefined
}

const show = (value: unknown) => (value === undefined ? "no default" : `default ${JSON.stringify(value)}`)

interface Context {
  schema: GraphQLSchema
  problems: string[]
  fields: number
}

/**
 * One declared field against the output type `owner` (`Inventory`, or `OrderItems` for a nested field) and
 * the input type that creates it (`InventoryCreateInput`, `OrderItemsInput`).
 */
function checkField(field: DeclaredField, owner: string, input: string, declaration: TypeDeclaration, context: Context): void {
  context.fields++
  const where = `${declaration.file}:${field.line}`
  const output = context.schema.getType(owner)
  const creates = context.schema.getType(input)
  if (!isObjectType(output)) return
  const graphql: GraphQLField<unknown, unknown> | undefined = output.getFields()[field.name]
  const name = `${owner}.${field.name}`
  if (!graphql) {
    context.problems.push(`${where} StrataDB type ${declaration.type}: the page declares ${name}, but strata.graphql's ${owner} has no field ` +
      `"${field.name}" (${lineOf(output)}); add it to the schema or take it out of the example`)
    return
  }
  // The GraphQL type the StrataDB type maps to.
  const generated = field.type === "enum" || field.type === "nested" ? `${owner}${upperFirst(field.name)}` : field.type ? FIELD_TYPE_SCALARS[field.type] : undefined
  const named = getNamedType(graphql.type).name
  if (generated && generated !== named) {
    context.problems.push(`${where} StrataDB type ${declaration.type}: ${name} is a ${field.type} field here (GraphQL ${generated}) but ` +
      `${typeText(graphql.type)} in strata.graphql (${lineOf(graphql)})`)
  }
  if (field.array !== undefined && field.array !== isListOf(graphql.type)) {
    context.problems.push(`${where} StrataDB type ${declaration.type}: ${name} is ${field.array ? "an array" : "not an array"} here but ` +
      `${typeText(graphql.type)} in strata.graphql (${lineOf(graphql)})`)
  }
  if (field.fields && isObjectType(getNamedType(graphql.type))) {
    const nested = getNamedType(graphql.type).name
    for (const sub of field.fields) checkField(sub, nested, `${nested}Input`, declaration, context)
  }
  // A relation the schema says is indexed is declared with its index wherever a page writes the relation.
  if (field.relation && /\bindexed\b/.test(graphql.description ?? "") && !field.index) {
    context.problems.push(`${where} StrataDB type ${declaration.type}: ${name} has a relation without index: true here, but strata.graphql says ` +
      `it is indexed (${lineOf(graphql)}); write index: true beside the relation`)
  }
  // Required and default, unless the page says a later step changes them; one problem a field, the first that differs.
  if (field.comment && /\bfor now\b/i.test(field.comment)) return
  if (field.required !== undefined && field.required !== isNonNullType(graphql.type)) {
    context.problems.push(
      `${where} StrataDB type ${declaration.type}: ${name} is ${field.required ? "required" : "optional"} here but ${typeText(graphql.type)} in ` +
        `strata.graphql (${lineOf(graphql)}); a required field is non-null`,
    )
    return
  }
  if (field.type === "file" || !isInputObjectType(creates)) return
  const create = creates.getFields()[field.name]
  if (!create) {
    context.problems.push(`${where} StrataDB type ${declaration.type}: ${input} in strata.graphql has no field "${field.name}" ` +
      `(${lineOf(creates)}), so a create can't set ${name}`)
    return
  }
  const declared = declaredDefault(field)
  const generatedDefault = schemaDefault(create)
  if (JSON.stringify(declared) !== JSON.stringify(generatedDefault)) {
    context.problems.push(`${where} StrataDB type ${declaration.type}: ${name} has ${show(declared)} here but ${input}.${field.name} has ` +
      `${show(generatedDefault)} in strata.graphql (${lineOf(create)})`)
    return
  }
  if (field.required === undefined) return
  const mandatory = field.required && field.default === undefined
  if (mandatory !== isNonNullType(create.type)) {
    context.problems.push(
      `${where} StrataDB type ${declaration.type}: ${name} is ` +
        `${field.required ? (mandatory ? "required without a default" : "required with a default") : "optional"} here, so ${input}.${field.name} ` +
        `should be ${mandatory ? "non-null" : "nullable"}, but strata.graphql has ${typeText(create.type)} (${lineOf(create)})`,
    )
  }
}

export interface TypeDeclarationCheck extends BlockCheck {
  /** Declarations of the schema's StrataDB types checked. */
  declarations: number
  /** Declared fields checked (nested sub-fields included). */
  fields: number
  /** Declarations of types the schema doesn't have (another example's type), not checked. */
  otherTypes: number
}

/**
 * Every declaration of a StrataDB type of strata.graphql in ```cue and ```hcl blocks against the schema
 * (the rules above). A type has a `<Type>CreateInput` in the schema; declarations of other types are
 * counted in `otherTypes`. `parses` is the build's one parse of the Terraform examples.
 */
export function checkTypeDeclarations(blocks: CodeBlock[], schema: GraphQLSchema, parses?: HclParses): TypeDeclarationCheck {
  const result: TypeDeclarationCheck = { problems: [], checked: 0, skipped: [], declarations: 0, fields: 0, otherTypes: 0 }
  const types = new Set(
    Object.keys(schema.getTypeMap()).filter((name) => isObjectType(schema.getType(name)) && isInputObjectType(schema.getType(`${name}CreateInput`))),
  )
  const checked = ["cue", "hcl", "terraform"].flatMap((lang) => blocksToCheck(blocks, lang, result))
  const context: Context = { schema, problems: result.problems, fields: 0 }
  for (const declaration of typeDeclarations(checked, types, parses)) {
    if (!types.has(declaration.type)) {
      result.otherTypes++
      continue
    }
    result.declarations++
    for (const field of declaration.fields) checkField(field, declaration.type, `${declaration.type}CreateInput`, declaration, context)
  }
  result.fields = context.fields
  return result
}
