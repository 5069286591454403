import fs from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { syncAlgoliaIndex, type SyncRecord } from "./sync"

/** The plugin's options, as listed in gatsby-config (validated by pluginOptionsSchema in gatsby-node.ts). */
export interface StrataAlgoliaOptions {
  /** The index to bring to exactly the site's records. */
  indexName: string
  /** JSON array of records the site writes during the build, relative to the site's root. */
  recordsFile: string
  /** Turns the file's records into the objects pushed (e.g. splitting long ones); default: as they are. */
  toRecords?: (records: never[]) => SyncRecord[]
  /** Index settings, sent before the records. */
  settings?: Record<string, unknown>
  /** Bump when the records' shape changes: every record is re-sent. */
  recordFormat?: number
  /** A failed push warns instead of failing the build; default: ALGOLIA_SYNC_OPTIONAL=true. */
  optional?: boolean
  /** Digests of what the index holds, relative to the site's root. */
  cacheFile?: string
}

export const DEFAULT_CACHE_FILE = ".cache/algolia-sync.json"

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

/**
 * After the build: pushes the records when ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are set. Keys come from
 * the environment only, never from options: options are serialized into Gatsby's cache, and the admin
 * key must never reach public/ or .cache. A failed push fails the build, unless `optional`, which warns
 * loudly and leaves the digest cache untouched so the next build pushes again.
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
  try {
    const records = readRecords(path.resolve(rootDir, options.recordsFile)) as never[]
    const report = await syncAlgoliaIndex(options.toRecords ? options.toRecords(records) : (records as SyncRecord[]), {
      appId,
      adminKey,
      indexName,
      hosts,
      settings: options.settings ?? {},
      recordFormat: options.recordFormat ?? 1,
      cacheFile: path.resolve(rootDir, options.cacheFile ?? DEFAULT_CACHE_FILE),
    })
    reporter.info(`Algolia sync of ${indexName}: ${report.mode}, ${report.saved} saved, ${report.deleted} deleted, ${report.unchanged} unchanged`)
  } catch (error) {
    const message = `${(error as Error).message}. The index was not fully updated; the next build pushes again.`
    if (optional) reporter.warn(`WARNING: ${message} (ALGOLIA_SYNC_OPTIONAL=true: the build goes on)`)
    else reporter.panicOnBuild(`${message} Set ALGOLIA_SYNC_OPTIONAL=true to build anyway.`)
  }
}
