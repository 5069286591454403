import { inflateRawSync } from "zlib"
import { unlistedRoutes } from "../../../content/navigation"
import { siteRecords } from "../../../src/build/emit/searchIndex"
import { buildSearchIndex, type ShardSizes } from "../../../src/search/index/buildIndex"
import type { ByteRange } from "../../../src/search/engine/byteRanges"
import { rangesRefused } from "../../../src/search/engine/fragmentsPack"
import { createShardedIndex } from "../../../src/search/engine/shardedIndex"
import type { SearchRecord } from "../../../src/search/index/records"
import { loadContentPages } from "../../content/pageRules"

/** The site's search records, from content/docs compiled as the build compiles it (no Gatsby build needed). */
export function contentRecords(): SearchRecord[] {
  const pages = loadContentPages().filter((page) => page.compiled && !unlistedRoutes.includes(page.route))
  return siteRecords(pages, (page) => ({ route: page.route, title: page.title ?? "", description: page.description ?? "", tree: page.compiled!.tree }))
}

/** A sharded index over records, served from memory; `requested` lists every file asked for. */
export function memoryIndex(records: SearchRecord[], sizes?: ShardSizes) {
  const built = buildSearchIndex(records, sizes)
  const requested: string[] = []
  const index = createShardedIndex(async (path) => {
    requested.push(path)
    const text = built.files.get(path)
    if (text === undefined) throw new Error(`No file ${path}`)
    return JSON.parse(text)
  })
  return { built, index, requested }
}

/**
 * The same with the fragments' pack served by byte ranges: `ranged` lists each request's ranges. With
 * `refuse`, the host answers range requests with the whole file (the loader refuses it); with `fail`,
 * the next `fail` range requests fail as a network error would.
 */
export function packedIndex(records: SearchRecord[], options: { sizes?: ShardSizes; refuse?: boolean; fail?: number } = {}) {
  const { built, requested } = memoryIndex(records, options.sizes)
  const ranged: ByteRange[][] = []
  let failures = options.fail ?? 0
  const load = async (path: string) => {
    requested.push(path)
    const text = built.files.get(path)
    if (text === undefined) throw new Error(`No file ${path}`)
    return JSON.parse(text)
  }
  const index = createShardedIndex(load, async (path, ranges) => {
    ranged.push(ranges)
    const pack = built.binaryFiles.get(path)
    if (!pack) throw new Error(`No file ${path}`)
    if (options.refuse) throw rangesRefused("HTTP 200")
    if (failures-- > 0) throw new TypeError("Failed to fetch")
    return ranges.map(([first, last]) => JSON.parse(inflateRawSync(pack.subarray(first, last + 1)).toString("utf8")))
  })
  return { built, index, requested, ranged }
}
