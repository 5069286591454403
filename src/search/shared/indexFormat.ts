/**
 * The embedded search index as files under /search/, loaded piece by piece:
 * - `meta.json` (the one fixed name, revalidated): counts, the directory of dictionary shards and the
 *   name of the fragments folder;
 * - dictionary shards (`dict.<hash>.json`): a sorted range of terms, each with its document frequency
 *   and which of the shard's postings files holds its list;
 * - corrections shards (`typos.<hash>.json`): the same for the terms more than one section uses,
 *   which is where a typo's corrections are looked up, in order of their first letter, then length
 *   (`correctionKey`): a word's corrections are the few shards of its letter and nearby lengths;
 * - postings files (`postings.<shard hash>.<n>.json`): consecutive terms' lists of (section, score);
 * - fragments (`fragments.<hash>/<section>.json`): one section's text, fetched only for shown hits, all of
 *   a result list's at once;
 * - on a site whose terms fit in `ShardSizes.termListChars`, the term list (`terms.<hash>.json`): every term with
 *   its frequency and postings file, fetched on intent, so that a query looks up its words, completions
 *   and corrections without a round trip and fetches only postings and fragments.
 * Every name but meta.json changes with its content, so those files are cacheable forever.
 * Bump INDEX_FORMAT when a shape changes.
 */
export const INDEX_FORMAT = 6
export const META_FILE = "meta.json"
/** Scores are stored as integers, in quarters. */
export const SCORE_SCALE = 4

export interface IndexMeta {
  format: number
  /** Sections in the index. */
  sections: number
  terms: number
  /** [the shortest prefix that starts this shard's range, the shard's hash], in term order. */
  dictionary: [string, string][]
  /** The same for the corrections shards (starts are `correctionKey`s): the terms offered as typos' corrections. */
  corrections: [string, string][]
  fragments: string
  /** The term list's file name, when the site's terms fit in one (`TermListFile`). */
  termList?: string
}

/** Where one section's fragment file is. */
export const fragmentFileName = (meta: Pick<IndexMeta, "fragments">, section: number) => `${meta.fragments}/${section}.json`

/** A dictionary shard: parallel columns, in term order. */
export interface DictionaryShard {
  terms: string[]
  /** Sections that hold the term. */
  df: number[]
  /** Which of the shard's postings files (`postingsFileName(shard, n)`) holds the term's list. */
  file: number[]
}

export const dictionaryFileName = (shard: string) => `dict.${shard}.json`
export const correctionsFileName = (shard: string) => `typos.${shard}.json`

// A term's length as one character that sorts as the number does (terms are at most 60 or so long).
const lengthChar = (length: number) => String.fromCharCode(0x21 + Math.max(0, Math.min(length, 0x5d)))

/**
 * Where a term sorts among the corrections: its first letter, its length, then itself. A correction
 * keeps the first letter and is within two of the word's length, so this puts a word's candidates in a
 * narrow range.
 */
export const correctionKey = (term: string) => term[0] + lengthChar(term.length) + term.slice(1)

/** The range of correction keys a word with `edits` allowed typos may be corrected to. */
export function correctionRange(term: string, edits: number): [string, string] {
  return [term[0] + lengthChar(term.length - edits), `${term[0]}${lengthChar(term.length + edits)}\uffff`]
}

export const postingsFileName = (shard: string, n: number) => `postings.${shard}.${n}.json`

/** A corrections shard: terms more than one section uses, each with where its list is. */
export interface CorrectionsShard {
  terms: string[]
  df: number[]
  /** Index of the term's dictionary shard in meta.dictionary. */
  shard: number[]
  /** Which of that shard's postings files holds the term's list. */
  file: number[]
}

/** A postings file: each term's list, encoded by `encodePostings`. */
export type PostingsFile = Record<string, string>

/** [url, page title, header, parent h2 ("" when none), content, code] */
export type Fragment = [string, string, string, string, string, string]

// 32 digits that end a number and 32 that continue it: a varint in URL- and JSON-safe characters.
const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_"
const VALUE = new Map([...DIGITS].map((c, i) => [c, i]))

export function encodeNumber(value: number): string {
  let out = DIGITS[value & 31]
  value = Math.floor(value / 32)
  while (value > 0) {
    out = DIGITS[32 + (value & 31)] + out
    value = Math.floor(value / 32)
  }
  return out
}

/** A posting list as text: for each section in ascending order, the gap from the previous one, then its score. */
export function encodePostings(postings: [section: number, score: number][]): string {
  let previous = 0
  let out = ""
  for (const [section, score] of postings) {
    out += encodeNumber(section - previous) + encodeNumber(score)
    previous = section
  }
  return out
}

/** The numbers of a text of `encodeNumber`s, one after another. */
export function decodeNumbers(text: string): number[] {
  const numbers: number[] = []
  let value = 0
  for (const char of text) {
    const digit = VALUE.get(char)
    if (digit === undefined) throw new Error(`Bad character "${char}" in a posting list`)
    if (digit >= 32) {
      value = value * 32 + (digit - 32)
    } else {
      numbers.push(value * 32 + digit)
      value = 0
    }
  }
  return numbers
}

export function decodePostings(text: string): [section: number, score: number][] {
  const numbers = decodeNumbers(text)
  const postings: [number, number][] = []
  let section = 0
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    section += numbers[i]
    postings.push([section, numbers[i + 1]])
  }
  return postings
}
