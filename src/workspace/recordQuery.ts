import { badRequest } from "./workspaceErrors"
import type { StoredRecord } from "./types"

// Filters, sort orders and cursor pages of the generated list queries, as the filters guide describes them.

type Filter = Record<string, unknown>
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return -1
  if (b === null || b === undefined) return 1
  return (a as number | string) < (b as number | string) ? -1 : 1
}

/** Whether one value passes one field's operators (all ANDed); a list field passes when one element does. */
function passes(value: unknown, operators: Filter): boolean {
  if (Array.isArray(value)) return value.some((item) => passes(item, operators))
  return Object.entries(operators).every(([operator, operand]) => {
    switch (operator) {
      case "eq":
        return same(value, operand)
      case "ne":
        return !same(value, operand)
      case "in":
        return (operand as unknown[]).some((item) => same(value, item))
      case "nin":
        return !(operand as unknown[]).some((item) => same(value, item))
      case "contains":
        return typeof value === "string" && value.includes(String(operand))
      case "hasPrefix":
        return typeof value === "string" && value.startsWith(String(operand))
      case "hasSuffix":
        return typeof value === "string" && value.endsWith(String(operand))
      case "lt":
        return value !== null && value !== undefined && compare(value, operand) < 0
      case "lte":
        return value !== null && value !== undefined && compare(value, operand) <= 0
      case "gt":
        return value !== null && value !== undefined && compare(value, operand) > 0
      case "gte":
        return value !== null && value !== undefined && compare(value, operand) >= 0
      case "between": {
        const bounds = operand as unknown[]
        if (bounds.length !== 2) throw badRequest(`between takes exactly two values, got ${bounds.length}`)
        return value !== null && value !== undefined && compare(value, bounds[0]) >= 0 && compare(value, bounds[1]) <= 0
      }
      default:
        throw badRequest(`unknown filter operator ${operator}`)
    }
  })
}

/** Whether a record matches a `query` filter: fields ANDed, with `and`, `or` and `not`. */
export function matches(record: StoredRecord, filter: Filter | null | undefined): boolean {
  if (!filter) return true
  return Object.entries(filter).every(([key, operand]) => {
    if (operand === null || operand === undefined) return true
    if (key === "and") return (operand as Filter[]).every((item) => matches(record, item))
    if (key === "or") return (operand as Filter[]).some((item) => matches(record, item))
    if (key === "not") return !matches(record, operand as Filter)
    return passes(record[key], operand as Filter)
  })
}

export interface SortKey {
  field: string
  direction: "ASC" | "DESC"
}

/** Records sorted by the keys, the first key first; ties keep creation order. */
export function sorted(records: StoredRecord[], keys: SortKey[] | null | undefined): StoredRecord[] {
  const order = keys?.length ? keys : [{ field: "createdAt", direction: "ASC" as const }]
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => {
      for (const key of order) {
        const result = compare(a.record[key.field], b.record[key.field])
        if (result !== 0) return key.direction === "DESC" ? -result : result
      }
      return a.index - b.index
    })
    .map(({ record }) => record)
}

// A cursor is the record's 1-based position in the sorted result, as the examples print it: base64 of "cursor:N".
export const cursorAt = (position: number) => btoa(`cursor:${position}`)

function positionOf(cursor: string): number {
  let text = ""
  try {
    text = atob(cursor)
  } catch {
    text = ""
  }
  const match = /^cursor:(\d+)$/.exec(text)
  if (!match) throw badRequest(`after is not a cursor of this list: ${JSON.stringify(cursor)}`)
  return Number(match[1])
}

export interface Page<T> {
  edges: { cursor: string; node: T }[]
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
  totalCount: number
}

/** One page of a sorted list: `first` entries after the cursor `after`. */
export function pageOf<T>(items: T[], first: number, after: string | null | undefined): Page<T> {
  const start = after ? positionOf(after) : 0
  const slice = items.slice(start, start + first)
  const edges = slice.map((node, offset) => ({ cursor: cursorAt(start + offset + 1), node }))
  return { edges, pageInfo: { hasNextPage: start + first < items.length, endCursor: edges.at(-1)?.cursor ?? null }, totalCount: items.length }
}
