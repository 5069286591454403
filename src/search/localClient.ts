import MiniSearch from "minisearch"
import { highlightAttribute, snippetAttribute, type HighlightResult } from "./highlight"
import type { SearchRecord } from "./records"
import { SEARCH_INDEX_NAME } from "./settings"
import { allowedTypos, termMatchesWord } from "./typoTolerance"

/** What InstantSearch sends: one request per index, with Algolia search parameters. */
export interface SearchRequest {
  indexName: string
  params?: { query?: string; hitsPerPage?: number; page?: number; attributesToSnippet?: string[]; clickAnalytics?: boolean; [key: string]: unknown }
}

export interface SearchHit extends SearchRecord {
  _highlightResult: Record<"header" | "content" | "slug" | "title", HighlightResult>
  _snippetResult: { content: { value: string; matchLevel: HighlightResult["matchLevel"] } }
  __position: number
}

export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  query: string
  params: string
  index: string
  queryID?: string
  processingTimeMS: number
  exhaustiveNbHits: boolean
}

const SEARCHED_FIELDS = ["header", "content", "title", "slug"] as const
export const SEARCH_MEASURE = "strata-search"

/** The engine over the records: headers weigh most, then titles, then text; the last word is a prefix; typos as Algolia. */
export function createSearchEngine(records: SearchRecord[]): MiniSearch<SearchRecord> {
  const engine = new MiniSearch<SearchRecord>({
    idField: "objectID",
    fields: [...SEARCHED_FIELDS],
    searchOptions: {
      boost: { header: 3, title: 1.5, content: 1, slug: 0.5 },
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => allowedTypos(term),
      combineWith: "AND",
    },
  })
  engine.addAll(records)
  return engine
}

function randomQueryId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("")
}

function words(query: string): string[] {
  return query.toLowerCase().split(/[\n\r\p{Z}\p{P}]+/u).filter(Boolean)
}

/** One Algolia-shaped response for a query over the engine. */
export function searchEngine(engine: MiniSearch<SearchRecord>, records: Map<string, SearchRecord>, request: SearchRequest): SearchResponse {
  const started = Date.now()
  const params = request.params ?? {}
  const query = String(params.query ?? "").slice(0, 512)
  const hitsPerPage = Number(params.hitsPerPage ?? 20)
  const page = Number(params.page ?? 0)
  const queryWords = words(query)
  const results = queryWords.length ? engine.search(query) : []
  const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result, index): SearchHit => {
    const record = records.get(result.id as string)!
    const highlight = (field: (typeof SEARCHED_FIELDS)[number]): HighlightResult => {
      const terms = new Set(Object.entries(result.match).filter(([, fields]) => fields.includes(field)).map(([term]) => term))
      const matched = queryWords.filter((word, i) => [...terms].some((term) => termMatchesWord(term, word, i === queryWords.length - 1)))
      return highlightAttribute(record[field], terms, matched, queryWords.length)
    }
    const contentTerms = new Set(Object.entries(result.match).filter(([, fields]) => fields.includes("content")).map(([term]) => term))
    return {
      ...record,
      _highlightResult: { header: highlight("header"), content: highlight("content"), slug: highlight("slug"), title: highlight("title") },
      _snippetResult: { content: snippetAttribute(record.content, contentTerms) },
      __position: page * hitsPerPage + index + 1,
    }
  })
  return {
    hits,
    nbHits: results.length,
    page,
    nbPages: Math.ceil(results.length / hitsPerPage),
    hitsPerPage,
    query,
    params: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
    index: request.indexName,
    ...(params.clickAnalytics ? { queryID: randomQueryId() } : {}),
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  }
}

/**
 * A search client for InstantSearch over the embedded index: `search(requests)` resolves
 * `{ results }` in Algolia's shape, so the dialog has one code path for either backend.
 * The records load on the first search (or on `preload`), once.
 */
export function createLocalSearchClient(loadRecords: () => Promise<SearchRecord[]>) {
  let ready: Promise<{ engine: MiniSearch<SearchRecord>; byId: Map<string, SearchRecord> }> | undefined
  const load = () => {
    ready ??= loadRecords().then((records) => ({ engine: createSearchEngine(records), byId: new Map(records.map((r) => [r.objectID, r])) }))
    // A failed load may be retried by the next search.
    ready.catch(() => (ready = undefined))
    return ready
  }
  return {
    preload: () => load().then(() => undefined),
    async search(requests: SearchRequest[]): Promise<{ results: SearchResponse[] }> {
      const { engine, byId } = await load()
      const started = performance.now()
      const results = requests.map((request) => searchEngine(engine, byId, { ...request, indexName: request.indexName || SEARCH_INDEX_NAME }))
      // A User Timing entry per query: visible in the browser's performance tools and read by scripts/bench-search.mjs.
      performance.measure?.(SEARCH_MEASURE, { start: started, end: performance.now() })
      return { results }
    },
  }
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>
