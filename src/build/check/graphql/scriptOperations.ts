import { withSchemas, type SiteCheck } from "../siteCheck"
import { checkScriptGraphql } from "./scriptGraphql"

/** The GraphQL inside the hand-written pages' JavaScript and TypeScript blocks validates against strata.graphql. */
export const scriptOperations: SiteCheck = {
  name: "graphql in scripts",
  line: "Examples",
  run: withSchemas((context, schemas) => {
    const scripts = checkScriptGraphql(context.codeBlocks().written, schemas.graphql)
    const counts = `${scripts.elsewhere} sent to another API, ${scripts.interpolated} built with \${…}, ${scripts.unparsed} blocks the parser couldn't read`
    return { problems: scripts.problems, summary: [`${scripts.queries} GraphQL operations in JavaScript and TypeScript blocks validated against strata.graphql (${counts})`] }
  }),
}
