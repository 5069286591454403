import { writeFragments } from "./fragmentFiles"
import { hashOf, writeCorrections, writeDictionary } from "./indexShards"
import { termLists } from "./termScores"
import { INDEX_FORMAT, META_FILE, type IndexMeta } from "../shared/indexFormat"
import type { SearchRecord } from "../shared/searchRecord"
import { encodeTermList, termListFileName } from "../shared/termList"

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
}

export const DEFAULT_SHARD_SIZES: ShardSizes = { dictionaryChars: 4_000, postingsChars: 4_000, termListChars: 48_000 }

/** What an index holds, for the build's one-line report. */
export interface IndexStats {
  sections: number
  terms: number
  dictionaryShards: number
  correctionShards: number
  postingsFiles: number
  termList: boolean
  bytes: number
}

export interface BuiltIndex {
  /** Path under /search/ → file text. */
  files: Map<string, string>
  meta: IndexMeta
  stats: IndexStats
}

/** Where the index's files go as they are made: a path under /search/ and its text. */
export type IndexSink = (name: string, content: string) => void

/**
 * The whole index for these records, as files. Scores are final at build (BM25+ over each field with
 * the site's own statistics, times the field's boost), so a browser that loads only some shards scores
 * exactly as one that loaded all. Linear in the text: two passes over the records, one sort of the terms.
 */
export function buildSearchIndex(records: SearchRecord[], sizes: ShardSizes = DEFAULT_SHARD_SIZES): BuiltIndex {
  const files = new Map<string, string>()
  const { meta, stats } = writeIndexFiles(records, (name, content) => files.set(name, content), sizes)
  return { files, meta, stats }
}

/**
 * The same index, each file given to `put` as soon as it is made rather than all held to the end: a site of
 * 10,000 pages has 65 MB of them. Returns its meta and stats.
 */
export function writeIndexFiles(records: SearchRecord[], put: IndexSink, sizes: ShardSizes = DEFAULT_SHARD_SIZES): { meta: IndexMeta; stats: IndexStats } {
  let bytes = 0
  const emit: IndexSink = (name, content) => {
    bytes += Buffer.byteLength(content)
    put(name, content)
  }
  const lists = termLists(records)
  const terms = [...lists.keys()].sort()
  const total = records.length
  const { dictionary, fileCounts, located, postingsFiles } = writeDictionary(terms, lists, total, sizes, emit)
  const { corrections, minDf } = writeCorrections(terms, located, sizes, emit)
  const meta: IndexMeta = { format: INDEX_FORMAT, sections: total, terms: terms.length, dictionary, corrections, ...writeFragments(records, emit) }
  const termList = encodeTermList(terms, terms.map((term) => located.get(term)!.df), fileCounts, minDf)
  if (termList.terms.length + termList.shared.length + termList.df.length <= (sizes.termListChars ?? DEFAULT_SHARD_SIZES.termListChars!)) {
    const text = JSON.stringify(termList)
    meta.termList = termListFileName(hashOf(text))
    emit(meta.termList, text)
  }
  emit(META_FILE, JSON.stringify(meta))
  return {
    meta,
    stats: {
      sections: total,
      terms: terms.length,
      dictionaryShards: dictionary.length,
      correctionShards: corrections.length,
      postingsFiles,
      termList: meta.termList !== undefined,
      bytes,
    },
  }
}
