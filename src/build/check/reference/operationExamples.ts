import { GraphQLError, NoDeprecatedCustomRule, parse, validate, type DocumentNode, type GraphQLSchema } from "graphql"
import { getVariableValues } from "graphql/execution/values"
import { EXAMPLES_FILE, exampleLine, type OperationExample } from "../../../reference/operationExamples"
import { rootFieldsOf } from "../../../reference/rootFields"
import { withSchemas, type SiteCheck } from "../siteCheck"
import { checkResponseShape } from "./responseShape"

function parseJson(text: string | undefined, what: string, problems: string[]): unknown {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    problems.push(`${what} is not JSON: ${(error as Error).message}`)
    return undefined
  }
}

/** The problems of one example, without its place: the request, its variables, the root field it shows, the response. */
function exampleProblems(example: OperationExample, schema: GraphQLSchema, operationKind: "query" | "mutation"): string[] {
  const problems: string[] = []
  let document: DocumentNode
  try {
    document = parse(example.request)
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    return [`request: ${error.message}`]
  }
  for (const error of validate(schema, document)) problems.push(`request: ${error.message}`)
  if (problems.length > 0) return problems
  const fields = rootFieldsOf(schema, document)
  if (!fields.some((field) => field.operation === operationKind && field.field === example.operation)) {
    problems.push(`request: doesn't run the ${operationKind} field ${example.operation}`)
  }
  // Readers copy these requests: a deprecated field is only shown on its own entry.
  for (const error of validate(schema, document, [NoDeprecatedCustomRule])) {
    const root = operationKind === "query" ? schema.getQueryType() : schema.getMutationType()
    const own = `The field ${root?.name}.${example.operation} is deprecated.`
    if (!error.message.startsWith(own)) {
      problems.push(`request: ${error.message} Show it only on its own entry.`)
    }
  }
  const variables = parseJson(example.variables, "variables", problems)
  const definitions = document.definitions.flatMap((definition) => (definition.kind === "OperationDefinition" ? (definition.variableDefinitions ?? []) : []))
  if (definitions.length > 0 && variables === undefined && example.variables === undefined) {
    problems.push("variables: the request declares variables, so the example needs them")
  }
  // The variables must coerce to the declared types, as the server would coerce them.
  if (definitions.length > 0 && variables && typeof variables === "object" && !Array.isArray(variables)) {
    for (const error of getVariableValues(schema, definitions, variables as Record<string, unknown>).errors ?? []) problems.push(`variables: ${error.message}`)
  }
  const response = parseJson(example.response, "response", problems)
  // The workspace model runs every other example and compares its whole response (src/build/check/exampleRuns);
  // one it can't run keeps this check of the response's shape against the request.
  if (response !== undefined && example.nocheck !== undefined) problems.push(...checkResponseShape(schema, document, response).map((problem) => `response ${problem}`))
  return problems
}

/**
 * Every query and mutation has exactly one example, each request is valid, runs its field and uses no
 * deprecated field but its own, and each response is one the request could return. "file:line message".
 */
export function checkOperationExamples(examples: OperationExample[], schema: GraphQLSchema, text: string): { problems: string[]; checked: number } {
  const problems: string[] = []
  const kinds = new Map<string, "query" | "mutation">()
  for (const name of Object.keys(schema.getQueryType()?.getFields() ?? {})) kinds.set(name, "query")
  for (const name of Object.keys(schema.getMutationType()?.getFields() ?? {})) kinds.set(name, "mutation")
  const seen = new Set<string>()
  for (const example of examples) {
    const where = `${EXAMPLES_FILE}:${exampleLine(text, example.operation)}`
    const kind = kinds.get(example.operation)
    if (!kind) {
      problems.push(`${where} ${example.operation} is neither a query nor a mutation of strata.graphql`)
      continue
    }
    if (seen.has(example.operation)) problems.push(`${where} ${example.operation} has a second example; keep one`)
    seen.add(example.operation)
    if (!example.title || !example.request || !example.response) problems.push(`${where} ${example.operation} needs a title, a request and a response`)
    else problems.push(...exampleProblems(example, schema, kind).map((problem) => `${where} ${example.operation}: ${problem}`))
  }
  for (const [name, kind] of kinds) if (!seen.has(name)) problems.push(`${EXAMPLES_FILE}: the ${kind} ${name} has no example`)
  return { problems, checked: seen.size }
}

/** examples.yaml: one valid example per query and mutation, each response one its request could return. */
export const operationExamples: SiteCheck = {
  name: "operation examples",
  line: "Examples",
  run: withSchemas((_context, schemas) => {
    const result = checkOperationExamples(schemas.examples, schemas.graphql, schemas.texts.examples)
    return { problems: result.problems, summary: [`${result.checked} operation examples of examples.yaml (request and response) checked`] }
  }),
}
