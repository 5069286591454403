import { GraphQLError, NoDeprecatedCustomRule, parse, validate, type DocumentNode, type GraphQLSchema } from "graphql"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "../shared/codeBlocks"
import type { CheckContext } from "../siteCheck"

/** The file line of a GraphQL error location inside a block. */
const lineOf = (block: CodeBlock, error: GraphQLError) => block.line + (error.locations?.[0]?.line ?? 1) - 1

/**
 * Every ```graphql block parses and validates against the schema (graphql-js `parse` + `validate`),
 * unless its fence says `nocheck="why"`. Messages read "file:line message". A valid block that uses a
 * deprecated field, argument or enum value is a warning: it still runs, but readers copy it.
 */
export function checkGraphqlBlocks(blocks: CodeBlock[], schema: GraphQLSchema): BlockCheck & { warnings: string[] } {
  const result: BlockCheck & { warnings: string[] } = { problems: [], checked: 0, skipped: [], warnings: [] }
  for (const block of blocksToCheck(blocks, "graphql", result)) {
    let errors: readonly GraphQLError[]
    let document: DocumentNode | undefined
    try {
      document = parse(block.value)
      errors = validate(schema, document)
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error
      errors = [error]
    }
    for (const error of errors) {
      result.problems.push(`${block.file}:${lineOf(block, error)} GraphQL: ${error.message} (add nocheck="why" to the fence if the example is ` +
        `partial on purpose)`)
    }
    if (!document || errors.length > 0) continue
    for (const warning of validate(schema, document, [NoDeprecatedCustomRule])) {
      result.warnings.push(`${block.file}:${lineOf(block, warning)} GraphQL: ${warning.message} Show the replacement instead.`)
    }
  }
  return result
}

/** The hand-written pages' graphql blocks validated once per run, for the checks of their problems and of their deprecated fields. */
export function validatedGraphql(context: CheckContext, schema: GraphQLSchema): BlockCheck & { warnings: string[] } {
  return context.once("validated graphql blocks", () => checkGraphqlBlocks(context.codeBlocks().written, schema))
}
