import type { Reporter } from "gatsby"
import type { MdxParse } from "../../mdx/compiler/parseMdx"
import type { JsonStore } from "../kernel/pageStore"
import type { SiteModel } from "../kernel/siteModel"
import { checkContext } from "./checkContext"
import { SITE_CHECKS } from "./registry"
import { runChecks, type SiteProblems } from "./runChecks"
import type { RunReport } from "./runs/runContexts"
import type { CodeBlock } from "./shared/codeBlocks"

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
): SiteProblems {
  return runChecks(SITE_CHECKS, checkContext(site, { codeBlocks, twins, exampleRuns }, parse))
}

/** The build's message listing every problem, one a line. */
export function describeProblems(problems: string[]): string {
  return `Content errors (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`
}

/** Logs the checks' summary and warnings and reports the problems; whether the build goes on (develop always does). */
export function reportChecks(
  reporter: Pick<Reporter, "info" | "warn" | "panicOnBuild">,
  { problems, warnings, summary }: SiteProblems,
  developing: boolean,
): boolean {
  summary.forEach((line) => reporter.info(line))
  warnings.forEach((line) => reporter.warn(line))
  // A build stops here; `gatsby develop` shows the problems and keeps serving the pages that compiled.
  if (problems.length > 0) reporter.panicOnBuild(describeProblems(problems))
  return problems.length === 0 || developing
}
