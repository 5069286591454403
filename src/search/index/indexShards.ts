import { createHash } from "crypto"
import type { IndexSink, ShardSizes } from "./buildIndex"
import {
  correctionKey,
  correctionsFileName,
  dictionaryFileName,
  encodePostings,
  postingsFileName,
  SCORE_SCALE,
  type CorrectionsShard,
  type DictionaryShard,
  type PostingsFile,
} from "../shared/indexFormat"

/** Past this many shards, shards grow instead, so meta stays small on a large site. */
export const MAX_DICTIONARY_SHARDS = 256
/** At most this many terms are offered as typos' corrections: the most used ones. */
export const MAX_CORRECTION_TERMS = 30_000

export function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16)
}

/** The shortest prefix of `term` that still sorts after `previous`: where a shard's range begins. */
export function shortestStart(previous: string | undefined, term: string): string {
  if (previous === undefined) return ""
  for (let length = 1; length <= term.length; length++) if (term.slice(0, length) > previous) return term.slice(0, length)
  return term
}

/** The fewest sections a term must be in to be offered as a correction, so at most `max` terms are. */
export function correctionMinDf(dfs: number[], max = MAX_CORRECTION_TERMS): number {
  if (dfs.length <= max) return 1
  const sorted = [...dfs].sort((a, b) => b - a)
  // Every term as used as the max-th one is in, or none of them: the threshold is one above it.
  return sorted[max - 1] + (sorted[max] === sorted[max - 1] ? 1 : 0)
}

/** Where a term's list is: its dictionary shard, the shard's postings file, and how many sections hold it. */
export type TermPlaces = Map<string, { shard: number; file: number; df: number }>

/** The dictionary as written: meta's shard ranges, each shard's postings files' term counts, and each term's place. */
export interface WrittenDictionary {
  dictionary: [string, string][]
  fileCounts: number[][]
  located: TermPlaces
  postingsFiles: number
}

/**
 * Writes the dictionary shards and their postings files, emptying `lists` as it goes. Dictionary shards are
 * sorted ranges of terms, each starting at the shortest prefix that tells it from the last. A shard's
 * postings files are named for the shard (whose hash covers them), so meta lists only the shards, however
 * many postings files there are.
 */
export function writeDictionary(terms: string[], lists: Map<string, number[]>, total: number, sizes: ShardSizes, emit: IndexSink): WrittenDictionary {
  let postingsFiles = 0
  const dictionaryChars = Math.max(sizes.dictionaryChars, Math.ceil(terms.reduce((sum, term) => sum + term.length + 12, 0) / MAX_DICTIONARY_SHARDS))
  const dictionary: [string, string][] = []
  // Per shard, how many terms each of its postings files holds: the term list's `files`.
  const fileCounts: number[][] = []
  const located = new Map<string, { shard: number; file: number; df: number }>()
  let previousTerm: string | undefined
  let start = 0
  while (start < terms.length) {
    let end = start
    for (let chars = 0; end < terms.length && chars <= dictionaryChars; end++) chars += terms[end].length + 12
    const shard: DictionaryShard = { terms: terms.slice(start, end), df: [], file: [] }
    const postings: PostingsFile[] = [{}]
    let chars = 0
    for (const term of shard.terms) {
      const list = lists.get(term)!
      const df = list.length / 2
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5))
      const scored: [number, number][] = []
      for (let at = 0; at < list.length; at += 2) scored.push([list[at], Math.max(1, Math.round(list[at + 1] * idf * SCORE_SCALE))])
      // Encoded once: the term's list is not read again.
      lists.delete(term)
      const encoded = encodePostings(scored)
      if (chars > 0 && chars + encoded.length > sizes.postingsChars) {
        postings.push({})
        chars = 0
      }
      postings[postings.length - 1][term] = encoded
      chars += encoded.length + term.length + 6
      shard.df.push(df)
      shard.file.push(postings.length - 1)
      located.set(term, { shard: dictionary.length, file: postings.length - 1, df })
    }
    const shardText = JSON.stringify(shard)
    const postingsTexts = postings.map((file) => JSON.stringify(file))
    const hash = hashOf([shardText, ...postingsTexts].join("\n"))
    emit(dictionaryFileName(hash), shardText)
    postingsTexts.forEach((text, n) => emit(postingsFileName(hash, n), text))
    postingsFiles += postingsTexts.length
    fileCounts.push(postings.map((file) => Object.keys(file).length))
    dictionary.push([shortestStart(previousTerm, shard.terms[0]), hash])
    previousTerm = shard.terms[shard.terms.length - 1]
    start = end
  }

  return { dictionary, fileCounts, located, postingsFiles }
}

/**
 * Writes the corrections shards: the most used terms, in ranges of their own, for typo lookups. A typo can
 * be anywhere after the first letter, so a query word needs every candidate of its letter at the lengths
 * its typos allow (the shards are in correctionKey order: letter, length, term): on a large site these
 * lists spare it the names only one or two sections use (most of its terms), the least likely corrections.
 */
export function writeCorrections(terms: string[], located: TermPlaces, sizes: ShardSizes, emit: IndexSink): { corrections: [string, string][]; minDf: number } {
  const minDf = correctionMinDf(terms.map((term) => located.get(term)!.df))
  const frequent = terms
    .filter((term) => located.get(term)!.df >= minDf)
    .map((term) => ({ term, key: correctionKey(term) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const corrections: [string, string][] = []
  const correctionsChars = Math.max(sizes.dictionaryChars, Math.ceil(frequent.reduce((sum, { term }) => sum + term.length + 14, 0) / MAX_DICTIONARY_SHARDS))
  let previousTerm: string | undefined
  for (let start = 0; start < frequent.length; ) {
    let end = start
    for (let chars = 0; end < frequent.length && chars <= correctionsChars; end++) chars += frequent[end].term.length + 14
    const entries = frequent.slice(start, end)
    const keys = entries.map(({ key }) => key)
    const shard: CorrectionsShard = { terms: entries.map(({ term }) => term), df: [], shard: [], file: [] }
    for (const term of shard.terms) {
      const { shard: at, file, df } = located.get(term)!
      shard.df.push(df)
      shard.shard.push(at)
      shard.file.push(file)
    }
    const text = JSON.stringify(shard)
    const hash = hashOf(text)
    emit(correctionsFileName(hash), text)
    corrections.push([shortestStart(previousTerm, keys[0]), hash])
    previousTerm = keys[keys.length - 1]
    start = end
  }

  return { corrections, minDf }
}
