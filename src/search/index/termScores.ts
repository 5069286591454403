import type { SearchRecord } from "../shared/searchRecord"
import { tokenize } from "../shared/tokenize"

/** Headers weigh most, then titles, then prose, then code; an identifier's parts count for less than the whole. */
export const FIELD_BOOSTS = { header: 3, title: 1.5, content: 1, code: 0.6 } as const
export const PART_WEIGHT = 0.4
// BM25+ as MiniSearch and Lucene use it.
const K1 = 1.2
const B = 0.7
const DELTA = 0.5

type FieldName = keyof typeof FIELD_BOOSTS
const FIELDS = Object.keys(FIELD_BOOSTS) as FieldName[]

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

/**
 * Each term's sections with their field-weighted term scores (BM25+ over each field with the site's own
 * statistics, idf applied once df is known), one flat list per term: section, score, section, score…
 */
export function termLists(records: SearchRecord[]): Map<string, number[]> {
  // Pass 1: field lengths, for length normalisation. Pass 2 counts the terms again rather than keeping every
  // section's counts from here: those maps were most of a large index's memory (90,000 sections: a peak of
  // 1.5 GB with them, 0.8 GB without).
  const totals = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<FieldName, number>
  for (const record of records) for (const field of FIELDS) totals[field] += tokenize(record[field]).length
  const average = Object.fromEntries(FIELDS.map((field) => [field, totals[field] / Math.max(1, records.length) || 1])) as Record<FieldName, number>
  // Pass 2: the lists.
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
  return lists
}
