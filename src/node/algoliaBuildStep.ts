import path from "path"
import type { Reporter } from "gatsby"
import { algoliaRecords } from "../search/algoliaRecords"
import type { SearchRecord } from "../search/records"
import { SEARCH_INDEX_NAME } from "../search/settings"
import { syncAlgoliaIndex } from "./algoliaSync"

/**
 * After the build: push the records to Algolia when ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are set.
 * The admin key is read here, at build, only; it never reaches the browser bundles (only GATSBY_*
 * variables do). A failed push fails the build, unless ALGOLIA_SYNC_OPTIONAL=true, which warns
 * loudly and leaves the digest cache untouched so the next build pushes again.
 */
export async function runAlgoliaSync(records: SearchRecord[], reporter: Reporter, rootDir: string, env = process.env): Promise<void> {
  const appId = env.ALGOLIA_APP_ID
  const adminKey = env.ALGOLIA_ADMIN_KEY
  if (!appId || !adminKey) {
    reporter.info("Algolia sync skipped: ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not set (the embedded index serves search).")
    return
  }
  // ALGOLIA_HOSTS (host:port,…, plain HTTP) points the sync at a local Algolia-compatible server, for tests.
  const hosts = env.ALGOLIA_HOSTS?.split(",").map((url) => ({ url: url.trim(), protocol: "http" as const }))
  const indexName = env.ALGOLIA_INDEX_NAME || SEARCH_INDEX_NAME
  try {
    const report = await syncAlgoliaIndex(algoliaRecords(records), { appId, adminKey, indexName, hosts, cacheFile: path.join(rootDir, ".cache", "algolia-sync.json") })
    reporter.info(`Algolia sync of ${indexName}: ${report.mode}, ${report.saved} saved, ${report.deleted} deleted, ${report.unchanged} unchanged`)
  } catch (error) {
    const message = `${(error as Error).message}. The index was not fully updated; the next build pushes again.`
    if (env.ALGOLIA_SYNC_OPTIONAL === "true") reporter.warn(`WARNING: ${message} (ALGOLIA_SYNC_OPTIONAL=true: the build goes on)`)
    else reporter.panicOnBuild(`${message} Set ALGOLIA_SYNC_OPTIONAL=true to build anyway.`)
  }
}
