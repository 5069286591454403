import type { RecordStore } from "./recordStore"
import type { RecordType } from "./schemaModel"
import type { StoredRecord, TypeConfig, WorkspaceConfig } from "./types"
import { holds } from "./celValues"
import { FieldErrors, notFound, StrataError, validationFailed } from "./workspaceErrors"

// The rules of a write that hold for every caller: required fields, unique values, relations and what a
// delete does to the records that point at the deleted one (onDelete). Permissions are checked before these.

export interface WriteTarget {
  store: RecordStore
  types: Map<string, RecordType>
  config: WorkspaceConfig
}

const present = (value: unknown) => value !== null && value !== undefined

/** What a validation rule sees besides the record: the caller (`user`), the record before an update (`previous`), the time (`now`). */
export interface RuleScope {
  user: Record<string, unknown>
  previous: StoredRecord | null
  now: string
}

/** The messages of the type's validation rules that the record breaks: field rules first, `Type.field: message`, then type rules, `Type: message`. */
function brokenRules(config: TypeConfig | undefined, type: string, record: StoredRecord, scope: RuleScope): StrataError[] {
  const problems: StrataError[] = []
  const base = { record, previous: scope.previous, user: scope.user, now: scope.now }
  const rulesOf = config?.fieldValidations ?? {}
  // In the order the type declares its fields (the record keeps the schema's order).
  for (const field of Object.keys(record).filter((name) => rulesOf[name])) {
    const rules = rulesOf[field]
    if (!present(record[field])) continue
    for (const rule of rules) if (!holds(rule.expr, { ...base, value: record[field] })) problems.push(validationFailed(`${type}.${field}: ${rule.message}`))
  }
  // Type rules run after the field rules, on every write, and every rule that fails is reported (validations guide).
  for (const rule of config?.validations ?? []) if (!holds(rule.expr, base)) problems.push(validationFailed(`${type}: ${rule.message}`))
  return problems
}

/** The problems of a record about to be stored, as errors (empty when it may be stored). */
export function recordProblems(target: WriteTarget, type: string, record: StoredRecord, scope?: RuleScope): StrataError[] {
  const shape = target.types.get(type)!
  const config: TypeConfig | undefined = target.config.types[type]
  const problems: StrataError[] = []
  for (const field of shape.required) {
    if (!present(record[field])) problems.push(validationFailed(`${type}.${field} is required`))
  }
  for (const field of config?.unique ?? []) {
    const value = record[field]
    if (!present(value)) continue
    if (target.store.all(type).some((other) => other.id !== record.id && other[field] === value)) {
      problems.push(validationFailed(`${type}.${field} must be unique: ${JSON.stringify(value)} already exists`, { reason: "UNIQUE_VIOLATION", field }))
    }
  }
  for (const index of config?.uniqueIndexes ?? []) {
    const key = (other: StoredRecord) => JSON.stringify(index.fields.map((field) => other[field] ?? null))
    if (target.store.all(type).some((other) => other.id !== record.id && key(other) === key(record))) {
      problems.push(validationFailed(`${type} ${index.name} must be unique: ${key(record)} already exists`, { reason: "UNIQUE_VIOLATION", constraint: index.name }))
    }
  }
  for (const [field, relation] of Object.entries(config?.relations ?? {})) {
    const value = record[field]
    if (present(value) && !target.store.get(relation.type, String(value))) {
      problems.push(validationFailed(`${type}.${field}: ${relation.type} ${JSON.stringify(value)} does not exist`))
    }
  }
  // A member's seed writes skip the rules: the seed is data as it was stored, not a request.
  return scope ? [...problems, ...brokenRules(config, type, record, scope)] : problems
}

/** Throws the problems of a record about to be stored: one error, or every broken rule at once. */
export function assertStorable(target: WriteTarget, type: string, record: StoredRecord, scope?: RuleScope): void {
  const problems = recordProblems(target, type, record, scope)
  if (problems.length === 1) throw problems[0]
  if (problems.length > 1) throw new FieldErrors(problems)
}

/** The stored record of this ID, or NOT_FOUND. */
export function existing(target: WriteTarget, type: string, id: string): StoredRecord {
  const record = target.store.get(type, id)
  if (!record) throw notFound(`${type} ${id} not found`)
  return record
}

/**
 * Deletes a record and applies the onDelete rule of every relation that points at it: RESTRICT refuses the
 * delete while a record points at it, CASCADE deletes those records (their own rules apply in turn), SET_NULL
 * clears their field.
 */
export function deleteWithRelations(target: WriteTarget, type: string, id: string, at: string): void {
  for (const [otherType, config] of Object.entries(target.config.types)) {
    for (const [field, relation] of Object.entries(config.relations)) {
      if (relation.type !== type) continue
      const pointing = target.store.all(otherType).filter((record) => record[field] === id)
      if (pointing.length === 0) continue
      if (relation.onDelete === "RESTRICT") {
        throw validationFailed(`${type} ${JSON.stringify(id)} can't be deleted: ${pointing.length} ${otherType} record${pointing.length === 1 ? "" : "s"} point${pointing.length === 1 ? "s" : ""} at it with ${field} (onDelete: RESTRICT)`)
      }
      for (const record of pointing) {
        if (relation.onDelete === "CASCADE") deleteWithRelations(target, otherType, record.id, at)
        else target.store.replace(otherType, { ...record, [field]: null, updatedAt: at, ...versionAfter(target, otherType, record) }, at, isVersioned(target, otherType))
      }
    }
  }
  target.store.remove(type, id, at)
}

export const isVersioned = (target: WriteTarget, type: string) => target.types.get(type)?.versioned ?? false

/** The version field of a record's next version, for versioned types. */
export function versionAfter(target: WriteTarget, type: string, record: StoredRecord): { version?: number } {
  return isVersioned(target, type) ? { version: Number(record.version ?? 0) + 1 } : {}
}
