import { checkOperationBehaviour } from "../../../reference/operationBehaviour"
import { checkOperationExamples } from "../../../reference/operationExamples"
import type { ParsedSchemas } from "../../../reference/sources"
import type { MdxParse } from "../../../mdx/compiler/parseMdx"
import { digestOf, kept, type JsonStore } from "../../kernel/pageStore"
import { pageCode, type CheckedPage, type CodeBlock } from "./codeBlocks"
import { checkCueExamples } from "./cueExamples"
import { checkErrorCodes } from "./errorCodes"
import { checkGraphqlBlocks } from "./graphqlExamples"
import { checkHclBlocks } from "./hclExamples"
import { checkHclProjects } from "./hclProjects"
import { checkMermaidBlocks } from "./mermaidDiagrams"
import { DIAGRAM_LANGUAGE } from "../../../mdx/compiler/diagrams"
import { checkRetryAdvice } from "./retryAdvice"
import { checkCreateInputs } from "./createInputs"
import { checkEmbeddedGraphql } from "./embeddedGraphql"
import { checkScriptGraphql } from "./scriptGraphql"
import { checkTypeDeclarations } from "./typeDeclarationChecks"
import { checkDestructiveChanges } from "../destructiveChanges"
import { parseHclExamples } from "../tools/hclDocument"

export interface ExampleChecks {
  problems: string[]
  /**
   * What still works but should change, "file:line message": a page's example that uses a deprecated field, or changes an
   * attribute that forces replacement or deletes data without saying so.
   */
  warnings: string[]
  /** One line for the build log: what each check covered. */
  summary: string
  /** The blocks skipped with nocheck, "file:line reason", for writers who want the list. */
  skipped: string[]
  /** Every code block of the pages, in page order (the workspace model runs their requests). */
  blocks: CodeBlock[]
  /** HashiCorp's parse of a Terraform block's text, as JSON (the workspace model reads its configuration from it). */
  terraformJson: (source: string) => Record<string, unknown> | undefined
}

/**
 * Every example of the pages and of examples.yaml against the schema sources: GraphQL, Terraform, CUE and
 * error codes. Parsing a page for its code blocks is most of the time: with a store, a page's blocks are
 * kept from the last build while its text is the same. `generated` are the reference pages generated from
 * content/schema: their Terraform and CUE examples are checked like a guide's. `order` is the navigation's routes in
 * reading order: a tutorial's Terraform and CUE examples resolve page after page in it.
 */
export function checkExamples(
  pages: CheckedPage[],
  schemas: ParsedSchemas,
  store?: JsonStore<CodeBlock[]>,
  parse?: MdxParse,
  generated: CheckedPage[] = [],
  order: string[] = [],
): ExampleChecks {
  const codeOf = (page: CheckedPage) => kept(store, digestOf(page.file, String(page.lineOffset), page.body), () => pageCode(page, parse).blocks)
  const blocks = pages.flatMap(codeOf)
  const generatedBlocks = generated.flatMap(codeOf)
  const withGeneratedHcl = [...blocks, ...generatedBlocks.filter((block) => block.lang === "hcl")]
  // HashiCorp's HCL parser reads every Terraform example at once, in one child process.
  const hclParses = parseHclExamples(
    withGeneratedHcl
      .filter((block) => (block.lang === "hcl" || block.lang === "terraform") && block.nocheck === undefined)
      .map((block) => block.value),
  )
  const graphql = checkGraphqlBlocks(blocks, schemas.graphql)
  const hcl = checkHclBlocks(withGeneratedHcl, schemas.resources, hclParses)
  const projects = checkHclProjects(withGeneratedHcl, hclParses, schemas.resources, order)
  // The CUE evaluator vets every CUE example at once, in one child process.
  const cue = checkCueExamples([...blocks, ...generatedBlocks.filter((block) => block.lang === "cue")], schemas.resources, order)
  const errors = checkErrorCodes(pages, schemas.errors)
  const operations = checkOperationExamples(schemas.examples, schemas.graphql, schemas.texts.examples)
  const behaviour = checkOperationBehaviour(schemas.operations, schemas.graphql, schemas.errors, schemas.texts.operations)
  const retries = checkRetryAdvice(pages, schemas.errors)
  const embedded = checkEmbeddedGraphql(withGeneratedHcl, schemas.graphql, hclParses)
  const scripts = checkScriptGraphql(blocks, schemas.graphql)
  const declarations = checkTypeDeclarations(withGeneratedHcl, schemas.graphql, hclParses)
  const createInputs = checkCreateInputs(schemas.graphql)
  const destructive = checkDestructiveChanges(pages, blocks, schemas.resources)
  // Mermaid's parser reads every diagram at once, in one child process; generated pages draw diagrams too.
  const mermaid = checkMermaidBlocks([...blocks, ...generatedBlocks.filter((block) => block.lang === DIAGRAM_LANGUAGE)])
  const skipped = [...graphql.skipped, ...hcl.skipped, ...cue.skipped, ...mermaid.skipped]
  return {
    problems: [
      ...graphql.problems,
      ...hcl.problems,
      ...projects.problems,
      ...cue.problems,
      ...errors.problems,
      ...operations.problems,
      ...behaviour,
      ...retries.problems,
      ...embedded.problems,
      ...scripts.problems,
      ...declarations.problems,
      ...createInputs.problems,
      ...mermaid.problems,
    ],
    warnings: [...graphql.warnings, ...destructive.warnings],
    skipped,
    blocks,
    terraformJson: hclParses.json,
    summary: [
      `Examples: ${graphql.checked} graphql blocks validated against strata.graphql (${graphql.skipped.length} nocheck)`,
      `${hcl.checked} hcl blocks with ${hcl.resourceBlocks} strata_* resource blocks checked against resources.yaml (${hcl.skipped.length} nocheck)`,
      `${projects.references} references of ${projects.blocks} hcl blocks resolved in their ${projects.projects} projects`,
      `${cue.checked} cue blocks vetted by the CUE evaluator against the SDK generated from resources.yaml (${cue.vetted.definitions} with the ` +
        `definitions they name, ${cue.vetted.fragment} fragments inside the definition they fit, ${cue.vetted.plain} as CUE of their own; ` +
        `${cue.skipped.length} nocheck)`,
      `${cue.projects.references} names of ${cue.projects.blocks} cue blocks resolved in their ${cue.projects.projects} projects`,
      `${errors.mentions} error code mentions checked against errors.yaml`,
      `${operations.checked} operation examples of examples.yaml (request and response) checked`,
      `${retries.checked} retry advices checked against errors.yaml`,
      `${graphql.warnings.length} uses of deprecated fields`,
      `${scripts.queries} GraphQL operations in JavaScript and TypeScript blocks validated against strata.graphql (${scripts.elsewhere} sent to ` +
        `another API, ${scripts.interpolated} built with \${…}, ${scripts.unparsed} blocks the parser couldn't read)`,
      `${embedded.queries} GraphQL queries in hcl and cue blocks validated against strata.graphql (${embedded.queriesSkipped.length} sent to ` +
        `another application or interpolated)`,
      `${declarations.declarations} declarations of its StrataDB types with ${declarations.fields} fields checked against strata.graphql`,
      `${createInputs.fields} create and update input fields of ${createInputs.types} types checked against the fields guide's rules`,
      `${mermaid.checked} mermaid diagrams checked by Mermaid's parser`,
      `${destructive.changes} changes of attributes that force replacement or delete data shown by guides (${destructive.warnings.length} without saying so)`,
    ].join(", "),
  }
}
