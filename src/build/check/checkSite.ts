import type { Reporter } from "gatsby"
import type { MdxParse } from "../../mdx/compiler/parseMdx"
import type { JsonStore } from "../kernel/pageStore"
import type { SiteModel } from "../kernel/siteModel"
import { checkContext } from "./checkContext"
import type { CheckStores } from "./siteCheck"
import { SITE_CHECKS } from "./registry"
import { runChecks, runChecksInSlices, type SiteProblems } from "./runChecks"
import type { RunReport } from "./runs/runContexts"
import type { CodeBlock } from "./shared/codeBlocks"
import { parseProblem, verdict } from "../../develop/problems"
import { CONTENT_ERROR_MAP, contentError } from "./report/contentError"

export type { SiteProblems }

/**
 * Every content check of the site, in the order of the registry (src/build/check/registry.ts). `codeBlocks` keeps each
 * page's parsed code blocks between builds, `twins` each page's Markdown (the build writes the twins from it),
 * `exampleRuns` the workspace model's report of each context; `parse` is the build's shared one.
 */
export function checkSite(
  site: SiteModel,
  codeBlocks?: JsonStore<CodeBlock[]>,
  parse?: MdxParse,
  twins?: JsonStore<string>,
  exampleRuns?: JsonStore<RunReport>,
  spelling?: CheckStores["spelling"],
): SiteProblems {
  return runChecks(SITE_CHECKS, checkContext(site, { codeBlocks, twins, exampleRuns, spelling }, parse))
}

/** The same checks one at a time, the event loop free between them; undefined when `current()` turns false (develop). */
export function checkSiteInSlices(
  site: SiteModel,
  current: () => boolean,
  codeBlocks?: JsonStore<CodeBlock[]>,
  parse?: MdxParse,
  twins?: JsonStore<string>,
  exampleRuns?: JsonStore<RunReport>,
  spelling?: CheckStores["spelling"],
): Promise<SiteProblems | undefined> {
  return runChecksInSlices(SITE_CHECKS, checkContext(site, { codeBlocks, twins, exampleRuns, spelling }, parse), current)
}

/** The terminal's lines for the problems: one a line, position first, so a terminal never splits `file:line`. */
export function describeProblems(problems: string[]): string {
  return problems.map((problem) => `  ${problem.replace(/\s*\n\s*/g, " ")}`).join("\n")
}

/** The checks that took longest, slowest first: "cue blocks 4.1 s, example runs 2.3 s, …". */
export function slowest(timings: Record<string, number>, count = 6): string {
  return Object.entries(timings)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(", ")
}

export interface CheckRun {
  /** `gatsby develop`: the site stays up with its problems; the summary prints once, not on every save. */
  developing: boolean
  /** Whether this is the process's first check run (develop runs the checks again on every save). */
  first: boolean
  /** The pages checked, for the verdict. */
  pages: number
}

/**
 * Logs the checks' summary (once per process), their warnings, every problem on a line of its own and the verdict
 * (`Content: 2 problems in 1 file`, `Content: all good (156 pages)`); a build stops there. Returns whether the build
 * goes on (develop always does).
 */
export function reportChecks(
  reporter: Pick<Reporter, "info" | "warn" | "log" | "panicOnBuild"> & Partial<Pick<Reporter, "setErrorMap" | "verbose">>,
  { problems, warnings, summary, timings }: SiteProblems,
  run: CheckRun,
): boolean {
  if (timings) reporter.verbose?.(`Checks: ${slowest(timings)}`)
  if (!run.developing || run.first) summary.forEach((line) => reporter.info(line))
  warnings.forEach((line) => reporter.warn(line))
  const line = verdict(problems.map(parseProblem), run.pages)
  if (problems.length === 0) {
    reporter.info(line)
    return true
  }
  reporter.log(describeProblems(problems))
  if (run.developing) {
    reporter.warn(`${line}: shown over each page in the browser too`)
    return true
  }
  // A build stops here, with the verdict as its one error (the problems are the lines above it).
  reporter.setErrorMap?.(CONTENT_ERROR_MAP)
  reporter.panicOnBuild(contentError(line))
  return false
}
