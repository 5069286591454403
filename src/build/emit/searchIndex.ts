import fs from "fs"
import path from "path"
import { writeIndexFiles, type IndexStats } from "../../search/index/buildIndex"
import { SEARCH_RECORDS_FILE } from "../../search/index/algoliaIndex"
import { pageRecords, type PageForSearch, type SearchRecord } from "../../search/index/records"

export const SEARCH_INDEX_DIR = "search"
/** The records, kept for the Algolia sync after the build (gatsby-plugin-strata-algolia reads them from here). */
const RECORDS_FILE = SEARCH_RECORDS_FILE

/**
 * Every section record of the site, in navigation-independent, stable order (by route). `forSearch` gives a
 * page with its tree when its records are made, so one page's tree is in memory at a time: a stored page's
 * tree is parsed on each read, and 10,000 pages' trees together are 1 GB as objects.
 */
export function siteRecords<P extends { route: string }>(pages: P[], forSearch: (page: P) => PageForSearch): SearchRecord[] {
  return [...pages].sort((a, b) => a.route.localeCompare(b.route)).flatMap((page) => pageRecords(forSearch(page)))
}

/** Writes the sharded embedded index into public/search/ (replacing the last build's) and returns what it holds. */
export function writeSearchIndex(records: SearchRecord[], publicDir: string): IndexStats {
  const dir = path.join(publicDir, SEARCH_INDEX_DIR)
  fs.rmSync(dir, { recursive: true, force: true })
  const made = new Set<string>()
  // Each file is written as the index makes it (10,000 pages: 65 MB never held at once).
  return writeIndexFiles(records, (name, content) => {
    const file = path.join(dir, name)
    const parent = path.dirname(file)
    if (!made.has(parent)) {
      fs.mkdirSync(parent, { recursive: true })
      made.add(parent)
    }
    fs.writeFileSync(file, content)
  }).stats
}

/** The build's one line about the index. */
export function describeSearchIndex(stats: IndexStats, ms: number): string {
  const { sections, terms, dictionaryShards, correctionShards, postingsFiles, termList, bytes } = stats
  return `Search index: ${sections} sections, ${terms} terms${termList ? " (one term list)" : ""}, ${dictionaryShards} dictionary shards, ` +
    `${correctionShards} corrections shards, ${postingsFiles} postings files, ${sections} fragments, ` +
    `${(bytes / 1024).toFixed(0)} KB in public/${SEARCH_INDEX_DIR} (${(ms / 1000).toFixed(1)} s)`
}

export function saveSearchRecords(records: SearchRecord[], rootDir: string): void {
  fs.mkdirSync(path.join(rootDir, path.dirname(RECORDS_FILE)), { recursive: true })
  fs.writeFileSync(path.join(rootDir, RECORDS_FILE), JSON.stringify(records))
}
