import { getOperationAST, parse, validate, type GraphQLNamedType, type GraphQLSchema } from "graphql"

// What the panel knows of the request being edited, without running it: the schema's errors as you type, the
// variables read from their JSON, and the root type its response is read against.

/** The schema's problems with the request, each a sentence with its line (none when it is valid). */
export function requestProblems(schema: GraphQLSchema, query: string): string[] {
  if (query.trim() === "") return ["The request is empty."]
  try {
    return validate(schema, parse(query)).map((error) => {
      const line = error.locations?.[0]?.line
      return line ? `Line ${line}: ${error.message}` : error.message
    })
  } catch (error) {
    const { message, locations } = error as { message: string; locations?: { line: number }[] }
    return [locations?.[0] ? `Line ${locations[0].line}: ${message}` : message]
  }
}

/** The variables' JSON as an object, or the sentence saying what is wrong with it. */
export function readVariables(text: string): { variables?: Record<string, unknown>; problem?: string } {
  if (text.trim() === "") return {}
  try {
    const value = JSON.parse(text) as unknown
    if (value && typeof value === "object" && !Array.isArray(value)) return { variables: value as Record<string, unknown> }
    return { problem: "Variables must be a JSON object, like {\"id\": \"…\"}." }
  } catch (error) {
    return { problem: `The variables are not valid JSON: ${(error as Error).message}.` }
  }
}

/** The root type (Query or Mutation) of the request's operation, so the response's fields can link to the reference. */
export function operationRoot(schema: GraphQLSchema, query: string): GraphQLNamedType | undefined {
  try {
    const operation = getOperationAST(parse(query))
    if (operation?.operation === "mutation") return schema.getMutationType() ?? undefined
    if (operation?.operation === "subscription") return schema.getSubscriptionType() ?? undefined
    return schema.getQueryType() ?? undefined
  } catch {
    return undefined
  }
}
