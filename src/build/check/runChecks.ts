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
}

/**
 * Starts the work the checks do beside the others, runs the checks in order and puts their findings together: problems and warnings in the order the checks ran, and
 * the summary lines, where the checks that share a line ("Examples: …") give it one clause each, joined at the place
 * of the first.
 */
export function runChecks(checks: readonly SiteCheck[], context: CheckContext): SiteProblems {
  const problems: string[] = []
  const warnings: string[] = []
  const lines: (string | { line: string })[] = []
  const clauses = new Map<string, string[]>()
  let explorer: ExplorerPlans | undefined
  // What goes on beside the checks (the spell check's worker) starts first, to be done by the time its check runs.
  for (const check of checks) check.start?.(context)
  for (const check of checks) {
    const result = check.run(context)
    explorer ??= result.explorer
    problems.push(...result.problems)
    warnings.push(...(result.warnings ?? []))
    const summary = result.summary ?? []
    if (!check.line) {
      lines.push(...summary)
      continue
    }
    if (summary.length === 0) continue
    if (!clauses.has(check.line)) {
      clauses.set(check.line, [])
      lines.push({ line: check.line })
    }
    clauses.get(check.line)!.push(...summary)
  }
  const summary = lines.map((entry) => (typeof entry === "string" ? entry : `${entry.line}: ${clauses.get(entry.line)!.join(", ")}`))
  return { problems, warnings, summary, ...(explorer ? { explorer } : {}) }
}
