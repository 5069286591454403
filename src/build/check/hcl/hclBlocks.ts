import { HCL_PARSER } from "../../kernel/tools/hcl"
import { withGenerated } from "../shared/siteBlocks"
import { withSchemas, type SiteCheck } from "../siteCheck"
import { checkHclBlocks } from "./hclExamples"

/** Every Terraform block parses, and each strata_* resource uses only arguments resources.yaml gives it, with their values. */
export const hclBlocks: SiteCheck = {
  name: "hcl blocks",
  line: "Examples",
  tools: HCL_PARSER,
  run: withSchemas((context, schemas) => {
    const hcl = checkHclBlocks(withGenerated(context.codeBlocks(), "hcl"), schemas.resources, context.hclParses())
    const summary = `${hcl.checked} hcl blocks with ${hcl.resourceBlocks} strata_* resource blocks checked against resources.yaml (${hcl.skipped.length} nocheck)`
    return { problems: hcl.problems, summary: [summary] }
  }),
}
