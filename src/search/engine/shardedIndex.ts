import { createIndexFiles, type IndexFileCache, type IndexFileLoader, type IndexFiles } from "./indexFiles"
import { lookUp, TermLookup, type WordCandidates } from "./lookup"
import type { RankedSection } from "./ranking"
import { Scoring } from "./scoring"
import { WARM_UP_RUNS } from "./warmUp"
import { decodePostings, fragmentFileName, INDEX_FORMAT, META_FILE, type Fragment, type IndexMeta } from "../shared/indexFormat"
import { decodeTermList, type TermList, type TermListFile } from "../shared/termList"
import { queryWords } from "../shared/tokenize"

export interface ShardedHit extends RankedSection {
  fragment: Fragment
  /** Index terms of this section that answered the query: what to highlight. */
  terms: string[]
  /** The query words it matched. */
  matchedWords: string[]
}

/** Meta and the term list: what every query needs before its postings. */
class IndexHead {
  // Both once they are in, read without awaiting: a query then runs up to its postings requests in the
  // keystroke's own turn, before anything else queued on it (the panel's render).
  loaded: IndexMeta | undefined
  termList: TermList | undefined
  /** The term list, decoded once (a failed fetch may be tried again); undefined on a site without one. */
  termListLoading: Promise<TermList> | undefined

  constructor(private readonly files: IndexFiles) {}

  async meta(): Promise<IndexMeta> {
    const value = await this.files.get<IndexMeta>(META_FILE)
    if (value.format !== INDEX_FORMAT) throw new Error(`Search index format ${value.format}, expected ${INDEX_FORMAT}`)
    this.loaded = value
    return value
  }

  termListOf(index: IndexMeta): Promise<TermList> | undefined {
    if (!this.termListLoading && index.termList) {
      const loading = this.files.get<TermListFile>(index.termList).then((file) => (this.termList = decodeTermList(file, index)))
      loading.catch(() => (this.termListLoading = undefined))
      this.termListLoading = loading
    }
    return this.termListLoading
  }
}

/** A ranked section with its fragment, and the terms and query words it matched. */
function hitOf(scoring: Scoring, entry: RankedSection, fragment: Fragment, words: WordCandidates[]): ShardedHit {
  const terms = new Set<string>()
  const matchedWords: string[] = []
  for (const { word, whole, parts } of words) {
    const matched = [...whole, ...parts.flat()].filter((c) => scoring.holds(c.term, entry.section)).map((c) => c.term)
    if (matched.length > 0) matchedWords.push(word.term)
    matched.forEach((term) => terms.add(term))
  }
  return { ...entry, fragment, terms: [...terms], matchedWords }
}

/**
 * The embedded index, loaded piece by piece: meta first, then only the dictionary shards and postings
 * files a query's words need, and the fragments of the hits shown. Every file is fetched once, into
 * `cache` (in the browser, the one the page's bootstrap keeps).
 */
export function createShardedIndex(load: IndexFileLoader, cache?: IndexFileCache) {
  const files = createIndexFiles(load, cache)
  const lookup = new TermLookup(files)
  const scoring = new Scoring(files)
  const head = new IndexHead(files)
  const meta = () => head.meta()
  /**
   * Ranks the sections for a query: every word must match (the last as a prefix, each within its typos);
   * when no section holds them all, sections holding at least half of them, most first (as Algolia's
   * removeWordsIfNoResults: allOptional, which has no such floor). Then words typed as identifiers and
   * found whole rank above those found only by their parts; then the score; ties keep index order.
   */
  async function rank(query: string, limit = Infinity): Promise<{ ranked: RankedSection[]; total: number; words: WordCandidates[] }> {
    const index = head.loaded ?? (await head.meta())
    const words = queryWords(query)
    if (words.length === 0) return { ranked: [], total: 0, words: [] }
    const list = head.termList ?? (await head.termListOf(index))
    const found = list ? lookup.fromTermList(list, words) : await lookup.fromShards(index, words)
    await scoring.load(found)
    return { ...scoring.rank(found.candidates, index.sections, limit), words: found.candidates }
  }

  return {
    meta,
    /** On intent: what every query needs before its postings (meta, and the term list when there is one). */
    async preload(): Promise<void> {
      const index = await meta()
      await head.termListOf(index)
    },
    rank,
    /**
     * Looks a sample's words up in the term list once it is loaded (fetching nothing, keeping nothing), so
     * that the reader's first query does not pay for compiling the lookup.
     */
    async warmUp(sample: string): Promise<void> {
      await meta()
      const list = await head.termListLoading
      if (!list) return
      for (let run = 0; run < WARM_UP_RUNS; run++) {
        queryWords(sample).forEach((word, i, all) => lookUp(list, word, i === all.length - 1))
        decodePostings("1a2b")
      }
    },
    /**
     * One page of ranked hits with their fragments (each its own file, all asked for at once) and the
     * terms to highlight. `beforeFragments`, asked only when some of the hits' fragments are not
     * loaded yet, may say the list is no longer wanted (the reader typed on): then nothing more is fetched
     * and the answer is undefined.
     */
    async search(
      query: string,
      page: number,
      hitsPerPage: number,
      beforeFragments?: () => Promise<boolean>,
    ): Promise<{ total: number; hits: ShardedHit[] } | undefined> {
      const { ranked, total, words } = await rank(query, (page + 1) * hitsPerPage)
      const index = await meta()
      const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      const missing = shown.filter((entry) => !files.has(fragmentFileName(index, entry.section)))
      if (missing.length > 0 && beforeFragments && !(await beforeFragments())) return undefined
      const fragments = await Promise.all(shown.map((entry) => files.get<Fragment>(fragmentFileName(index, entry.section))))
      return { total, hits: shown.map((entry, i) => hitOf(scoring, entry, fragments[i], words)) }
    },
  }
}

export type ShardedIndex = ReturnType<typeof createShardedIndex>
