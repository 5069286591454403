import type { SearchRecord } from "./records"
import { recordWeights } from "./termScores"

/** Algolia refuses records over 10 KB (JSON, UTF-8); a chunk stays under this to leave room for its envelope. */
export const ALGOLIA_RECORD_BYTES = 9_500

/** A record as pushed to Algolia: one section, or one paragraph-sized chunk of a long one (same url, hierarchy and header). */
export interface AlgoliaRecord extends SearchRecord {
  /** 0 for a section that fits in one record; otherwise the chunk's number, from 1. */
  chunk: number
  /**
   * What the embedded index multiplies the record's scores by: its page's `searchWeight` times its entry's weight
   * (DERIVED_ENTRY_WEIGHT for a copy of another owner's field). Every record carries it, 1 included: the index's
   * custom ranking (`desc(weight)`) puts a record without it after all others.
   */
  weight: number
}

const bytes = (record: object) => Buffer.byteLength(JSON.stringify(record))

/** Cuts a line that alone is too long, at spaces where it can. */
function cutLine(line: string, max: number): string[] {
  const pieces: string[] = []
  let rest = line
  while (Buffer.byteLength(rest) > max) {
    let end = Math.min(rest.length, max)
    while (Buffer.byteLength(rest.slice(0, end)) > max) end = Math.floor(end * 0.9)
    const space = rest.lastIndexOf(" ", end)
    const at = space > end / 2 ? space : end
    pieces.push(rest.slice(0, at))
    rest = rest.slice(at).trimStart()
  }
  return rest ? [...pieces, rest] : pieces
}

/**
 * The site's records for Algolia, split DocSearch-style: a section over ALGOLIA_RECORD_BYTES becomes
 * one record per run of whole lines (paragraphs, list items, code lines) that fits, prose first, then
 * code. The index's `distinct` on `url` shows one hit per section.
 */
export function algoliaRecords(records: SearchRecord[], maxBytes = ALGOLIA_RECORD_BYTES): AlgoliaRecord[] {
  const weights = recordWeights(records)
  return records.flatMap((sectionRecord, index): AlgoliaRecord[] => {
    const record = { ...sectionRecord, weight: weights[index] }
    const whole = { ...record, chunk: 0 }
    if (bytes(whole) <= maxBytes) return [whole]
    const envelope = bytes({ ...record, content: "", code: "", objectID: `${record.objectID}~000`, chunk: 999 })
    const room = Math.max(500, maxBytes - envelope)
    const chunks: { content: string[]; code: string[] }[] = []
    let current = { content: [] as string[], code: [] as string[] }
    let used = 0
    const add = (field: "content" | "code", line: string) => {
      // JSON escaping can grow a line; count it as written.
      const size = Buffer.byteLength(JSON.stringify(line))
      if (used > 0 && used + size > room) {
        chunks.push(current)
        current = { content: [], code: [] }
        used = 0
      }
      current[field].push(line)
      used += size
    }
    for (const field of ["content", "code"] as const) {
      for (const line of record[field].split("\n").filter((l) => l.trim())) for (const piece of cutLine(line, room - 10)) add(field, piece)
    }
    if (used > 0) chunks.push(current)
    return chunks.map((chunk, i) => ({
      ...record,
      objectID: `${record.objectID}~${i + 1}`,
      content: chunk.content.join("\n"),
      code: chunk.code.join("\n"),
      chunk: i + 1,
    }))
  })
}
