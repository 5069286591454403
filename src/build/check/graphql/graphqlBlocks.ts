import { withSchemas, type SiteCheck } from "../siteCheck"
import { validatedGraphql } from "./graphqlValidation"

/** Every graphql block of the hand-written pages parses and validates against strata.graphql, unless its fence says nocheck. */
export const graphqlBlocks: SiteCheck = {
  name: "graphql blocks",
  line: "Examples",
  run: withSchemas((context, schemas) => {
    const graphql = validatedGraphql(context, schemas.graphql)
    return { problems: graphql.problems, summary: [`${graphql.checked} graphql blocks validated against strata.graphql (${graphql.skipped.length} nocheck)`] }
  }),
}
