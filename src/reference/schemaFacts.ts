import {
  astFromValue,
  getDirectiveValues,
  print,
  type DirectiveNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from "graphql"

// The facts the SDL holds beside its types: default values (`first: Int = 100`) and limits
// (`@limit(max: 1000)`). The reference renders them and the content checks compare pages with them,
// so each number is written once, in content/schema/strata.graphql.

export const LIMIT_DIRECTIVE = "limit"

type Described = GraphQLArgument | GraphQLInputField | GraphQLField<unknown, unknown>

/** A count as the site writes it: 1000 → "1,000", 100 → "100". */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US")
}

/** The `max` of an entry's `@limit`, or undefined when it has none. */
export function limitOf(schema: GraphQLSchema, item: Described): number | undefined {
  const directive = schema.getDirective(LIMIT_DIRECTIVE)
  if (!directive || !item.astNode) return undefined
  const values = getDirectiveValues(directive, item.astNode as { readonly directives?: readonly DirectiveNode[] })
  return typeof values?.max === "number" ? values.max : undefined
}

/** An argument's or input field's default as GraphQL writes it (`100`, `ASC`, `[{field: createdAt, direction: ASC}]`), or undefined. */
export function defaultText(item: GraphQLArgument | GraphQLInputField): string | undefined {
  if (item.defaultValue === undefined) return undefined
  const ast = astFromValue(item.defaultValue, item.type)
  return ast ? print(ast) : undefined
}

/** How a limit reads in a table or note: a list is "at most 1,000 entries", a number "at most 1,000". */
export function limitText(item: Described, max: number): string {
  const isList = String(item.type).replace(/!$/, "").startsWith("[")
  return isList ? `at most ${formatCount(max)} entries` : `at most ${formatCount(max)}`
}

/** One limit or default of the schema: where it sits (`Query.products(first:)`), what it is, its value. */
export interface SchemaFact {
  where: string
  /** The argument or field name, as limits.yaml names it. */
  name: string
  kind: "default" | "max"
  value: string
}

function argumentWhere(parent: string, field: string, arg?: string): string {
  return arg ? `${parent}.${field}(${arg}:)` : `${parent}.${field}`
}

/** Every default and limit the schema declares on root fields, object fields, their arguments and input fields. */
export function schemaFacts(schema: GraphQLSchema): SchemaFact[] {
  const facts: SchemaFact[] = []
  const add = (where: string, item: Described) => {
    const max = limitOf(schema, item)
    if (max !== undefined) facts.push({ where, name: item.name, kind: "max", value: formatCount(max) })
    if ("defaultValue" in item) {
      const text = defaultText(item)
      if (text !== undefined) facts.push({ where, name: item.name, kind: "default", value: /^\d+$/.test(text) ? formatCount(Number(text)) : text })
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || !("getFields" in type)) continue
    for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
      add(argumentWhere(type.name, field.name), field)
      for (const arg of "args" in field ? field.args : []) add(argumentWhere(type.name, field.name, arg.name), arg)
    }
  }
  return facts
}
