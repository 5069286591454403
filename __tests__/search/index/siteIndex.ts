import { unlistedRoutes } from "../../../content/navigation"
import { siteRecords } from "../../../src/build/emit/searchIndex"
import { buildSearchIndex, type ShardSizes } from "../../../src/search/index/buildIndex"
import { createShardedIndex } from "../../../src/search/engine/shardedIndex"
import type { SearchRecord } from "../../../src/search/index/records"
import { loadContentPages } from "../../content/pageRules"

/** The site's search records, from content/docs compiled as the build compiles it (no Gatsby build needed). */
export function contentRecords(): SearchRecord[] {
  const pages = loadContentPages().filter((page) => page.compiled && !unlistedRoutes.includes(page.route))
  return siteRecords(pages, (page) => ({ route: page.route, title: page.title ?? "", description: page.description ?? "", tree: page.compiled!.tree, weight: page.searchWeight }))
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

/** A section of the page /p with this id and text: what the engine's unit tests index. */
export const pageRecord = (id: string, content: string, code = ""): SearchRecord => ({
  objectID: `/p#${id}`,
  url: `/p#${id}`,
  slug: "/p",
  header: id,
  content,
  code,
  title: "Page",
  hierarchy: ["Page", id],
})
