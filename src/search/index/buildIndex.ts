import { createHash } from "crypto"
import { constants, deflateRawSync } from "zlib"
import { correctionKey, correctionsFileName, dictionaryFileName, encodeNumber, encodePostings, fragmentFileName, INDEX_FORMAT, META_FILE, PACK_MAX_SECTIONS, PACK_UNIT, postingsFileName, SCORE_SCALE, type CorrectionsShard, type DictionaryShard, type Fragment, type IndexMeta, type PostingsFile } from "../shared/indexFormat"
import type { SearchRecord } from "./records"
import { encodeTermList, termListFileName } from "../shared/termList"
import { tokenize } from "../shared/tokenize"

/** Headers weigh most, then titles, then prose, then code; an identifier's parts count for less than the whole. */
export const FIELD_BOOSTS = { header: 3, title: 1.5, content: 1, code: 0.6 } as const
export const PART_WEIGHT = 0.4
// BM25+ as MiniSearch and Lucene use it.
const K1 = 1.2
const B = 0.7
const DELTA = 0.5

export interface ShardSizes {
  /** A dictionary shard is cut once its JSON passes this many characters. */
  dictionaryChars: number
  /** A postings file is cut once its JSON passes this many characters (a longer list stands alone). */
  postingsChars: number
  /**
   * The term list is written when its terms and counts take at most this many characters (gzip keeps
   * about half): fetched on intent, it must fit in the first search's 80 KB beside the dialog's chunk.
   * This site's 5,446 terms take 40,212 (19 KB gzip). Past it, words are looked up in the shards. 0: never.
   */
  termListChars?: number
  /** The most sections whose fragments are also packed (`PACK_MAX_SECTIONS` unless said). */
  packMaxSections?: number
}

export const DEFAULT_SHARD_SIZES: ShardSizes = { dictionaryChars: 4_000, postingsChars: 4_000, termListChars: 48_000 }
/** Past this many shards, shards grow instead, so meta stays small on a large site. */
export const MAX_DICTIONARY_SHARDS = 256
/** At most this many terms are offered as typos' corrections: the most used ones. */
export const MAX_CORRECTION_TERMS = 30_000

/**
 * A fragment as the pack holds it: deflated, then padded to whole `PACK_UNIT`s by a last stored block of
 * spaces (JSON allows them after the value), so that its size is a small number of units: most take
 * one digit in the sizes file, which intent fetches.
 */
export function packedFragment(text: string): Buffer {
  // A sync flush ends the compressed blocks on a byte boundary, where a stored block can start.
  const body = deflateRawSync(text, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })
  const spaces = (PACK_UNIT - ((body.length + 5) % PACK_UNIT)) % PACK_UNIT
  const tail = Buffer.alloc(5 + spaces, " ")
  // The final stored block: its header bits (final, stored) in one byte, then its length and that length's complement.
  tail[0] = 1
  tail.writeUInt16LE(spaces, 1)
  tail.writeUInt16LE(~spaces & 0xffff, 3)
  return Buffer.concat([body, tail])
}

/** The fewest sections a term must be in to be offered as a correction, so at most `max` terms are. */
export function correctionMinDf(dfs: number[], max = MAX_CORRECTION_TERMS): number {
  if (dfs.length <= max) return 1
  const sorted = [...dfs].sort((a, b) => b - a)
  // Every term as used as the max-th one is in, or none of them: the threshold is one above it.
  return sorted[max - 1] + (sorted[max] === sorted[max - 1] ? 1 : 0)
}

/** What an index holds, for the build's one-line report. */
export interface IndexStats {
  sections: number
  terms: number
  dictionaryShards: number
  correctionShards: number
  postingsFiles: number
  termList: boolean
  pack: boolean
  bytes: number
}

export interface BuiltIndex {
  /** Path under /search/ → file text. */
  files: Map<string, string>
  /** Path under /search/ → bytes: the fragments' pack, on a site small enough for one. */
  binaryFiles: Map<string, Uint8Array>
  meta: IndexMeta
  stats: IndexStats
}

/** Where the index's files go as they are made: a path under /search/ and its text (or bytes, the pack's). */
export type IndexSink = (name: string, content: string | Uint8Array) => void

type FieldName = keyof typeof FIELD_BOOSTS
const FIELDS = Object.keys(FIELD_BOOSTS) as FieldName[]

function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16)
}

/** Term frequencies of one field: whole tokens count 1, an identifier's parts PART_WEIGHT. */
function fieldFrequencies(text: string): { length: number; frequencies: Map<string, number> } {
  const frequencies = new Map<string, number>()
  const tokens = tokenize(text)
  for (const token of tokens) {
    frequencies.set(token.term, (frequencies.get(token.term) ?? 0) + 1)
    for (const part of token.parts) frequencies.set(part, (frequencies.get(part) ?? 0) + PART_WEIGHT)
  }
  return { length: tokens.length, frequencies }
}

/** The shortest prefix of `term` that still sorts after `previous`: where a shard's range begins. */
export function shortestStart(previous: string | undefined, term: string): string {
  if (previous === undefined) return ""
  for (let length = 1; length <= term.length; length++) if (term.slice(0, length) > previous) return term.slice(0, length)
  return term
}

/**
 * The whole index for these records, as files. Scores are final at build (BM25+ over each field with
 * the site's own statistics, times the field's boost), so a browser that loads only some shards scores
 * exactly as one that loaded all. Linear in the text: two passes over the records, one sort of the terms.
 */
