import fs from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import type { CompareBy } from "./hostedIndex"
import { SyncError } from "./failure"
import { formatDryRunDetail, formatReport } from "./report"
import { syncAlgoliaIndex, type SyncRecord } from "./sync"

/** The plugin's options, as listed in gatsby-config (validated by pluginOptionsSchema in gatsby-node.ts). */
export interface StrataAlgoliaOptions {
  /** The index to bring to exactly the site's records. */
  indexName: string
  /** JSON array of records the site writes during the build, relative to the site's root. */
  recordsFile: string
  /** Turns the file's records into the objects pushed (e.g. splitting long ones); default: as they are. */
  toRecords?: (records: never[]) => SyncRecord[]
  /** Index settings; re-sent whenever the index holds others. */
  settings?: Record<string, unknown>
  /** Bump when the records' shape changes: every record is re-sent. */
  recordFormat?: number
  /** A failed push warns instead of failing the build; default: ALGOLIA_SYNC_OPTIONAL=true. */
  optional?: boolean
  /** How hosted records are compared: content (default; sees dashboard edits) or their stored digest only (less to browse). */
  compareBy?: CompareBy
  /** Reads the index and says what a sync would change, writing nothing; default: ALGOLIA_SYNC_DRY_RUN=true. */
  dryRun?: boolean
}

function readRecords(file: string): unknown[] {
  let records: unknown
  try {
    records = JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    throw new Error(`Algolia sync: cannot read the records file ${file} (${(error as Error).message}); the site writes it during the build`)
  }
  if (!Array.isArray(records)) throw new Error(`Algolia sync: ${file} holds no array of records`)
  return records
}

/** The records as pushed: the site's records file, through `toRecords`. */
export function siteRecords(options: StrataAlgoliaOptions, rootDir: string): SyncRecord[] {
  const records = readRecords(path.resolve(rootDir, options.recordsFile)) as never[]
  return options.toRecords ? options.toRecords(records) : (records as SyncRecord[])
}

/**
 * After the build: brings the index to the site's records when ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are
 * set. Keys come from the environment only, never from options: options are serialized into Gatsby's
 * cache, and the admin key must never reach public/ or .cache. A failed sync fails the build, unless
 * `optional`, which warns loudly; either way the live index keeps its previous complete state and the
 * next build compares with it again.
 */
export async function runAlgoliaSync(options: StrataAlgoliaOptions, reporter: Reporter, rootDir: string, env = process.env): Promise<void> {
  const appId = env.ALGOLIA_APP_ID
  const adminKey = env.ALGOLIA_ADMIN_KEY
  if (!appId || !adminKey) {
    reporter.info("Algolia sync skipped: ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not set (the embedded index serves search).")
    return
  }
  // ALGOLIA_HOSTS (host:port,…, plain HTTP) points the sync at a local Algolia-compatible server, for tests.
  const hosts = env.ALGOLIA_HOSTS?.split(",").map((url) => ({ url: url.trim(), protocol: "http" as const }))
  const { indexName } = options
  const optional = options.optional ?? env.ALGOLIA_SYNC_OPTIONAL === "true"
  const dryRun = options.dryRun ?? env.ALGOLIA_SYNC_DRY_RUN === "true"
  try {
    const report = await syncAlgoliaIndex(siteRecords(options, rootDir), {
      appId,
      adminKey,
      indexName,
      hosts,
      settings: options.settings ?? {},
      recordFormat: options.recordFormat ?? 1,
      dryRun,
      compareBy: options.compareBy,
    })
    reporter.info([formatReport(report), ...(dryRun ? formatDryRunDetail(report) : [])].join("\n"))
  } catch (error) {
    // A SyncError says which step failed and what the index holds; anything else failed before any request.
    const message = error instanceof SyncError ? error.message : `${(error as Error).message}. Nothing was sent to ${indexName}.`
    if (optional) reporter.warn(`WARNING: ${message} (ALGOLIA_SYNC_OPTIONAL=true: the build goes on)`)
    else reporter.panicOnBuild(`${message} Set ALGOLIA_SYNC_OPTIONAL=true to build anyway.`)
  }
}
