import type { IndexFiles } from "./indexFiles"
import { candidatesFor, rangesFor, shardsFor, type Candidate } from "./termCandidates"
import { correctionsFileName, dictionaryFileName, postingsFileName, type CorrectionsShard, type DictionaryShard, type IndexMeta } from "../shared/indexFormat"
import type { TermList } from "../shared/termList"
import type { QueryWord } from "../shared/tokenize"

/** A query word's candidate terms, whole and by the parts of a compound word. */
export interface WordCandidates {
  word: QueryWord
  whole: Candidate[]
  /** One list per part of a compound word; empty for a plain word. */
  parts: Candidate[][]
}

/** The candidates of a query's words, and which postings file holds each term's list. */
export interface Lookup {
  candidates: WordCandidates[]
  where: (term: string) => string | undefined
}

/** A word's candidates from the term list: its exact term, completions if it is the last word, corrections, and its parts'. */
export const lookUp = (list: TermList, word: QueryWord, isLast: boolean): Omit<WordCandidates, "word"> => ({
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

/** The loaded shards that hold `ranges`, in the order of the index's shards. */
function shardsIn<T>(loaded: Map<string, T>, ranges: [string, string][], meta: [string, string][], fileName: (hash: string) => string): T[] {
  return [...new Set(ranges.flatMap(([from, to]) => shardsFor(meta, from, to)))].map((hash) => loaded.get(fileName(hash))!)
}

/** Where each term's list is: the dictionary shard's own files, or those a corrections shard points at. */
function postingsFiles(index: IndexMeta, dictionary: Map<string, DictionaryShard>, corrections: Map<string, CorrectionsShard>): Map<string, string> {
  const where = new Map<string, string>()
  for (const [name, shard] of dictionary) {
    const hash = name.slice("dict.".length, -".json".length)
    shard.terms.forEach((term, i) => where.set(term, postingsFileName(hash, shard.file[i])))
  }
  for (const shard of corrections.values()) {
    shard.terms.forEach((term, i) => where.set(term, postingsFileName(index.dictionary[shard.shard[i]][1], shard.file[i])))
  }
  return where
}

/** Finds a query's candidate terms, in the term list (fetched on intent) or in the shards the words need. */
export class TermLookup {
  // Each query word's candidate terms (as the last word, completed, or not), found once: the shards or list
  // a word needs never change, and each keystroke asks again for the words before it.
  private readonly known = new Map<string, WordCandidates>()

  constructor(private readonly files: IndexFiles) {}

  private once(word: QueryWord, isLast: boolean, find: () => Omit<WordCandidates, "word">): WordCandidates {
    const key = `${isLast ? "last" : "word"}:${word.term}`
    let known = this.known.get(key)
    if (!known) this.known.set(key, (known = { word, ...find() }))
    return known
  }

  /** Lookup in the term list: no round trip before the postings. */
  fromTermList(list: TermList, words: QueryWord[]): Lookup {
    const candidates = words.map((word, i) => this.once(word, i === words.length - 1, () => lookUp(list, word, i === words.length - 1)))
    return { candidates, where: list.fileOf }
  }

  /** Lookup in the dictionary and corrections shards the words need, fetched together in one round trip. */
  async fromShards(index: IndexMeta, words: QueryWord[]): Promise<Lookup> {
    const needed = shardFiles(index, words)
    const loadAll = <T>(names: string[]) =>
      Promise.all(names.map(async (name) => [name, await this.files.get<T>(name)] as const)).then((entries) => new Map(entries))
    const [dictionary, corrections] = await Promise.all([loadAll<DictionaryShard>(needed.dictionary), loadAll<CorrectionsShard>(needed.corrections)])
    const where = postingsFiles(index, dictionary, corrections)
    const candidates = words.map((word, i) => {
      const isLast = i === words.length - 1
      return this.once(word, isLast, () => {
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
}
