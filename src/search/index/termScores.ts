import type { SearchRecord } from "../shared/searchRecord"
import { tokenize } from "../shared/tokenize"

/** Headers weigh most, then titles, then prose, then code; an identifier's parts count for less than the whole. */
export const FIELD_BOOSTS = { header: 3, title: 1.5, content: 1, code: 0.6 } as const
export const PART_WEIGHT = 0.4
/**
 * An entry (a field, an argument, a limit's run-in) is found by its name: its header is the name it defines and
 * counts whole, and the rest of its few words (its type, its description) count this much, so a short entry
 * does not outrank the sections that explain a topic on its description's words alone.
 */
export const ENTRY_TEXT_WEIGHT = 0.5
/**
 * A name several entries share (`reorderPoint` of `Inventory`, `InventoryCreateInput`, `InventoryGroupKey`…):
 * an entry whose owner is named after another owner of the same name is derived from it, and weighs this much
 * (enough to stay among a query's hits, not to fill all five).
 */
export const DERIVED_ENTRY_WEIGHT = 0.3
// BM25+ as MiniSearch and Lucene use it.
const K1 = 1.2
const B = 0.7
const DELTA = 0.5

type FieldName = keyof typeof FIELD_BOOSTS
const FIELDS = Object.keys(FIELD_BOOSTS) as FieldName[]

/** Term frequencies of one field: whole tokens count 1, an identifier's parts PART_WEIGHT (times `partWeight`). */
function fieldFrequencies(text: string, partWeight = 1): { length: number; frequencies: Map<string, number> } {
  const frequencies = new Map<string, number>()
  const tokens = tokenize(text)
  for (const token of tokens) {
    frequencies.set(token.term, (frequencies.get(token.term) ?? 0) + 1)
    for (const part of token.parts) frequencies.set(part, (frequencies.get(part) ?? 0) + PART_WEIGHT * partWeight)
  }
  return { length: tokens.length, frequencies }
}

/** Each entry's weight: DERIVED_ENTRY_WEIGHT when its owner's name begins with the name of another owner of an entry of the same name. */
export function entryWeights(records: SearchRecord[]): Map<number, number> {
  const ownersByName = new Map<string, string[]>()
  const ownerOf = (record: SearchRecord) => (record.hierarchy.length === 3 ? record.hierarchy[1] : "")
  records.forEach((record) => {
    if (record.kind !== "entry") return
    const owners = ownersByName.get(record.header) ?? []
    owners.push(ownerOf(record))
    ownersByName.set(record.header, owners)
  })
  const weights = new Map<number, number>()
  records.forEach((record, section) => {
    if (record.kind !== "entry") return
    const owner = ownerOf(record)
    const derived = ownersByName.get(record.header)!.some((other) => other && other !== owner && owner.startsWith(other))
    weights.set(section, derived ? DERIVED_ENTRY_WEIGHT : 1)
  })
  return weights
}

/** What each record counts for against others: its page's `searchWeight` times its entry's weight (1 for a section). */
export function recordWeights(records: SearchRecord[], entries = entryWeights(records)): number[] {
  return records.map((record, section) => (record.weight ?? 1) * (entries.get(section) ?? 1))
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
  const entries = entryWeights(records)
  const weights = recordWeights(records, entries)
  records.forEach((record, section) => {
    const scores = new Map<string, number>()
    const entry = entries.get(section)
    for (const field of FIELDS) {
      // An entry's name counts whole (its parts barely: `trigger.webhook.signature` is not about webhooks), its text less.
      const named = entry !== undefined && field === "header"
      const { length, frequencies } = fieldFrequencies(record[field], named ? 0.25 : 1)
      const norm = K1 * (1 - B + (B * length) / average[field])
      const weight = weights[section] * (entry === undefined || named ? 1 : ENTRY_TEXT_WEIGHT)
      for (const [term, tf] of frequencies) {
        scores.set(term, (scores.get(term) ?? 0) + weight * FIELD_BOOSTS[field] * ((tf * (K1 + 1)) / (tf + norm) + DELTA))
      }
    }
    for (const [term, score] of scores) {
      let list = lists.get(term)
      if (!list) lists.set(term, (list = []))
      list.push(section, score)
    }
  })
  return lists
}