export function buildSearchIndex(records: SearchRecord[], sizes: ShardSizes = DEFAULT_SHARD_SIZES): BuiltIndex {
  const files = new Map<string, string>()
  const binaryFiles = new Map<string, Uint8Array>()
  const { meta, stats } = writeIndexFiles(records, (name, content) => (typeof content === "string" ? files.set(name, content) : binaryFiles.set(name, content)), sizes)
  return { files, binaryFiles, meta, stats }
}

/**
 * The same index, each file given to `put` as soon as it is made rather than all held to the end: a site of
 * 10,000 pages has 65 MB of them. Returns its meta and stats.
 */
export function writeIndexFiles(records: SearchRecord[], put: IndexSink, sizes: ShardSizes = DEFAULT_SHARD_SIZES): { meta: IndexMeta; stats: IndexStats } {
  let bytes = 0
  const emit: IndexSink = (name, content) => {
    bytes += typeof content === "string" ? Buffer.byteLength(content) : content.length
    put(name, content)
  }
  // Pass 1: field lengths, for length normalisation. Pass 2 counts the terms again rather than keeping every
  // section's counts from here: those maps were most of a large index's memory (90,000 sections: a peak of
  // 1.5 GB with them, 0.8 GB without).
  const totals = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<FieldName, number>
  for (const record of records) for (const field of FIELDS) totals[field] += tokenize(record[field]).length
  const average = Object.fromEntries(FIELDS.map((field) => [field, totals[field] / Math.max(1, records.length) || 1])) as Record<FieldName, number>
  // Pass 2: each term's sections with their field-weighted term scores (idf applied once df is known), one
  // flat list per term: section, score, section, score…
  const lists = new Map<string, number[]>()
  records.forEach((record, section) => {
    const scores = new Map<string, number>()
    for (const field of FIELDS) {
      const { length, frequencies } = fieldFrequencies(record[field])
      const norm = K1 * (1 - B + (B * length) / average[field])
      for (const [term, tf] of frequencies) scores.set(term, (scores.get(term) ?? 0) + FIELD_BOOSTS[field] * ((tf * (K1 + 1)) / (tf + norm) + DELTA))
    }
    for (const [term, score] of scores) {
      let list = lists.get(term)
      if (!list) lists.set(term, (list = []))
      list.push(section, score)
    }
  })
  const terms = [...lists.keys()].sort()
  const total = records.length
  let postingsFiles = 0

  // Dictionary shards: sorted ranges of terms, each starting at the shortest prefix that tells it from
  // the last. A shard's postings files are named for the shard (whose hash covers them), so meta lists
  // only the shards, however many postings files there are.
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

  // Corrections: the most used terms, in ranges of their own, for typo lookups. A typo can be anywhere
  // after the first letter, so a query word needs every candidate of its letter at the lengths its typos
  // allow (the shards are in correctionKey order: letter, length, term): on a large site these
  // lists spare it the names only one or two sections use (most of its terms), the least likely corrections.
  const minDf = correctionMinDf(terms.map((term) => located.get(term)!.df))
  const frequent = terms
    .filter((term) => located.get(term)!.df >= minDf)
    .map((term) => ({ term, key: correctionKey(term) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const corrections: [string, string][] = []
  const correctionsChars = Math.max(sizes.dictionaryChars, Math.ceil(frequent.reduce((sum, { term }) => sum + term.length + 14, 0) / MAX_DICTIONARY_SHARDS))
  previousTerm = undefined
  for (start = 0; start < frequent.length; ) {
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

  // Fragments: what a shown hit displays, one file per section, in a folder named for all of them.
  // The folder's name is the hash of every fragment's text (joined by newlines), taken a fragment at a time.
  const fragmentTexts = records.map((record) => {
    const fragment: Fragment = [record.url, record.title, record.header, record.hierarchy.length === 3 ? record.hierarchy[1] : "", record.content, record.code]
    return JSON.stringify(fragment)
  })
  const fragmentsHash = createHash("sha256")
  fragmentTexts.forEach((text, section) => fragmentsHash.update(section > 0 ? `\n${text}` : text))
  const fragmentsDir = `fragments.${fragmentsHash.digest("hex").slice(0, 16)}`
  fragmentTexts.forEach((text, section) => emit(fragmentFileName({ fragments: fragmentsDir }, section), text))

  const meta: IndexMeta = { format: INDEX_FORMAT, sections: total, terms: terms.length, dictionary, corrections, fragments: fragmentsDir }
  // The same fragments packed: each deflated alone (a result list asks for its own few), in section order.
  if (total > 0 && total <= (sizes.packMaxSections ?? PACK_MAX_SECTIONS)) {
    const packed = fragmentTexts.map(packedFragment)
    meta.pack = { data: `${fragmentsDir}.pack`, sizes: `${fragmentsDir}.sizes.json`, unit: PACK_UNIT }
    emit(meta.pack.data, Buffer.concat(packed))
    emit(meta.pack.sizes, JSON.stringify(packed.map((data) => encodeNumber(data.length / PACK_UNIT)).join("")))
  }
  const termList = encodeTermList(terms, terms.map((term) => located.get(term)!.df), fileCounts, minDf)
  if (termList.terms.length + termList.shared.length + termList.df.length <= (sizes.termListChars ?? DEFAULT_SHARD_SIZES.termListChars!)) {
    const text = JSON.stringify(termList)
    meta.termList = termListFileName(hashOf(text))
    emit(meta.termList, text)
  }
  emit(META_FILE, JSON.stringify(meta))
  return { meta, stats: { sections: total, terms: terms.length, dictionaryShards: dictionary.length, correctionShards: corrections.length, postingsFiles, termList: meta.termList !== undefined, pack: meta.pack !== undefined, bytes } }
}
