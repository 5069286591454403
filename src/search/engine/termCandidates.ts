import { correctionRange, type DictionaryShard, type IndexMeta } from "../shared/indexFormat"
import type { QueryWord } from "../shared/tokenize"
import { allowedTypos, withinEdits } from "./typoTolerance"

/** What a completed or corrected term is worth against the exact word. */
const PREFIX_WEIGHT = 0.6
const TYPO_WEIGHTS = [1, 0.5, 0.3]
/** A word's plural or singular ("signature" and "signatures"), as Algolia's ignorePlurals reads them: nearly the word. */
const PLURAL_WEIGHT = 0.9

/** The English plural and singular forms of a word that the index may hold instead (`-s`, `-es`; `-s` dropped). */
export function pluralForms(term: string): string[] {
  if (term.length < 3 || !/^\p{Ll}+$/u.test(term)) return []
  const forms = [`${term}s`]
  if (/(s|x|z|ch|sh)$/.test(term)) forms.push(`${term}es`)
  if (term.length >= 4 && term.endsWith("s") && !term.endsWith("ss")) forms.push(term.slice(0, -1))
  if (term.length >= 5 && /(ch|sh|x|ss)es$/.test(term)) forms.push(term.slice(0, -2))
  return forms
}
/** Completions of the last word, most frequent first: enough for as-you-type, without loading half the index. */
export const PREFIX_COMPLETIONS = 12
/**
 * Fewer for a prefix of two or three letters, which a reader is still typing: its completions are spread over the
 * index (each in its own postings file), and the next letter usually asks for others.
 */
export const completionsFor = (prefix: string): number => (prefix.length <= 2 ? 3 : prefix.length === 3 ? 6 : PREFIX_COMPLETIONS)
/** Below this, the last word is not completed: one letter would ask for a whole letter of the index. */
export const MIN_PREFIX_LENGTH = 2

/** An index term that answers a query word, and what it is worth against the word typed exactly. */
export interface Candidate {
  term: string
  weight: number
}

/** The dictionary shards (their hashes) whose ranges overlap [from, to]. */
export function shardsFor(dictionary: IndexMeta["dictionary"], from: string, to: string): string[] {
  const names: string[] = []
  dictionary.forEach(([start, hash], i) => {
    const next = dictionary[i + 1]?.[0]
    // A shard holds terms ≥ its start and < the next shard's start.
    if (start <= to && (next === undefined || next > from)) names.push(hash)
  })
  return names
}

/** What a query word needs from the index: its own terms' shards, and its letter's corrections shards when typos are allowed. */
export interface WordRanges {
  /** Ranges in the dictionary: the word, its completions if it is the last word, its parts. */
  terms: [string, string][]
  /** Ranges of correction keys: the word's first letter, at the lengths its typos allow (a typo can be anywhere after the letter). */
  corrections: [string, string][]
}

export function rangesFor(word: QueryWord, isLast: boolean): WordRanges {
  const terms: [string, string][] = [[word.term, word.term], ...pluralForms(word.term).map((form): [string, string] => [form, form])]
  if (isLast && word.term.length >= MIN_PREFIX_LENGTH) terms.push([word.term, `${word.term}\uffff`])
  word.parts.forEach((part, i) => {
    terms.push([part, part], ...pluralForms(part).map((form): [string, string] => [form, form]))
    if (isLast && i === word.parts.length - 1 && part.length >= MIN_PREFIX_LENGTH) terms.push([part, `${part}\uffff`])
  })
  const edits = allowedTypos(word.term)
  return { terms, corrections: edits > 0 ? [correctionRange(word.term, edits)] : [] }
}

/** Terms with their section counts, as both kinds of shard hold them. */
type TermList = Pick<DictionaryShard, "terms" | "df">

/**
 * The index terms that answer `term`: exact (1), its most used completions if `prefix`, and (from
 * the corrections shards) terms within Algolia's typo rule.
 */
export function candidatesFor(term: string, shards: TermList[], prefix: boolean, correctionShards: TermList[] = []): Candidate[] {
  const exact: Candidate[] = []
  const completions: { term: string; df: number }[] = []
  const corrections: Candidate[] = []
  const allowed = allowedTypos(term)
  const completing = prefix && term.length >= MIN_PREFIX_LENGTH
  const plurals = pluralForms(term)
  for (const shard of shards) {
    shard.terms.forEach((candidate, i) => {
      if (candidate === term) exact.push({ term: candidate, weight: 1 })
      else if (plurals.includes(candidate)) exact.push({ term: candidate, weight: PLURAL_WEIGHT })
      else if (completing && candidate.startsWith(term)) completions.push({ term: candidate, df: shard.df[i] })
    })
  }
  // A word the index holds as typed (or as its plural) is not a typo: its neighbours one edit away ("point" → "print") would only
  // rank below its own hits (Algolia's typo criterion) and cost their postings files on the first search.
  for (const shard of allowed > 0 && exact.length === 0 ? correctionShards : []) {
    for (const candidate of shard.terms) {
      if (candidate === term || candidate[0] !== term[0] || Math.abs(candidate.length - term.length) > allowed) continue
      // Corrections are of whole words only: a corrected prefix ("oper" → "oner…") matches too much while typing.
      const edits = [1, 2].find((n) => n <= allowed && withinEdits(term, candidate, n))
      if (edits) corrections.push({ term: candidate, weight: TYPO_WEIGHTS[edits] })
    }
  }
  completions.sort((a, b) => b.df - a.df || (a.term < b.term ? -1 : 1))
  const completed = completions
    .slice(0, completionsFor(term))
    .map(({ term: candidate }) => ({ term: candidate, weight: PREFIX_WEIGHT * (0.5 + (0.5 * term.length) / candidate.length) }))
  // A term may be both a completion and a correction: keep its best weight.
  const best = new Map<string, number>()
  for (const candidate of [...exact, ...completed, ...corrections]) best.set(candidate.term, Math.max(best.get(candidate.term) ?? 0, candidate.weight))
  return [...best].map(([candidateTerm, weight]) => ({ term: candidateTerm, weight }))
}
