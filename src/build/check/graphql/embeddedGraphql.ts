import { GraphQLError, parse, validate, type GraphQLSchema } from "graphql"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "../shared/codeBlocks"
import { parseCue, type CueValue } from "../tools/cueParse"
import { parseHclExamples, type HclBody, type HclLiteral, type HclParses, type HclValue } from "../tools/hclDocument"
import { HCL_PARSER } from "../../kernel/tools/hcl"
import { withGenerated } from "../shared/siteBlocks"
import { withSchemas, type SiteCheck } from "../siteCheck"

// GraphQL written inside configuration: the `query` of a pipeline resolver's `graphql` step and of an
// executor's `graphql` operation, as a Terraform heredoc (`query = <<-EOT … EOT`) or string, or a CUE
// multi-line string (`query: """ … """`) or string, in ```hcl, ```terraform and ```cue blocks. Each is
// parsed and validated against strata.graphql, the schema of the `inventory` application: an executor
// operation sent to another application is skipped with that reason, and so is a query whose text is
// built with an interpolation (`${…}`, `\(…)`), which only exists once Terraform or CUE evaluates it.

/** The application whose schema strata.graphql is. */
export const SCHEMA_APPLICATION = "inventory"

interface Embedded {
  literal: HclLiteral
  /** The `application` the operation is sent to: its name, "" when not a literal, undefined when not set. */
  application?: string
}

type Value = HclValue | CueValue

const literalOf = (value: Value | undefined) => (value?.kind === "other" ? value.literal : undefined)

/** Every `graphql: { query: … }` object in a value, with its query's literal and its application. */
function* queries(value: Value): Generator<Embedded> {
  if (value.kind === "list") for (const item of value.items) yield* queries(item)
  if (value.kind !== "object") return
  for (const entry of value.entries) {
    if (entry.key === "graphql" && entry.value.kind === "object") {
      const query = literalOf(entry.value.entries.find((item) => item.key === "query")?.value)
      const application = entry.value.entries.find((item) => item.key === "application")
      if (query && (query.kind === "string" || query.kind === "text")) {
        const name = literalOf(application?.value)
        yield { literal: query, application: application ? (name?.kind === "string" && !name.template ? name.text : "") : undefined }
      }
    }
    yield* queries(entry.value)
  }
  if ("embeds" in value) for (const embedded of value.embeds) yield* queries(embedded)
}

/** An HCL body as one value: its nested blocks (`resource "…" "…" { … }`, `graphql { … }`) are objects of their type's name. */
function bodyValue(body: HclBody): HclValue {
  return { kind: "object", entries: [...body.attributes, ...body.blocks.map((block) => ({ key: block.type, line: block.line, value: bodyValue(block.body) }))] }
}

/** The text GraphQL reads from a string literal: CUE's quoted strings keep their escapes as written (the HCL parser resolves them). */
const queryText = (literal: HclLiteral, lang: string) =>
  lang === "cue" && literal.kind === "string" ? literal.text.replace(/\\(["\\])/g, "$1").replace(/\\n/g, "\n") : literal.text

export interface EmbeddedGraphqlCheck extends BlockCheck {
  /** Queries parsed and validated. */
  queries: number
  /** Queries not checked, "file:line reason". */
  queriesSkipped: string[]
}

/** The queries of a Terraform example; one that doesn't parse has none here (the Terraform check reports it). */
function hclQueries(text: string, parse: HclParses): Embedded[] {
  const parsed = parse(text)
  return "errors" in parsed ? [] : [...queries(bodyValue(parsed.body))]
}

/**
 * Every GraphQL query embedded in a ```hcl, ```terraform or ```cue block parses and validates against the
 * schema; a problem is reported at the file line of the offending line of the query. `parses` is the build's
 * one parse of the Terraform examples; without it, they are parsed here.
 */
export function checkEmbeddedGraphql(blocks: CodeBlock[], schema: GraphQLSchema, parses?: HclParses): EmbeddedGraphqlCheck {
  const result: EmbeddedGraphqlCheck = { problems: [], checked: 0, skipped: [], queries: 0, queriesSkipped: [] }
  const checked = ["hcl", "terraform", "cue"].flatMap((lang) => blocksToCheck(blocks, lang, result))
  const hclParses = parses ?? parseHclExamples(checked.filter((block) => block.lang !== "cue").map((block) => block.value))
  for (const block of checked) {
    const found = block.lang === "cue" ? [...queries(parseCue(block.value))] : hclQueries(block.value, hclParses)
    for (const { literal, application } of found) {
      const start = block.line + literal.line - 1
      const where = `${block.file}:${start}`
      if (application !== undefined && application !== SCHEMA_APPLICATION) {
        result.queriesSkipped.push(`${where} ` +
          `${application ? `sent to the application "${application}"` : "sent to an application named by an expression"}, whose schema ` +
          `strata.graphql is not`)
        continue
      }
      if (block.lang === "cue" ? literal.text.includes("\\(") : literal.template) {
        result.queriesSkipped.push(`${where} the query is built with an interpolation`)
        continue
      }
      result.queries++
      let errors: readonly GraphQLError[]
      try {
        errors = validate(schema, parse(queryText(literal, block.lang)))
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error
        errors = [error]
      }
      for (const error of errors) {
        result.problems.push(`${block.file}:${start + (error.locations?.[0]?.line ?? 1) - 1} GraphQL in ` +
          `${block.lang === "cue" ? "CUE" : "Terraform"}: ${error.message}`)
      }
    }
  }
  return result
}

/** The GraphQL inside Terraform and CUE blocks (a resolver's steps, an executor's operation) validates against strata.graphql. */
export const embeddedGraphql: SiteCheck = {
  name: "graphql in configuration",
  line: "Examples",
  tools: HCL_PARSER,
  run: withSchemas((context, schemas) => {
    const embedded = checkEmbeddedGraphql(withGenerated(context.codeBlocks(), "hcl"), schemas.graphql, context.hclParses())
    const skipped = `${embedded.queriesSkipped.length} sent to another application or interpolated`
    return { problems: embedded.problems, summary: [`${embedded.queries} GraphQL queries in hcl and cue blocks validated against strata.graphql (${skipped})`] }
  }),
}
