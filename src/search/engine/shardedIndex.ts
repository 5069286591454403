import type { ByteRange } from "./byteRanges"
import { correctionsFileName, decodeNumbers, decodePostings, dictionaryFileName, fragmentFileName, INDEX_FORMAT, META_FILE, packOffsets, postingsFileName, SCORE_SCALE, type CorrectionsShard, type DictionaryShard, type Fragment, type IndexMeta, type PostingsFile } from "../shared/indexFormat"
import { TopSections, type RankedSection } from "./ranking"
import { candidatesFor, rangesFor, shardsFor, type Candidate } from "./termCandidates"
import { decodeTermList, type TermList, type TermListFile } from "../shared/termList"
import { queryWords, type QueryWord } from "../shared/tokenize"
import { WARM_UP_RUNS } from "./warmUp"

/** Fetches one file of the index by its path under /search/ and parses it. */
export type IndexFileLoader = (path: string) => Promise<unknown>

/**
 * Fetches several byte ranges of one file of the index in one request and parses each as a deflated
 * JSON value. Rejects with `rangesRefused(…)` when the host answered with something else than those
 * ranges (then the index asks for fragment files one by one from then on).
 */
export type PackedLoader = (path: string, ranges: ByteRange[]) => Promise<unknown[]>

const RANGES_REFUSED = "RangesRefused"

/** The error a `PackedLoader` rejects with when the host does not answer requests for byte ranges. */
export function rangesRefused(message: string): Error {
  const error = new Error(message)
  error.name = RANGES_REFUSED
  return error
}

/** An identifier matched by its parts ("sync cursors" for syncCursors) counts for less than typed whole. */
const PARTS_WEIGHT = 0.5

export interface ShardedHit extends RankedSection {
  fragment: Fragment
  /** Index terms of this section that answered the query: what to highlight. */
  terms: string[]
  /** The query words it matched. */
  matchedWords: string[]
}

interface WordCandidates {
  word: QueryWord
  whole: Candidate[]
  /** One list per part of a compound word; empty for a plain word. */
  parts: Candidate[][]
}

/**
 * The embedded index, loaded piece by piece: meta first, then only the dictionary shards and postings
 * files a query's words need, and the fragments of the hits shown. Every file is fetched once.
 */
