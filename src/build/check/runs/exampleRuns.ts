import type { ParsedSchemas } from "../../../reference/sources"
import type { CodeBlock } from "../shared/codeBlocks"
import { checkOperationErrors, checkReferenceTypes, checkRepeats } from "./operationChecks"
import { planWorld, runContexts, samplesWorkspace, type RunReport } from "./runContexts"
import type { PlanWorld } from "../../../workspace/runPlan"
import { digestOf, kept, type JsonStore } from "../../kernel/pageStore"
import { readRunInput, type TerraformJson } from "./runInput"
import { HCL_PARSER } from "../../kernel/tools/hcl"
import { withSchemas, type SiteCheck } from "../siteCheck"

export interface ExampleRuns {
  problems: string[]
  /** The lines the build prints: requests run per context, responses compared, requests not run and why. */
  summary: string[]
  report: RunReport
  world: PlanWorld
}

/**
 * Runs every request of the pages and of examples.yaml on the workspace model, in its context. With a store, each
 * context (a tutorial, a page, the examples) keeps its report while everything it reads is the same.
 */
export function checkExampleRuns(rootDir: string, schemas: ParsedSchemas, blocks: CodeBlock[], terraformJson?: TerraformJson, store?: JsonStore<RunReport>): ExampleRuns {
  const input = readRunInput(rootDir, schemas, blocks, terraformJson)
  const report = runContexts(input, store ? (key, run) => kept(store, digestOf(key), run) : undefined)
  const samples = samplesWorkspace(input)
  const errors = checkOperationErrors(samples, schemas.operations, schemas.texts.operations)
  const repeats = checkRepeats(() => samples.copy(), schemas.operations, schemas.examples, schemas.texts.operations, { runScript: input.runScript })
  const references = checkReferenceTypes(samples, schemas.resources, schemas.texts.resources)
  return {
    problems: [...report.problems, ...errors.problems, ...repeats.problems, ...references],
    summary: [
      ...runSummary(report),
      `${errors.derived} operations' errors checked against what the workspace model can return; ${repeats.repeated} mutations sent twice to check idempotent`,
    ],
    report,
    world: planWorld(input),
  }
}

/** What the runs covered, for the build log. */
export function runSummary(report: RunReport): string[] {
  const perContext = Object.entries(report.executed).map(([context, count]) => `${context} ${count}`).join(", ")
  const reasons = new Map<string, number>()
  for (const entry of report.nocheck) {
    const reason = entry.replace(/^\S+ /, "")
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
  }
  return [
    `Requests run by the workspace model: ${perContext}; ${report.compared} responses compared with the model's answer`,
    `${report.nocheck.length} requests not run (nocheck)${[...reasons].map(([reason, count]) => `\n    ${count} × ${reason}`).join("")}`,
  ]
}

/** Behaviour is run, not stated: every request a page shows with a response runs on the workspace model, in its context. */
export const exampleRuns: SiteCheck = {
  name: "workspace model runs",
  // A configuring page's Terraform is read from the parse the example checks share (HashiCorp's parser).
  tools: HCL_PARSER,
  run: withSchemas((context, schemas) => {
    const { site, stores } = context
    const runs = checkExampleRuns(site.rootDir, schemas, context.codeBlocks().written, context.hclParses().json, stores.exampleRuns)
    return { problems: runs.problems, summary: runs.summary, explorer: { world: runs.world, pages: runs.report.pages } }
  }),
}
