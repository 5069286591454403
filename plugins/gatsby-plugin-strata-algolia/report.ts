import type { SyncPlan } from "./plan"

/** What a sync did (or, in a dry run, would do). */
export interface SyncReport {
  indexName: string
  mode: SyncPlan["mode"]
  /** Why a rebuild. */
  reason?: string
  dryRun: boolean
  saved: number
  deleted: number
  unchanged: number
  /** Records the index held before. */
  hosted: number
  /** Settings the site sets that the index held otherwise, re-sent. */
  settingsReset: string[]
  /** Temporary indexes of failed earlier runs, deleted. */
  staleDeleted: string[]
  /** A sample of what was saved and deleted, for the dry run. */
  saveSample: string[]
  deleteSample: string[]
  browseMs: number
  totalMs: number
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const sample = (ids: string[], total: number) => (total === 0 ? "" : `: ${ids.join(", ")}${total > ids.length ? `, … (${total - ids.length} more)` : ""}`)

/** One line for the build log: what changed, and how long reading the index and the whole sync took. */
export function formatReport(report: SyncReport): string {
  const would = report.dryRun ? "would be " : ""
  const mode = report.mode === "rebuild" ? `rebuild (${report.reason})` : report.mode === "update" ? "update" : "no record changes"
  const parts = [`${report.saved} ${would}saved`, `${report.deleted} ${would}deleted`, `${report.unchanged} unchanged`]
  const settings = report.settingsReset.length > 0 ? `; settings ${would}re-sent (${report.settingsReset.join(", ")} differed)` : "; settings as the site's"
  const stale = report.staleDeleted.length > 0 ? `; ${report.staleDeleted.length} stale temporary index(es) ${would}deleted` : ""
  const head = report.dryRun ? `Algolia sync of ${report.indexName} (dry run, nothing written)` : `Algolia sync of ${report.indexName}`
  return `${head}: ${mode}, ${parts.join(", ")}${settings}${stale}; ${report.hosted} hosted records browsed in ${seconds(report.browseMs)}, ${seconds(report.totalMs)} in all`
}

/** The dry run's detail under its line: which records and settings a sync would change. */
export function formatDryRunDetail(report: SyncReport): string[] {
  const lines = []
  if (report.saved > 0) lines.push(`  would save ${report.saved}${sample(report.saveSample, report.saved)}`)
  if (report.deleted > 0) lines.push(`  would delete ${report.deleted}${sample(report.deleteSample, report.deleted)}`)
  if (report.settingsReset.length > 0) lines.push(`  would re-send settings: ${report.settingsReset.join(", ")}`)
  for (const name of report.staleDeleted) lines.push(`  would delete the stale temporary index ${name}`)
  if (lines.length === 0) lines.push("  nothing to change: the index equals the site")
  return lines
}
