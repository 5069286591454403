import { getNamedType, isEnumType, isObjectType, type GraphQLSchema } from "graphql"
import { matches, pageOf, sorted, type SortKey } from "./recordQuery"
import type { Session } from "./session"
import type { StoredRecord } from "./types"
import { badRequest, ModelRefusal, permissionDenied, validationFailed } from "./workspaceErrors"

// The generated queries: one record, a page of records, aggregates, versions and change feeds, and `me`.

type Args = Record<string, unknown>

/** `product(id:, version:)`: the record, or null when no record has the ID, the caller may not read it, or it never had the version. */
export function getRecord(session: Session, type: string, args: Args): StoredRecord | null {
  session.allowType(type, "read")
  const record = session.readableRecord(type, String(args.id))
  if (!record) return null
  if (args.version === undefined || args.version === null) return record
  return session.workspace.store.versions(type, record.id).find((entry) => entry.version === args.version)?.record ?? null
}

/** `products(query:, order:, first:, after:)`: readable records that match, sorted, one page. */
export function listRecords(session: Session, type: string, args: Args, within?: { field: string; id: string }) {
  session.allowType(type, "read")
  const records = session.readable(type).filter((record) => (!within || record[within.field] === within.id) && matches(record, args.query as Args))
  return pageOf(sorted(records, args.order as SortKey[]), Number(args.first ?? 100), args.after as string | undefined)
}

const MAX_GROUPS = 1000
const round = (value: number) => Math.round(value * 100) / 100

/** `aggregateProducts(query:, groupBy:)`: groups sorted by key, with count, sum, avg, min and max of the numeric fields. */
export function aggregateRecords(session: Session, type: string, args: Args, schema: GraphQLSchema) {
  if (!session.workspace.config.types[type]?.aggregation) throw badRequest(`aggregation is not enabled on ${type}`)
  session.allowType(type, "read")
  const groupBy = (args.groupBy as string[] | undefined) ?? []
  const aggregates = schema.getType(`${type}NumericAggregates`)
  const numeric = isObjectType(aggregates) ? Object.keys(aggregates.getFields()) : []
  const groups = new Map<string, StoredRecord[]>()
  for (const record of session.readable(type).filter((candidate) => matches(candidate, args.query as Args))) {
    const key = JSON.stringify(groupBy.map((field) => record[field] ?? null))
    groups.set(key, [...(groups.get(key) ?? []), record])
  }
  if (groups.size > MAX_GROUPS) throw badRequest(`the result would have ${groups.size} groups, more than ${MAX_GROUPS}`)
  const stat = (records: StoredRecord[], pick: (values: number[]) => number) =>
    Object.fromEntries(numeric.map((field) => {
      const values = records.map((record) => record[field]).filter((value): value is number => typeof value === "number")
      return [field, values.length ? round(pick(values)) : null]
    }))
  // Groups sort by key, ascending: an enum by the order the schema declares its values, anything else by value.
  const keyType = schema.getType(`${type}GroupKey`)
  const keyFields = isObjectType(keyType) ? keyType.getFields() : {}
  const rank = (field: string, value: unknown): unknown => {
    const named = keyFields[field] ? getNamedType(keyFields[field].type) : undefined
    return named && isEnumType(named) ? named.getValues().findIndex((entry) => entry.value === value) : value
  }
  const compareKeys = (a: string, b: string) => {
    const [left, right] = [JSON.parse(a) as unknown[], JSON.parse(b) as unknown[]]
    for (const [index, field] of groupBy.entries()) {
      const [x, y] = [rank(field, left[index]), rank(field, right[index])] as [number | string | null, number | string | null]
      if (x === y) continue
      if (x === null) return -1
      if (y === null) return 1
      return x < y ? -1 : 1
    }
    return 0
  }
  return {
    groups: [...groups.entries()]
      .sort(([a], [b]) => compareKeys(a, b))
      .map(([key, records]) => ({
        key: Object.fromEntries(groupBy.map((field, index) => [field, (JSON.parse(key) as unknown[])[index]])),
        count: records.length,
        sum: stat(records, (values) => values.reduce((a, b) => a + b, 0)),
        avg: stat(records, (values) => values.reduce((a, b) => a + b, 0) / values.length),
        min: stat(records, (values) => Math.min(...values)),
        max: stat(records, (values) => Math.max(...values)),
      })),
  }
}

/** `productVersions(id:, first:, after:)`: the stored versions, newest first; an unknown ID gives an empty list. */
export function listVersions(session: Session, type: string, args: Args) {
  session.allowType(type, "read")
  const record = session.readableRecord(type, String(args.id))
  const versions = record ? [...session.workspace.store.versions(type, record.id)].reverse() : []
  return pageOf(versions, Number(args.first ?? 100), args.after as string | undefined)
}

const RETENTION_MS = 7 * 24 * 60 * 60 * 1000
const sequenceText = (sequence: number) => String(sequence).padStart(20, "0")

/** `productChanges(after:, since:, first:)`: members only; changes of the last 7 days, oldest first; a cursor older than that has expired. */
export function listChanges(session: Session, type: string, args: Args) {
  if (session.caller.kind !== "member") throw permissionDenied("change data capture is for workspace members, personal access tokens and functions")
  const oldest = new Date(Date.parse(session.at) - RETENTION_MS).toISOString()
  const cutoff = oldest.replace(".000Z", "Z")
  const all = session.workspace.store.changes(type)
  const retained = all.filter((change) => change.changedAt >= cutoff)
  let start = 0
  if (typeof args.after === "string") {
    const after = Number(args.after)
    if (!/^\d{20}$/.test(args.after)) throw badRequest(`after is not a change cursor: ${JSON.stringify(args.after)}`)
    // Expired: changes after the cursor are no longer kept, so reading on from it would skip them.
    if (all.some((change) => change.changedAt < cutoff && change.sequence > after)) throw validationFailed("the cursor has expired: changes are kept 7 days; read again with since")
    start = retained.findIndex((change) => change.sequence > after)
    if (start < 0) start = retained.length
  } else if (typeof args.since === "string") {
    start = retained.findIndex((change) => change.changedAt >= String(args.since))
    if (start < 0) start = retained.length
  }
  const first = Number(args.first ?? 100)
  const slice = retained.slice(start, start + first)
  const edges = slice.map((change) => ({ cursor: sequenceText(change.sequence), node: { ...change, sequence: sequenceText(change.sequence) } }))
  return { edges, pageInfo: { hasNextPage: start + first < retained.length, endCursor: edges.at(-1)?.cursor ?? null } }
}

/** `me`: the signed-in application user; null for workspace members. */
export function me(session: Session) {
  if (session.caller.kind !== "user") return null
  const user = session.workspace.users.find((candidate) => candidate.id === (session.caller as { id: string }).id)!
  return { id: user.id, email: user.email, name: user.name ?? null, groups: user.groups }
}

/** Vector search needs the records' embeddings, which no sample holds: the model says so rather than invent scores. */
export function vectorSearch(): never {
  throw new ModelRefusal("vector search needs embeddings, and the sample data holds none")
}
