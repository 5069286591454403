import type { IndexFiles } from "./indexFiles"
import type { Lookup, WordCandidates } from "./lookup"
import { TopSections, type RankedSection } from "./ranking"
import type { Candidate } from "./termCandidates"
import { decodePostings, SCORE_SCALE, type PostingsFile } from "../shared/indexFormat"

/** An identifier matched by its parts ("sync cursors" for syncCursors) counts for less than typed whole. */
const PARTS_WEIGHT = 0.5

/** A term's list: its sections ascending, and their scores. */
interface DecodedList {
  sections: Int32Array
  scores: Float64Array
}

/**
 * Running totals, one slot per section, reused by every query: a large site's common words hold tens of
 * thousands of sections, too many for maps to be quick.
 */
interface Sums {
  best: Float64Array
  total: Float64Array
  words: Uint8Array
  viaParts: Uint8Array
}

/** Each section's best score for one list of candidates (a map: parts of compound words only). */
function scoresOf(lists: Map<string, DecodedList>, candidates: Candidate[]): Map<number, number> {
  const scores = new Map<number, number>()
  for (const { term, weight } of candidates) {
    const { sections, scores: values } = lists.get(term)!
    for (let i = 0; i < sections.length; i++) {
      const value = weight * values[i]
      if (value > (scores.get(sections[i]) ?? 0)) scores.set(sections[i], value)
    }
  }
  return scores
}

/**
 * Adds one query word to the running totals: each section's best candidate score, or, for a compound
 * word, the parts' scores when only the parts are there. Adds the sections it touched first to `touched`.
 */
function addWord(lists: Map<string, DecodedList>, { whole, parts }: WordCandidates, { best, total, words, viaParts }: Sums, touched: number[]): void {
  const found: number[] = []
  for (const { term, weight } of whole) {
    const { sections, scores } = lists.get(term)!
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
    const perPart = parts.map((part) => scoresOf(lists, part))
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

/** The query's candidates' lists, decoded once, and the sections they rank. */
export class Scoring {
  private readonly lists = new Map<string, DecodedList>()
  private sums: Sums | undefined

  constructor(private readonly files: IndexFiles) {}

  /** Whether a term's decoded list holds a section (binary search: the list is ascending). */
  holds(term: string, section: number): boolean {
    const list = this.lists.get(term)?.sections
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

  /** Loads and decodes the lists of the candidates not decoded yet. */
  async load({ candidates, where }: Lookup): Promise<void> {
    const all = candidates.flatMap((c) => [...c.whole, ...c.parts.flat()])
    const needed = [...new Set(all.filter((c) => !this.lists.has(c.term)).map((c) => where(c.term)!))]
    const loaded = new Map(await Promise.all(needed.map(async (name) => [name, await this.files.get<PostingsFile>(name)] as const)))
    for (const candidate of all) {
      if (this.lists.has(candidate.term)) continue
      const postings = decodePostings(loaded.get(where(candidate.term)!)?.[candidate.term] ?? "")
      this.lists.set(
        candidate.term,
        { sections: Int32Array.from(postings, ([section]) => section), scores: Float64Array.from(postings, ([, score]) => score / SCORE_SCALE) },
      )
    }
  }

  /**
   * Ranks the sections of an index of `sectionCount` sections for the words' candidates (loaded): all words,
   * else at least half of them (a phrase with one word the site never uses still finds its page, and a
   * string of unrelated words finds nothing). Only the first `limit` are put in order: a common word holds
   * tens of thousands of sections.
   */
  rank(candidates: WordCandidates[], sectionCount: number, limit: number): { ranked: RankedSection[]; total: number } {
    if (!this.sums || this.sums.best.length < sectionCount) {
      this.sums = {
        best: new Float64Array(sectionCount),
        total: new Float64Array(sectionCount),
        words: new Uint8Array(sectionCount),
        viaParts: new Uint8Array(sectionCount),
      }
    }
    const sums = this.sums
    const touched: number[] = []
    for (const word of candidates) addWord(this.lists, word, sums, touched)
    const most = touched.reduce((max, section) => Math.max(max, sums.words[section]), 0)
    const floor = most === candidates.length ? candidates.length : Math.ceil(candidates.length / 2)
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
    return { ranked: top.sorted(), total }
  }
}
