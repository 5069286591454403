import { GraphQLError, parse, validate, type GraphQLSchema } from "graphql"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "./codeBlocks"

/** The file line of a GraphQL error location inside a block. */
const lineOf = (block: CodeBlock, error: GraphQLError) => block.line + (error.locations?.[0]?.line ?? 1) - 1

/**
 * Every ```graphql block parses and validates against the schema (graphql-js `parse` + `validate`),
 * unless its fence says `nocheck="why"`. Messages read "file:line message".
 */
export function checkGraphqlBlocks(blocks: CodeBlock[], schema: GraphQLSchema): BlockCheck {
  const result: BlockCheck = { problems: [], checked: 0, skipped: [] }
  for (const block of blocksToCheck(blocks, "graphql", result)) {
    let errors: readonly GraphQLError[]
    try {
      errors = validate(schema, parse(block.value))
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error
      errors = [error]
    }
    for (const error of errors) {
      result.problems.push(`${block.file}:${lineOf(block, error)} GraphQL: ${error.message} (add nocheck="why" to the fence if the example is partial on purpose)`)
    }
  }
  return result
}
