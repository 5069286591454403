import { writtenPages } from "../shared/sitePages"
import { withSchemas, type SiteCheck } from "../siteCheck"
import { checkDestructiveChanges } from "./destructiveChanges"

/** A warning for a guide that changes what forces replacement or deletes data (resources.yaml `change:`) without saying so. */
export const destructiveExamples: SiteCheck = {
  name: "destructive changes",
  line: "Examples",
  run: withSchemas((context, schemas) => {
    const destructive = checkDestructiveChanges(writtenPages(context.site), context.codeBlocks().written, schemas.resources)
    const summary = `${destructive.changes} changes of attributes that force replacement or delete data shown by guides (${destructive.warnings.length} without saying so)`
    return { problems: [], warnings: destructive.warnings, summary: [summary] }
  }),
}
