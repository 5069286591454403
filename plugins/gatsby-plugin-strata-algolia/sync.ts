import algoliasearch, { type SearchClient } from "algoliasearch"
import { DIGEST_ATTRIBUTE, recordDigest, withDigest, type SyncRecord } from "./digest"
import { step } from "./failure"
import { browseDigests, readHostedIndex, sameStoredDigests, type CompareBy } from "./hostedIndex"
import { planSync, settingsDrift, siteDigests, type SyncPlan } from "./plan"
import type { SyncReport } from "./report"
import { staleTemporaryIndexes, temporaryIndexName } from "./temporaryIndex"

/**
 * Build-time sync of the search records to Algolia. The hosted index is the truth: every run reads what
 * it holds (each record's objectID and digest, and the settings) and pushes exactly the difference, so an
 * index emptied, edited or half-written elsewhere is repaired by the next build. Nothing is kept on this
 * machine between builds.
 *
 * Records are never written into the live index. A change goes to a temporary index (a full copy of the
 * live one, browsed again so the difference is against exactly what it holds, or a fresh one for a
 * rebuild), which is then moved over the live one in one atomic step: readers see the old or the new
 * index, never a half-written one, a failure at any step leaves the live index as it was, and of two
 * builds syncing at once the last move wins whole, with nothing of the other mixed in.
 */

export type { SyncRecord } from "./digest"
export { recordDigest } from "./digest"

/** Seconds, as algoliasearch takes them: writes wait for large batches. */
const TIMEOUTS = { connect: 2, read: 10, write: 30 }

/** Operations per batch request (Algolia's advice: 1,000 records or about 10 MB). */
export const BATCH_SIZE = 1000

export interface SyncOptions {
  appId: string
  adminKey: string
  indexName: string
  /** Index settings the site sets; re-sent when the index holds others. */
  settings: Record<string, unknown>
  /** The site's record format: part of every digest, so a change of record shape re-sends every record. */
  recordFormat: number
  /** How hosted records are compared (default: content, which sees a record edited in the dashboard). */
  compareBy?: CompareBy
  /** Reads the index and reports what a sync would change, writing nothing. */
  dryRun?: boolean
  /** For tests and benchmarks: an Algolia-compatible server. */
  hosts?: { url: string; protocol: "http" | "https" }[]
}

/** The settings as sent: the site's, with the digest attribute kept out of search responses (the admin key still reads it). */
export function settingsWithDigest(settings: Record<string, unknown>): Record<string, unknown> {
  const unretrievable = Array.isArray(settings.unretrievableAttributes) ? (settings.unretrievableAttributes as string[]) : []
  return { ...settings, unretrievableAttributes: unretrievable.includes(DIGEST_ATTRIBUTE) ? unretrievable : [...unretrievable, DIGEST_ATTRIBUTE] }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Deletes temporary indexes left by runs that failed over an hour ago; one already gone is no failure. */
async function deleteStale(client: SearchClient, indexName: string, dryRun: boolean): Promise<string[]> {
  const listed = await step("list indices", indexName, () => client.listIndices())
  const stale = staleTemporaryIndexes(indexName, listed.items.map((item) => item.name))
  if (!dryRun) await Promise.all(stale.map((name) => client.initIndex(name).delete().wait().catch(() => undefined)))
  return stale
}

/** Brings the index to exactly these records and settings; throws a SyncError naming the failed step. */
export async function syncAlgoliaIndex(records: SyncRecord[], options: SyncOptions): Promise<SyncReport> {
  const started = performance.now()
  const { indexName, recordFormat } = options
  const dryRun = options.dryRun ?? false
  const compareBy = options.compareBy ?? "content"
  const client = algoliasearch(options.appId, options.adminKey, { timeouts: TIMEOUTS, ...(options.hosts ? { hosts: options.hosts } : {}) })
  const live = client.initIndex(indexName)
  const settings = settingsWithDigest(options.settings)
  const digests = siteDigests(records, (record) => recordDigest(record, recordFormat))
  const byId = new Map(records.map((record) => [record.objectID, record]))

  const staleDeleted = await deleteStale(client, indexName, dryRun)
  const browseStarted = performance.now()
  const hosted = await readHostedIndex(live, compareBy, recordFormat)
  const browseMs = performance.now() - browseStarted
  const plan = planSync(digests, hosted?.digests, recordFormat)
  const settingsReset = hosted ? settingsDrift(settings, hosted.settings) : []
  const report = (done: SyncPlan): SyncReport => ({
    indexName,
    mode: done.mode,
    reason: done.reason,
    dryRun,
    saved: done.save.length,
    deleted: done.delete.length,
    unchanged: done.unchanged,
    hosted: hosted?.digests.size ?? 0,
    settingsReset,
    staleDeleted,
    saveSample: done.save.slice(0, 20),
    deleteSample: done.delete.slice(0, 20),
    browseMs,
    totalMs: performance.now() - started,
  })
  if (dryRun) return report(plan)

  if (plan.mode === "none") {
    // Records equal: settings alone are one atomic task on the live index.
    if (settingsReset.length > 0) await step("settings", indexName, () => live.setSettings(settings).wait())
    return report(plan)
  }

  const temporaryName = temporaryIndexName(indexName)
  const temporary = client.initIndex(temporaryName)
  try {
    let applied = plan
    // A rebuild fills an index holding no records; an update edits a full copy of the live one.
    const fresh = plan.mode === "rebuild"
    if (hosted) {
      // Rules and synonyms (and, for an update, the records) come along; the settings are the site's below.
      const scope = fresh ? { scope: ["settings", "synonyms", "rules"] as ("settings" | "synonyms" | "rules")[] } : {}
      await step("copy", indexName, () => client.copyIndex(indexName, temporaryName, scope).wait())
      // Another build may have moved its index in since the browse: the difference is against the copy.
      // Its stored digests (a light browse) tell whether it holds what the first browse saw; only if not
      // is it browsed again as the plan compares.
      if (!fresh) {
        const copied = await browseDigests(temporary, "digest", recordFormat, "browse of the copy")
        if (compareBy === "digest") applied = planSync(digests, copied, recordFormat)
        else if (!sameStoredDigests(copied, hosted.stored)) applied = planSync(digests, await browseDigests(temporary, compareBy, recordFormat, "browse of the copy"), recordFormat)
      }
    }
    await step("settings", indexName, () => temporary.setSettings(settings).wait())
    const requests = [
      ...applied.save.map((id) => ({ action: "updateObject" as const, body: withDigest(byId.get(id)!, digests.get(id)!) })),
      ...(fresh ? [] : applied.delete).map((id) => ({ action: "deleteObject" as const, body: { objectID: id } })),
    ]
    const batches = chunks(requests, BATCH_SIZE)
    const tasks: { taskID: number; name: string }[] = []
    for (const [i, batch] of batches.entries()) {
      const name = `batch ${i + 1} of ${batches.length}`
      const response = await step(name, indexName, () => temporary.batch(batch))
      tasks.push({ taskID: response.taskID, name })
    }
    await Promise.all(tasks.map(({ taskID, name }) => step(`${name} (waiting for it)`, indexName, () => temporary.waitTask(taskID))))
    const move = await step("move", indexName, () => client.moveIndex(temporaryName, indexName))
    await step("move (waiting for it)", indexName, () => temporary.waitTask(move.taskID), "previous or new")
    return report(applied)
  } catch (error) {
    // The live index was not touched; the copy goes (a run killed here leaves it to the next run's clean-up).
    await temporary.delete().catch(() => undefined)
    throw error
  }
}
