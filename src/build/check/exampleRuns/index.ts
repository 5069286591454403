import type { ParsedSchemas } from "../../../reference/sources"
import type { CodeBlock } from "../exampleChecks/codeBlocks"
import { runContexts, type RunReport } from "./runContexts"
import { readRunInput } from "./runInput"

export interface ExampleRuns {
  problems: string[]
  /** The lines the build prints: requests run per context, responses compared, requests not run and why. */
  summary: string[]
  report: RunReport
}

/** Runs every request of the pages and of examples.yaml on the workspace model, in its context. */
export function checkExampleRuns(rootDir: string, schemas: ParsedSchemas, blocks: CodeBlock[]): ExampleRuns {
  const report = runContexts(readRunInput(rootDir, schemas, blocks))
  return { problems: report.problems, summary: runSummary(report), report }
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
