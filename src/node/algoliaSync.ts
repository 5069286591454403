import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import algoliasearch from "algoliasearch"
import type { AlgoliaRecord } from "../search/algoliaRecords"
import { ALGOLIA_TIMEOUTS } from "../search/settings"

/**
 * Build-time sync of the search records to Algolia. This replaces gatsby-plugin-algolia's push step
 * (v1.0.3), which cannot be made safe through its options: it writes straight into the live index,
 * diffs only by content digest (a change of record shape is never re-sent), sends settings after the
 * records, does not wait for its tasks, and saves its digest cache before pushing, so a failed push
 * is never retried. Here: settings first, every task awaited, digests salted with the record format,
 * the cache written only after success, and a full atomic rebuild (replaceAllObjects) whenever the
 * cache is missing or from another format.
 */
// 2: whole sections with their code, long sections in chunks, one hit per section (distinct on url).
export const RECORD_FORMAT_VERSION = 2

export const INDEX_SETTINGS = {
  searchableAttributes: ["unordered(header)", "unordered(title)", "unordered(content)", "unordered(code)"],
  attributesToSnippet: ["content:20", "code:20"],
  attributesToHighlight: ["header", "title"],
  // Identifiers match by their words too (syncCursors → sync cursors), as in the embedded index.
  camelCaseAttributes: ["code"],
  removeStopWords: ["en"],
  removeWordsIfNoResults: "allOptional" as const,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  highlightPreTag: "<mark>",
  highlightPostTag: "</mark>",
  attributeForDistinct: "url",
  distinct: true,
  customRanking: ["asc(objectID)"],
}

export interface SyncOptions {
  appId: string
  adminKey: string
  indexName: string
  cacheFile: string
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

export function recordDigest(record: AlgoliaRecord): string {
  return createHash("sha1").update(`${RECORD_FORMAT_VERSION}\n${JSON.stringify(record)}`).digest("hex")
}

function readCache(file: string, indexName: string): DigestCache | undefined {
  try {
    const cache = JSON.parse(fs.readFileSync(file, "utf8")) as DigestCache
    return cache.format === RECORD_FORMAT_VERSION && cache.indexName === indexName ? cache : undefined
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
export async function syncAlgoliaIndex(records: AlgoliaRecord[], options: SyncOptions): Promise<SyncReport> {
  try {
    return await pushRecords(records, options)
  } catch (error) {
    throw describeFailure(error)
  }
}

async function pushRecords(records: AlgoliaRecord[], options: SyncOptions): Promise<SyncReport> {
  const client = algoliasearch(options.appId, options.adminKey, { timeouts: ALGOLIA_TIMEOUTS, ...(options.hosts ? { hosts: options.hosts } : {}) })
  const index = client.initIndex(options.indexName)
  const digests = Object.fromEntries(records.map((record) => [record.objectID, recordDigest(record)]))
  await index.setSettings(INDEX_SETTINGS).wait()
  const previous = readCache(options.cacheFile, options.indexName)
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
  fs.writeFileSync(options.cacheFile, JSON.stringify({ format: RECORD_FORMAT_VERSION, indexName: options.indexName, digests } satisfies DigestCache))
  return report
}
