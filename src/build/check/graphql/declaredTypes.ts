import { HCL_PARSER } from "../../kernel/tools/hcl"
import { withGenerated } from "../shared/siteBlocks"
import { withSchemas, type SiteCheck } from "../siteCheck"
import { checkTypeDeclarations } from "./typeDeclarationChecks"

/** A StrataDB type a page declares in Terraform or CUE agrees with strata.graphql: its fields, types, required and defaults. */
export const declaredTypes: SiteCheck = {
  name: "type declarations",
  line: "Examples",
  tools: HCL_PARSER,
  run: withSchemas((context, schemas) => {
    const declarations = checkTypeDeclarations(withGenerated(context.codeBlocks(), "hcl"), schemas.graphql, context.hclParses())
    const summary = `${declarations.declarations} declarations of its StrataDB types with ${declarations.fields} fields checked against strata.graphql`
    return { problems: declarations.problems, summary: [summary] }
  }),
}
