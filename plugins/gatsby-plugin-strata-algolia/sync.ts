import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import algoliasearch from "algoliasearch"

/**
 * Build-time sync of the search records to Algolia. This replaces gatsby-plugin-algolia's push step
 * (v1.0.3), which cannot be made safe through its options: it writes straight into the live index,
 * diffs only by content digest (a change of record shape is never re-sent), sends settings after the
 * records, does not wait for its tasks, and saves its digest cache before pushing, so a failed push
 * is never retried. Here: settings first, every task awaited, digests salted with the record format,
 * the cache written only after success, and a full atomic rebuild (replaceAllObjects) whenever the
 * cache is missing or from another format.
 */

/** An object as pushed: any JSON object with a unique objectID. */
export interface SyncRecord {
  objectID: string
}

/** Seconds, as algoliasearch takes them: writes wait for large batches. */
const TIMEOUTS = { connect: 1, read: 2, write: 30 }

export interface SyncOptions {
  appId: string
  adminKey: string
  indexName: string
  cacheFile: string
  /** Index settings, sent (and awaited) before any record. */
  settings: Record<string, unknown>
  /**
   * The site's record format: part of every digest, so a change of record shape re-sends every record,
   * and a cache of another format triggers a full rebuild.
   */
  recordFormat: number
  /** For tests: an Algolia-compatible server on 127.0.0.1. */
  hosts?: { url: string; protocol: "http" | "https" }[]
}

export interface SyncReport {
  mode: "rebuild" | "incremental"
  saved: number
  deleted: number
  unchanged: number
}

interface DigestCache {
  format: number
  indexName: string
  digests: Record<string, string>
}

/** The digest of one record in a format. */
export function recordDigest(record: SyncRecord, recordFormat: number): string {
  return createHash("sha1").update(`${recordFormat}\n${JSON.stringify(record)}`).digest("hex")
}

function readCache(file: string, indexName: string, recordFormat: number): DigestCache | undefined {
  try {
    const cache = JSON.parse(fs.readFileSync(file, "utf8")) as DigestCache
    return cache.format === recordFormat && cache.indexName === indexName ? cache : undefined
  } catch {
    return undefined
  }
}

/** algoliasearch rejects with plain objects (its retry and API errors): give the build a real Error with a message. */
function describeFailure(error: unknown): Error {
  const { name, message, status } = (error ?? {}) as { name?: string; message?: string; status?: number }
  return new Error(`Algolia sync failed: ${message ?? name ?? String(error)}${status ? ` (HTTP ${status})` : ""}`)
}

/** Brings the index to exactly these records; throws (cache untouched) if any step fails. */
export async function syncAlgoliaIndex(records: SyncRecord[], options: SyncOptions): Promise<SyncReport> {
  try {
    return await pushRecords(records, options)
  } catch (error) {
    throw describeFailure(error)
  }
}

async function pushRecords(records: SyncRecord[], options: SyncOptions): Promise<SyncReport> {
  const client = algoliasearch(options.appId, options.adminKey, { timeouts: TIMEOUTS, ...(options.hosts ? { hosts: options.hosts } : {}) })
  const index = client.initIndex(options.indexName)
  const digests = Object.fromEntries(records.map((record) => [record.objectID, recordDigest(record, options.recordFormat)]))
  await index.setSettings(options.settings).wait()
  const previous = readCache(options.cacheFile, options.indexName, options.recordFormat)
  let report: SyncReport
  if (!previous) {
    // No trustworthy record of what the index holds: rebuild it atomically (temporary index, then move).
    await index.replaceAllObjects(records, { safe: true })
    report = { mode: "rebuild", saved: records.length, deleted: 0, unchanged: 0 }
  } else {
    const changed = records.filter((record) => previous.digests[record.objectID] !== digests[record.objectID])
    const removed = Object.keys(previous.digests).filter((id) => !(id in digests))
    if (changed.length > 0) await index.saveObjects(changed).wait()
    if (removed.length > 0) await index.deleteObjects(removed).wait()
    report = { mode: "incremental", saved: changed.length, deleted: removed.length, unchanged: records.length - changed.length }
  }
  fs.mkdirSync(path.dirname(options.cacheFile), { recursive: true })
  fs.writeFileSync(options.cacheFile, JSON.stringify({ format: options.recordFormat, indexName: options.indexName, digests } satisfies DigestCache))
  return report
}
