import type { StoredRecord } from "./types"

// The workspace's data: records by type in the order they were created, the stored versions of versioned
// types, and the change feed of every type. A write is a transaction: `transaction` keeps a copy and puts it
// back when the work throws, so a failed call leaves nothing written.

export interface StoredVersion {
  version: number
  createdAt: string
  record: StoredRecord
}

export interface Change {
  sequence: number
  operation: "CREATE" | "UPDATE" | "DELETE"
  recordId: string
  changedAt: string
  changedFields: string[]
  before: StoredRecord | null
  after: StoredRecord | null
}

interface StoreState {
  records: Record<string, StoredRecord[]>
  versions: Record<string, StoredVersion[]>
  changes: Record<string, Change[]>
  nextSequence: number
  generated: number
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export class RecordStore {
  private state: StoreState

  constructor(firstSequence = 1) {
    this.state = { records: {}, versions: {}, changes: {}, nextSequence: firstSequence, generated: 0 }
  }

  /** The records of a type, oldest first. */
  all(type: string): StoredRecord[] {
    return this.state.records[type] ?? []
  }

  get(type: string, id: string): StoredRecord | undefined {
    return this.all(type).find((record) => record.id === id)
  }

  /** Stored versions of one record, oldest first. */
  versions(type: string, id: string): StoredVersion[] {
    return this.state.versions[`${type}:${id}`] ?? []
  }

  changes(type: string): Change[] {
    return this.state.changes[type] ?? []
  }

  /** A number for the next generated ID, counted across the store's life. */
  nextGenerated(): number {
    return ++this.state.generated
  }

  insert(type: string, record: StoredRecord, versioned: boolean): void {
    ;(this.state.records[type] ??= []).push(record)
    if (versioned) this.state.versions[`${type}:${record.id}`] = [{ version: 1, createdAt: record.createdAt, record: copy(record) }]
    this.record(type, { operation: "CREATE", recordId: record.id, changedAt: record.createdAt, changedFields: changedFields(null, record), before: null, after: copy(record) })
  }

  replace(type: string, next: StoredRecord, at: string, versioned: boolean): void {
    const records = this.all(type)
    const index = records.findIndex((record) => record.id === next.id)
    const before = records[index]
    records[index] = next
    if (versioned) (this.state.versions[`${type}:${next.id}`] ??= []).push({ version: Number(next.version), createdAt: at, record: copy(next) })
    this.record(type, { operation: "UPDATE", recordId: next.id, changedAt: at, changedFields: changedFields(before, next), before: copy(before), after: copy(next) })
  }

  remove(type: string, id: string, at: string): void {
    const records = this.all(type)
    const index = records.findIndex((record) => record.id === id)
    const [before] = records.splice(index, 1)
    this.record(type, { operation: "DELETE", recordId: id, changedAt: at, changedFields: [], before: copy(before), after: null })
  }

  /** A store with the same data that changes apart from this one. */
  copy(): RecordStore {
    const twin = new RecordStore()
    twin.state = copy(this.state)
    return twin
  }

  /** Runs `work`; when it throws, the store is as it was before, and the error goes on. */
  transaction<T>(work: () => T): T {
    const saved = copy(this.state)
    try {
      return work()
    } catch (error) {
      this.state = saved
      throw error
    }
  }

  private record(type: string, change: Omit<Change, "sequence">): void {
    ;(this.state.changes[type] ??= []).push({ sequence: this.state.nextSequence++, ...change })
  }
}

const SYSTEM = new Set(["id", "createdAt", "updatedAt", "version"])

/** The fields an update changed, alphabetically; empty for a create, as strata.graphql says of `changedFields`. */
export function changedFields(before: StoredRecord | null, after: StoredRecord): string[] {
  if (!before) return []
  return Object.keys(after)
    .filter((field) => !SYSTEM.has(field))
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .sort()
}
