import { withSchemas, type SiteCheck } from "../siteCheck"
import { validatedGraphql } from "./graphqlValidation"

/** A valid graphql block that uses a deprecated field, argument or value is a warning: it still runs, but readers copy it. */
export const deprecatedFields: SiteCheck = {
  name: "deprecated fields",
  line: "Examples",
  run: withSchemas((context, schemas) => {
    const { warnings } = validatedGraphql(context, schemas.graphql)
    return { problems: [], warnings, summary: [`${warnings.length} uses of deprecated fields`] }
  }),
}
