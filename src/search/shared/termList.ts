import { decodeNumbers, encodeNumber, postingsFileName, type IndexMeta } from "./indexFormat"

/**
 * Every term of a small site's index in one file, fetched on intent: a query's words, their completions
 * and their corrections are then looked up in memory, and a query waits only for postings and fragments.
 * - `terms`: the sorted terms, front-coded: each without the characters it shares with the one before,
 *   one per line, and `shared`: how many those are, one `encodeNumber` digit (at most 31) per term;
 * - `df`: each term's section count, as `encodeNumber`s;
 * - `files`: for each dictionary shard (meta.dictionary's order), how many of its terms each of its
 *   postings files holds, in term order;
 * - `correctionMinDf`: the fewest sections a term must be in to be offered as a typo's correction.
 */
export interface TermListFile {
  terms: string
  shared: string
  df: string
  files: number[][]
  correctionMinDf: number
}

export const termListFileName = (hash: string) => `terms.${hash}.json`

/** The most characters a term may share with the one before and say so in one digit. */
const MAX_SHARED = 31

export function encodeTermList(terms: string[], df: number[], files: number[][], correctionMinDf: number): TermListFile {
  let previous = ""
  const shared = terms.map((term) => {
    let same = 0
    while (same < MAX_SHARED && same < previous.length && same < term.length && previous[same] === term[same]) same++
    previous = term
    return same
  })
  return {
    terms: terms.map((term, i) => term.slice(shared[i])).join("\n"),
    shared: shared.map(encodeNumber).join(""),
    df: df.map(encodeNumber).join(""),
    files,
    correctionMinDf,
  }
}

/** Terms with their section counts, in term order: what candidate lookup scans. */
export interface TermColumn {
  terms: string[]
  df: number[]
}

export interface TermList {
  /** The terms that begin with this word's first character: its exact match and completions are among them. */
  starting(word: string): TermColumn
  /** The same, only those offered as corrections. */
  correctable(word: string): TermColumn
  /** The postings file that holds a term's list. */
  fileOf(term: string): string | undefined
}

const EMPTY: TermColumn = { terms: [], df: [] }

/** Decodes a term list for this meta (its dictionary shards name the postings files). */
export function decodeTermList(file: TermListFile, meta: IndexMeta): TermList {
  const lines = file.terms.split("\n")
  const df = decodeNumbers(file.df)
  const shared = decodeNumbers(file.shared)
  if (df.length !== lines.length || shared.length !== lines.length) {
    throw new Error(`Search term list: ${lines.length} terms but ${df.length} counts and ${shared.length} shared prefixes`)
  }
  const byFirst = new Map<string, TermColumn>()
  const correctableByFirst = new Map<string, TermColumn>()
  const where = new Map<string, string>()
  const names = file.files.flatMap((counts, shard) => counts.flatMap((count, n) => Array<string>(count).fill(postingsFileName(meta.dictionary[shard][1], n))))
  let previous = ""
  lines.forEach((line, i) => {
    const term = previous.slice(0, shared[i]) + line
    previous = term
    where.set(term, names[i])
    const first = term[0]
    for (const [columns, wanted] of [[byFirst, true], [correctableByFirst, df[i] >= file.correctionMinDf]] as const) {
      if (!wanted) continue
      let column = columns.get(first)
      if (!column) columns.set(first, (column = { terms: [], df: [] }))
      column.terms.push(term)
      column.df.push(df[i])
    }
  })
  if (names.length !== lines.length) throw new Error(`Search term list: ${lines.length} terms but ${names.length} postings entries`)
  return {
    starting: (word) => byFirst.get(word[0]) ?? EMPTY,
    correctable: (word) => correctableByFirst.get(word[0]) ?? EMPTY,
    fileOf: (term) => where.get(term),
  }
}
