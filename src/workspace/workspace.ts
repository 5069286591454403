import { buildSchema, type GraphQLSchema } from "graphql"
import { RecordStore } from "./recordStore"
import { recordTypes, type RecordType } from "./schemaModel"
import type { AppUser, KnownId, SeedWrite, StoredRecord, WorkspaceConfig, WorkspaceInput } from "./types"
import { assertStorable, deleteWithRelations, existing, isVersioned, versionAfter, type RuleScope, type WriteTarget } from "./recordWrites"

// A workspace: the schema, the configuration, the users and the data. Built from serialisable input and
// replayed from its seed, so the same input always gives the same workspace. Requests run on it through
// executeRequest; its clock stands still unless a request says when it is sent.

export class Workspace implements WriteTarget {
  readonly schema: GraphQLSchema
  readonly types: Map<string, RecordType>
  config: WorkspaceConfig
  readonly users: AppUser[]
  readonly store: RecordStore
  now: string
  private readonly knownIds: KnownId[]
  private readonly idSeed: string

  constructor(input: WorkspaceInput) {
    this.schema = buildSchema(input.sdl)
    this.types = recordTypes(this.schema)
    this.config = input.config
    this.users = input.seed.users
    this.store = new RecordStore(input.seed.firstSequence ?? 1)
    this.now = input.seed.now
    this.knownIds = input.knownIds ?? []
    this.idSeed = input.idSeed ?? "workspace"
    for (const write of input.seed.writes) this.replay(write)
  }

  /** The same workspace, data and all, that changes apart from this one (cheaper than replaying the seed again). */
  copy(idSeed = this.idSeed): Workspace {
    const twin = Object.create(Workspace.prototype) as Workspace
    return Object.assign(twin, this, { store: this.store.copy(), idSeed })
  }

  /** The ID a new record takes: the sample ID samples.yaml gives a record with its key, else a generated one. */
  idFor(type: string, fields: Record<string, unknown>): string {
    const known = this.knownIds.find((entry) => entry.type === type && Object.entries(entry.key).every(([field, value]) => fields[field] === value))
    if (known && !this.store.get(type, known.id)) return known.id
    return generatedId(`${this.idSeed}:${this.store.nextGenerated()}`)
  }

  /** A new record from create input: defaults, then the input, then the system fields. */
  newRecord(type: string, id: string, fields: Record<string, unknown>, at: string): StoredRecord {
    const shape = this.types.get(type)!
    const record: StoredRecord = { id, createdAt: at, updatedAt: null }
    for (const field of shape.stored) if (!(field in record)) record[field] = null
    Object.assign(record, shape.defaults, withoutUndefined(fields))
    if (shape.versioned) record.version = 1
    if ("isDraft" in record && record.isDraft === null) record.isDraft = false
    return record
  }

  insert(type: string, record: StoredRecord, scope?: RuleScope): StoredRecord {
    assertStorable(this, type, record, scope)
    this.store.insert(type, record, isVersioned(this, type))
    return record
  }

  /** Stores a record's changed fields as its next version. */
  change(type: string, id: string, fields: Record<string, unknown>, at: string, scope?: RuleScope): StoredRecord {
    const before = existing(this, type, id)
    const next: StoredRecord = { ...before, ...withoutUndefined(fields), id, updatedAt: at, ...versionAfter(this, type, before) }
    assertStorable(this, type, next, scope)
    this.store.replace(type, next, at, isVersioned(this, type))
    return next
  }

  delete(type: string, id: string, at: string): void {
    existing(this, type, id)
    deleteWithRelations(this, type, id, at)
  }

  private replay(write: SeedWrite): void {
    if ("create" in write) this.insert(write.create, this.newRecord(write.create, write.id, write.fields, write.at))
    else if ("update" in write) this.change(write.update, write.id, write.fields, write.at)
    else this.delete(write.delete, write.id, write.at)
    this.now = write.at > this.now ? write.at : this.now
  }
}

const withoutUndefined = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))

/** A UUID-shaped ID derived from a text, so a context hands out the same IDs on every build. */
export function generatedId(text: string): string {
  let hex = ""
  for (let round = 0; hex.length < 32; round++) {
    let hash = 2166136261 ^ round
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619)
    hex += (hash >>> 0).toString(16).padStart(8, "0")
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${"89ab"[parseInt(hex[16], 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
