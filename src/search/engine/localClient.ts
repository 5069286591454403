import { highlightAttribute, snippetAttribute, type HighlightResult } from "./highlight"
import type { SearchRecord } from "../shared/searchRecord"
import { SEARCH_INDEX_NAME, SEARCH_INPUT_MAX_LENGTH } from "../shared/settings"
import type { ShardedHit, ShardedIndex } from "./shardedIndex"
import { beginsWord } from "../shared/tokenize"
import { runInSlices, searchTextWarmUp, WARM_UP_SAMPLES } from "./warmUp"

/** What InstantSearch sends: one request per index, with Algolia search parameters. */
export interface SearchRequest {
  indexName: string
  params?: { query?: string; hitsPerPage?: number; page?: number; attributesToSnippet?: string[]; clickAnalytics?: boolean; [key: string]: unknown }
}

type Snippet = { value: string; matchLevel: HighlightResult["matchLevel"] }

export interface SearchHit extends SearchRecord {
  _highlightResult: Record<"header" | "title", HighlightResult>
  _snippetResult: { content: Snippet; code?: Snippet }
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

export const SEARCH_MEASURE = "strata-search"
/** Words in a snippet, as Algolia's `attributesToSnippet: ["content:20"]`. */
export const SNIPPET_WORDS = 20
/**
 * While the reader types (keys less than TYPING_GAP_MS apart, or a query whose last word is its first
 * letter, as on the first key after the dialog opens), a result list's display text (one small file per
 * hit) is fetched only once no newer key has come for FRAGMENTS_SETTLE_MS since its own key: dictionary
 * and postings load meanwhile, so a list typed past costs its shards, not its text. Any other query after
 * a pause, or one whose text is loaded, answers at once.
 */
export const TYPING_GAP_MS = 200
// As long as the typing gap: a list's text waits until the reader has stopped typing, so a slow key on a busy page
// (over 120 ms apart in full test runs) doesn't fetch the text of lists the next key types past.
export const FRAGMENTS_SETTLE_MS = TYPING_GAP_MS

function randomQueryId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("")
}

/** One hit in Algolia's shape, highlighted and snippeted around the words it matched. */
export function toSearchHit(hit: ShardedHit, queryWordCount: number, position: number): SearchHit {
  const [url, title, header, parent, content, code] = hit.fragment
  const terms = new Set(hit.terms)
  const slug = url.split("#")[0]
  const hierarchy = url === slug ? [title] : parent ? [title, parent, header] : [title, header]
  const highlight = (text: string) => highlightAttribute(text, terms, hit.matchedWords, queryWordCount)
  // The query's words that matched as typed (not corrected or completed): a snippet holding them all is "full".
  const whole = hit.matchedWords.filter((word) => terms.has(word))
  return {
    objectID: url,
    url,
    slug,
    title,
    header,
    content,
    code,
    hierarchy,
    // Like attributesToHighlight: what the dialog shows whole. The section's text is shown as a snippet.
    _highlightResult: { header: highlight(header), title: highlight(title) },
    _snippetResult: { content: snippetAttribute(content, terms, SNIPPET_WORDS, whole), code: snippetAttribute(code, terms, SNIPPET_WORDS, whole) },
    __position: position,
  }
}

/** One Algolia-shaped response for a query over the sharded index (undefined when `beforeFragments` dropped it). */
export async function searchIndex(index: ShardedIndex, request: SearchRequest, beforeFragments?: () => Promise<boolean>): Promise<SearchResponse | undefined> {
  const started = Date.now()
  const params = request.params ?? {}
  const query = String(params.query ?? "").slice(0, SEARCH_INPUT_MAX_LENGTH)
  const hitsPerPage = Number(params.hitsPerPage ?? 20)
  const page = Number(params.page ?? 0)
  const found = await index.search(query, page, hitsPerPage, beforeFragments)
  if (!found) return undefined
  const { total, hits } = found
  const wordCount = Math.max(1, ...hits.map((hit) => hit.words))
  return {
    hits: hits.map((hit, i) => toSearchHit(hit, wordCount, page * hitsPerPage + i + 1)),
    nbHits: total,
    page,
    nbPages: Math.ceil(total / hitsPerPage),
    hitsPerPage,
    query,
    params: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
    index: request.indexName || SEARCH_INDEX_NAME,
    ...(params.clickAnalytics ? { queryID: randomQueryId() } : {}),
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  }
}

/**
 * A search client for InstantSearch over the embedded index: `search(requests)` resolves `{ results }`
 * in Algolia's shape, so the dialog has one code path for either backend. Every keystroke's query starts
 * at once (its files load while the reader types on: the first letters of a word fetch the shards the
 * rest of it needs). A query typed past is never shown: once a newer one has been asked for, it answers
 * empty after the newer one has answered (InstantSearch ignores a response older than one it has shown).
 */
export function createLocalSearchClient(index: ShardedIndex, settleMs = FRAGMENTS_SETTLE_MS) {
  let latest = 0
  let current: Promise<unknown> = Promise.resolve()
  let lastAsked = -Infinity
  const run = async (requests: SearchRequest[], ticket: number, typing: boolean): Promise<{ results: SearchResponse[] }> => {
    const started = performance.now()
    const beforeFragments = async () => {
      // While typing, wait out the settle time, and always let the browser handle the keys already waiting first:
      // a query that took longer than the settle time (a cold first one, a busy page) would otherwise fetch the
      // text of a list the next key, queued behind it, has already typed past.
      if (typing) await new Promise((resolve) => setTimeout(resolve, Math.max(settleMs - (performance.now() - started), 0)))
      return ticket === latest
    }
    const answers = await Promise.all(requests.map((request) => searchIndex(index, request, beforeFragments)))
    if (ticket !== latest || answers.some((answer) => !answer)) {
      await current.catch(() => undefined)
      return { results: requests.map(emptyResponse) }
    }
    const results = answers as SearchResponse[]
    // A User Timing entry per query: visible in the browser's performance tools and read by scripts/bench-search.mjs.
    performance.measure?.(SEARCH_MEASURE, { start: started, end: performance.now() })
    return { results }
  }
  return {
    // On intent: what every query needs (meta and the term list), and the text and lookup code compiled while the reader moves to type.
    preload: () => {
      runInSlices(searchTextWarmUp())
      return index.preload().then(() => {
        runInSlices(WARM_UP_SAMPLES.map((sample) => () => void index.warmUp(sample)))
      })
    },
    search(requests: SearchRequest[]): Promise<{ results: SearchResponse[] }> {
      const now = performance.now()
      const typing = now - lastAsked < TYPING_GAP_MS || requests.some((request) => beginsWord(String(request.params?.query ?? "")))
      lastAsked = now
      const answer = run(requests, ++latest, typing)
      current = answer
      return answer
    },
  }
}

function emptyResponse(request: SearchRequest): SearchResponse {
  const hitsPerPage = Number(request.params?.hitsPerPage ?? 20)
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    query: String(request.params?.query ?? ""),
    params: "",
    index: request.indexName,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  }
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>
