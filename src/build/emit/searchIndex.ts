import fs from "fs"
import path from "path"
import { buildSearchIndex, type BuiltIndex } from "../../search/buildIndex"
import { SEARCH_RECORDS_FILE } from "../../search/algoliaIndex"
import { pageRecords, type PageForSearch, type SearchRecord } from "../../search/records"

export const SEARCH_INDEX_DIR = "search"
/** The records, kept for the Algolia sync after the build (gatsby-plugin-strata-algolia reads them from here). */
const RECORDS_FILE = SEARCH_RECORDS_FILE

/** Every section record of the site, in navigation-independent, stable order (by route). */
export function siteRecords(pages: PageForSearch[]): SearchRecord[] {
  return [...pages].sort((a, b) => a.route.localeCompare(b.route)).flatMap(pageRecords)
}

/** Writes the sharded embedded index into public/search/ (replacing the last build's) and returns what it holds. */
export function writeSearchIndex(records: SearchRecord[], publicDir: string): BuiltIndex["stats"] {
  const built = buildSearchIndex(records)
  const dir = path.join(publicDir, SEARCH_INDEX_DIR)
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [name, content] of [...built.files, ...built.binaryFiles]) {
    const file = path.join(dir, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
  return built.stats
}

/** The build's one line about the index. */
export function describeSearchIndex(stats: BuiltIndex["stats"], ms: number): string {
  const { sections, terms, dictionaryShards, correctionShards, postingsFiles, termList, pack, bytes } = stats
  return `Search index: ${sections} sections, ${terms} terms${termList ? " (one term list)" : ""}, ${dictionaryShards} dictionary shards, ${correctionShards} corrections shards, ${postingsFiles} postings files, ${sections} fragments${pack ? " (also packed)" : ""}, ${(bytes / 1024).toFixed(0)} KB in public/${SEARCH_INDEX_DIR} (${(ms / 1000).toFixed(1)} s)`
}

export function saveSearchRecords(records: SearchRecord[], rootDir: string): void {
  fs.mkdirSync(path.join(rootDir, path.dirname(RECORDS_FILE)), { recursive: true })
  fs.writeFileSync(path.join(rootDir, RECORDS_FILE), JSON.stringify(records))
}