export function createShardedIndex(load: IndexFileLoader, loadPacked?: PackedLoader) {
  const files = new Map<string, Promise<unknown>>()
  const fetchOnce = <T>(path: string): Promise<T> => {
    let file = files.get(path)
    if (!file) {
      file = load(path)
      files.set(path, file)
      // A failed file may be asked for again by the next query.
      file.catch(() => files.delete(path))
    }
    return file as Promise<T>
  }
  // Each query word's candidate terms (as the last word, completed, or not), found once.
  const candidatesByWord = new Map<string, WordCandidates>()
  // Each term's list, decoded once: sections ascending, and their scores.
  const decoded = new Map<string, { sections: Int32Array; scores: Float64Array }>()
  // Scratch arrays, one slot per section, reused by every query: a large site's common words hold
  // tens of thousands of sections, too many for maps to be quick.
  let scratch: { best: Float64Array; total: Float64Array; words: Uint8Array; viaParts: Uint8Array } | undefined
  const scratchFor = (sections: number) => {
    if (!scratch || scratch.best.length < sections) scratch = { best: new Float64Array(sections), total: new Float64Array(sections), words: new Uint8Array(sections), viaParts: new Uint8Array(sections) }
    return scratch
  }
  /** Whether a term's decoded list holds a section (binary search: the list is ascending). */
  const holds = (term: string, section: number) => {
    const list = decoded.get(term)?.sections
    let low = 0
    let high = (list?.length ?? 0) - 1
    while (list && low <= high) {
      const middle = (low + high) >> 1
      if (list[middle] === section) return true
      if (list[middle] < section) low = middle + 1
      else high = middle - 1
    }
    return false
  }
  // Meta and the term list once they are in, read without awaiting: a query then runs up to its postings
  // requests in the keystroke's own turn, before anything else queued on it (the panel's render).
  const loaded: { meta?: IndexMeta; termList?: TermList; offsets?: Float64Array } = {}
  const meta = async (): Promise<IndexMeta> => {
    const value = await fetchOnce<IndexMeta>(META_FILE)
    if (value.format !== INDEX_FORMAT) throw new Error(`Search index format ${value.format}, expected ${INDEX_FORMAT}`)
    loaded.meta = value
    return value
  }
  // The term list, decoded once (a failed fetch may be tried again); undefined on a site without one.
  let termList: Promise<TermList> | undefined
  const termListOf = (index: IndexMeta): Promise<TermList> | undefined => {
    if (!termList && index.termList) {
      termList = fetchOnce<TermListFile>(index.termList).then((file) => (loaded.termList = decodeTermList(file, index)))
      termList.catch(() => (termList = undefined))
    }
    return termList
  }
  // The packed fragments' offsets (fetched on intent), while the host answers byte ranges. Never rejects:
  // without them, fragments come from their files (and a later call asks for the sizes again).
  let packSizes: Promise<Float64Array | undefined> | undefined
  let refused = !loadPacked
  const offsetsOf = (index: IndexMeta): Promise<Float64Array | undefined> | undefined => {
    if (!packSizes && index.pack && !refused) {
      packSizes = fetchOnce<string>(index.pack.sizes).then(
        (text) => (loaded.offsets = packOffsets(decodeNumbers(text), index.pack!.unit)),
        () => (packSizes = undefined),
      )
    }
    return packSizes
  }
  /**
   * Starts loading the fragments of `sections` in one request for their ranges of the pack, each kept as
   * if its own file had been fetched; a section the pack does not bring (a host that refuses ranges, a
   * failed request) falls back to its file. Without a pack, does nothing: `fetchOnce` gets the files.
   */
  async function packFragments(index: IndexMeta, sections: number[]): Promise<void> {
    if (!index.pack || refused || sections.length === 0) return
    const offsets = loaded.offsets ?? (await offsetsOf(index))
    const wanted = sections.filter((section) => !files.has(fragmentFileName(index, section)))
    if (!offsets || wanted.length === 0 || refused) return
    const ranges = wanted.map((section): ByteRange => [offsets[section], offsets[section + 1] - 1])
    const all = loadPacked!(index.pack.data, ranges)
    all.catch((error) => {
      if (error instanceof Error && error.name === RANGES_REFUSED) refused = true
    })
    wanted.forEach((section, i) => {
      const path = fragmentFileName(index, section)
      const file = all.then(
        (fragments) => fragments[i],
        () => load(path),
      )
      files.set(path, file)
      file.catch(() => files.delete(path))
    })
  }

  /** A word's candidates from the term list: its exact term, completions if it is the last word, corrections, and its parts'. */
  const lookUp = (list: TermList, word: QueryWord, isLast: boolean): Omit<WordCandidates, "word"> => ({
    whole: candidatesFor(word.term, [list.starting(word.term)], isLast, [list.correctable(word.term)]),
    parts: word.parts.map((part, p) => candidatesFor(part, [list.starting(part)], isLast && p === word.parts.length - 1)),
  })

  /** The shard files a query's words need: dictionary shards, then corrections shards. */
  function shardFiles(index: IndexMeta, words: QueryWord[]): { dictionary: string[]; corrections: string[] } {
    const dictionary = new Set<string>()
    const corrections = new Set<string>()
    words.forEach((word, i) => {
      const ranges = rangesFor(word, i === words.length - 1)
      ranges.terms.forEach(([from, to]) => shardsFor(index.dictionary, from, to).forEach((hash) => dictionary.add(dictionaryFileName(hash))))
      ranges.corrections.forEach(([from, to]) => shardsFor(index.corrections, from, to).forEach((hash) => corrections.add(correctionsFileName(hash))))
    })
    return { dictionary: [...dictionary], corrections: [...corrections] }
  }

  /** Loads and decodes the lists of the candidates not decoded yet; `where` says which file holds each term. */
  async function postingsOf(candidates: Candidate[], where: (term: string) => string | undefined): Promise<void> {
    const needed = [...new Set(candidates.filter((c) => !decoded.has(c.term)).map((c) => where(c.term)!))]
    const loaded = new Map(await Promise.all(needed.map(async (name) => [name, await fetchOnce<PostingsFile>(name)] as const)))
    for (const candidate of candidates) {
      if (decoded.has(candidate.term)) continue
      const postings = decodePostings(loaded.get(where(candidate.term)!)?.[candidate.term] ?? "")
      decoded.set(candidate.term, { sections: Int32Array.from(postings, ([section]) => section), scores: Float64Array.from(postings, ([, score]) => score / SCORE_SCALE) })
    }
  }

  /** Each section's best score for one list of candidates (a map: parts of compound words only). */
  function scoresOf(candidates: Candidate[]): Map<number, number> {
    const scores = new Map<number, number>()
    for (const { term, weight } of candidates) {
      const { sections, scores: values } = decoded.get(term)!
      for (let i = 0; i < sections.length; i++) {
        const value = weight * values[i]
        if (value > (scores.get(sections[i]) ?? 0)) scores.set(sections[i], value)
      }
    }
    return scores
  }

  /**
   * Adds one query word to the running totals: each section's best candidate score, or, for a
   * compound word, the parts' scores when only the parts are there. Returns the sections it touched first.
   */
  function addWord({ whole, parts }: WordCandidates, { best, total, words, viaParts }: NonNullable<typeof scratch>, touched: number[]): void {
    const found: number[] = []
    for (const { term, weight } of whole) {
      const { sections, scores } = decoded.get(term)!
      for (let i = 0; i < sections.length; i++) {
        const section = sections[i]
        const value = weight * scores[i]
        if (best[section] === 0) found.push(section)
        if (value > best[section]) best[section] = value
      }
    }
    for (const section of found) {
      if (words[section] === 0) touched.push(section)
      total[section] += best[section]
      words[section]++
    }
    if (parts.length > 0) {
      const perPart = parts.map(scoresOf)
      for (const [section] of perPart[0]) {
        if (best[section] > 0 || !perPart.every((part) => part.has(section))) continue
        if (words[section] === 0) touched.push(section)
        total[section] += PARTS_WEIGHT * perPart.reduce((sum, part) => sum + part.get(section)!, 0)
        words[section]++
        viaParts[section]++
      }
    }
    for (const section of found) best[section] = 0
  }

  /** A word's candidates, found once: the shards or list a word needs never change (each keystroke asks again for the words before it). */
  function candidatesOnce(word: QueryWord, isLast: boolean, find: () => Omit<WordCandidates, "word">): WordCandidates {
    const key = `${isLast ? "last" : "word"}:${word.term}`
    let known = candidatesByWord.get(key)
    if (!known) candidatesByWord.set(key, (known = { word, ...find() }))
    return known
  }

  /** Lookup in the term list (fetched on intent): no round trip before the postings. */
  function fromTermList(list: TermList, words: QueryWord[]): { candidates: WordCandidates[]; where: (term: string) => string | undefined } {
    const candidates = words.map((word, i) => candidatesOnce(word, i === words.length - 1, () => lookUp(list, word, i === words.length - 1)))
    return { candidates, where: list.fileOf }
  }

  /** Lookup in the dictionary and corrections shards the words need, fetched together in one round trip. */
  async function fromShards(index: IndexMeta, words: QueryWord[]): Promise<{ candidates: WordCandidates[]; where: (term: string) => string | undefined }> {
    const needed = shardFiles(index, words)
    // Both kinds of shard in one round trip.
    const [dictionary, corrections] = await Promise.all([
      Promise.all(needed.dictionary.map(async (name) => [name, await fetchOnce<DictionaryShard>(name)] as const)).then((entries) => new Map(entries)),
      Promise.all(needed.corrections.map(async (name) => [name, await fetchOnce<CorrectionsShard>(name)] as const)).then((entries) => new Map(entries)),
    ])
    // Where each term's list is: the dictionary shard's own files, or those a corrections shard points at.
    const where = new Map<string, string>()
    for (const [name, shard] of dictionary) {
      const hash = name.slice("dict.".length, -".json".length)
      shard.terms.forEach((term, i) => where.set(term, postingsFileName(hash, shard.file[i])))
    }
    for (const shard of corrections.values()) shard.terms.forEach((term, i) => where.set(term, postingsFileName(index.dictionary[shard.shard[i]][1], shard.file[i])))
    const shardsIn = <T>(loaded: Map<string, T>, ranges: [string, string][], meta: [string, string][], fileName: (hash: string) => string) =>
      [...new Set(ranges.flatMap(([from, to]) => shardsFor(meta, from, to)))].map((hash) => loaded.get(fileName(hash))!)
    const candidates = words.map((word, i) => {
      const isLast = i === words.length - 1
      return candidatesOnce(word, isLast, () => {
        const ranges = rangesFor(word, isLast)
        const shards = shardsIn(dictionary, ranges.terms, index.dictionary, dictionaryFileName)
        const correctionShards = shardsIn(corrections, ranges.corrections, index.corrections, correctionsFileName)
        return {
          whole: candidatesFor(word.term, shards, isLast, correctionShards),
          parts: word.parts.map((part, p) => candidatesFor(part, shards, isLast && p === word.parts.length - 1)),
        }
      })
    })
    return { candidates, where: (term) => where.get(term) }
  }

  /**
   * Ranks the sections for a query: every word must match (the last as a prefix, each within its
   * typos); when no section holds them all, sections holding at least half of them, most first (as
   * Algolia's removeWordsIfNoResults: allOptional, which has no such floor). Then words typed as identifiers and found whole rank above
   * those found only by their parts; then the score; ties keep index order.
   */
  async function rank(query: string, limit = Infinity): Promise<{ ranked: RankedSection[]; total: number; words: WordCandidates[] }> {
    const index = loaded.meta ?? (await meta())
    // The pack's sizes, if intent did not ask for them yet, load beside the postings.
    if (!loaded.offsets) offsetsOf(index)
    const words = queryWords(query)
    if (words.length === 0) return { ranked: [], total: 0, words: [] }
    const list = loaded.termList ?? (await termListOf(index))
    const { candidates, where } = list ? fromTermList(list, words) : await fromShards(index, words)
    await postingsOf(candidates.flatMap((c) => [...c.whole, ...c.parts.flat()]), where)
    const sums = scratchFor(index.sections)
    const touched: number[] = []
    for (const word of candidates) addWord(word, sums, touched)
    // All words, else at least half of them: a phrase with one word the site never uses still finds its
    // page, and a string of unrelated words finds nothing.
    const most = touched.reduce((max, section) => Math.max(max, sums.words[section]), 0)
    const floor = most === words.length ? words.length : Math.ceil(words.length / 2)
    // Only the first `limit` are put in order: a common word holds tens of thousands of sections.
    const top = new TopSections(limit)
    let total = 0
    for (const section of touched) {
      if (sums.words[section] >= floor) {
        total++
        top.offer({ section, score: sums.total[section], words: sums.words[section], viaParts: sums.viaParts[section] })
      }
      sums.total[section] = 0
      sums.words[section] = 0
      sums.viaParts[section] = 0
    }
    const ranked = top.sorted()
    return { ranked, total, words: candidates }
  }

  return {
    meta,
    /** On intent: what every query needs before its postings (meta, and the term list when there is one). */
    async preload(): Promise<void> {
      const index = await meta()
      await Promise.all([termListOf(index), offsetsOf(index)])
    },
    rank,
    /**
     * Looks a sample's words up in the term list once it is loaded (fetching nothing, keeping nothing), so
     * that the reader's first query does not pay for compiling the lookup.
     */
    async warmUp(sample: string): Promise<void> {
      await meta()
      if (!termList) return
      const list = await termList
      for (let run = 0; run < WARM_UP_RUNS; run++) {
        queryWords(sample).forEach((word, i, all) => lookUp(list, word, i === all.length - 1))
        decodePostings("1a2b")
      }
    },
    /**
     * One page of ranked hits with their fragments (in one request, where the host answers byte ranges) and the terms to highlight. `beforeFragments`, asked
     * only when some of the hits' fragments are not loaded yet, may say the list is no longer wanted (the
     * reader typed on): then nothing more is fetched and the answer is undefined.
     */
    async search(query: string, page: number, hitsPerPage: number, beforeFragments?: () => Promise<boolean>): Promise<{ total: number; hits: ShardedHit[] } | undefined> {
      const { ranked, total, words } = await rank(query, (page + 1) * hitsPerPage)
      const index = await meta()
      const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      const missing = shown.filter((entry) => !files.has(fragmentFileName(index, entry.section)))
      if (missing.length > 0 && beforeFragments && !(await beforeFragments())) return undefined
      // One request for the list's fragments where the host answers byte ranges, else one per fragment.
      await packFragments(
        index,
        missing.map((entry) => entry.section),
      )
      const hits = await Promise.all(
        shown.map(async (entry): Promise<ShardedHit> => {
          const fragment = await fetchOnce<Fragment>(fragmentFileName(index, entry.section))
          const terms = new Set<string>()
          const matchedWords: string[] = []
          for (const { word, whole, parts } of words) {
            const matched = [...whole, ...parts.flat()].filter((c) => holds(c.term, entry.section)).map((c) => c.term)
            if (matched.length > 0) matchedWords.push(word.term)
            matched.forEach((term) => terms.add(term))
          }
          return { ...entry, fragment, terms: [...terms], matchedWords }
        }),
      )
      return { total, hits }
    },
  }
}

export type ShardedIndex = ReturnType<typeof createShardedIndex>
