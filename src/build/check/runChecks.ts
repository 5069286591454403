import { nextTurn } from "../kernel/steps"
import { generatedPlaces } from "./shared/generatedPlaces"
import { compileProblems } from "./mdx/compileProblems"
import type { CheckContext, ExplorerPlans, SiteCheck } from "./siteCheck"

export interface SiteProblems {
  /** "file[:line[:column]] message", every problem of the site. */
  problems: string[]
  /**
   * "file:line message" for what is allowed but should change (a hand-written example using a deprecated field, or
   * changing what forces replacement or deletes data without saying so).
   */
  warnings: string[]
  /** Lines for the build log: what the checks covered. */
  summary: string[]
  /** The plans the explorer replays, from the workspace model's runs (none when no check ran them). */
  explorer?: ExplorerPlans
  /** Milliseconds each check took, by name, in the order they ran (for `--verbose` and the develop measurements). */
  timings?: Record<string, number>
}

/** "file:line" of a problem, without its column: where two checks may find the same fault. */
const lineOf = (problem: string): string | undefined => /^(\S+?:\d+)(?::\d+)?\s/.exec(problem)?.[1]

/**
 * Puts the checks' findings together as they come, in the order they ran. One problem, one message: a line where
 * a page does not compile (the first check) is not reported again by a later check (a diagram the compiler could
 * not draw is also one Mermaid's parser refuses).
 */
function findings(context: CheckContext) {
  // A problem at a line of a generated page is named at the line of content/schema that wrote it.
  const placed = generatedPlaces(context.site)
  const problems: string[] = []
  const warnings: string[] = []
  const lines: (string | { line: string })[] = []
  const clauses = new Map<string, string[]>()
  let explorer: ExplorerPlans | undefined
  const timings: Record<string, number> = {}
  const compiledAway = new Set<string>()
  return {
    run(check: SiteCheck, context: CheckContext): void {
      const started = performance.now()
      const result = check.run(context)
      timings[check.name] = Math.round(performance.now() - started)
      explorer ??= result.explorer
      const found = [...new Set(result.problems.map(placed))]
      problems.push(...found.filter((problem) => !compiledAway.has(lineOf(problem) ?? "")))
      if (check === compileProblems) found.forEach((problem) => compiledAway.add(lineOf(problem) ?? ""))
      warnings.push(...new Set((result.warnings ?? []).map(placed)))
      const summary = result.summary ?? []
      if (!check.line) {
        lines.push(...summary)
        return
      }
      if (summary.length === 0) return
      if (!clauses.has(check.line)) {
        clauses.set(check.line, [])
        lines.push({ line: check.line })
      }
      clauses.get(check.line)!.push(...summary)
    },
    result(): SiteProblems {
      const summary = lines.map((entry) => (typeof entry === "string" ? entry : `${entry.line}: ${clauses.get(entry.line)!.join(", ")}`))
      return { problems, warnings, summary, ...(explorer ? { explorer } : {}), timings }
    },
  }
}

/**
 * Runs the checks in order and puts their findings together: problems and warnings in the order the checks ran, and
 * the summary lines, where the checks that share a line ("Examples: …") give it one clause each, joined at the place
 * of the first. A problem at a line of a generated page is named at the line of content/schema that wrote it (one
 * message when two generated pages show the same source line).
 */
export function runChecks(checks: readonly SiteCheck[], context: CheckContext): SiteProblems {
  const found = findings(context)
  // What goes on beside the checks (the spell check's worker) starts first, to be done by the time its check runs.
  for (const check of checks) check.start?.(context)
  for (const check of checks) found.run(check, context)
  return found.result()
}

/**
 * The same run, one check at a time with the event loop free between them (develop serves the saved page
 * meanwhile); it stops, answering undefined, as soon as `current()` says a newer save has come.
 */
export async function runChecksInSlices(checks: readonly SiteCheck[], context: CheckContext, current: () => boolean): Promise<SiteProblems | undefined> {
  const found = findings(context)
  for (const check of checks) check.start?.(context)
  for (const check of checks) {
    await nextTurn()
    if (!current()) return undefined
    found.run(check, context)
  }
  return found.result()
}
