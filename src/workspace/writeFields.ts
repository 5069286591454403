import { recordProblems } from "./recordWrites"
import type { Session } from "./session"
import type { StoredRecord } from "./types"
import { badRequest, FieldErrors, notFound, permissionDenied, StrataError, validationFailed } from "./workspaceErrors"

// The generated mutations. Each runs as one transaction (executeRequest wraps it): when it fails, nothing of
// it is written. Permissions first, then the record: a record the caller may not read is NOT_FOUND, a record
// they may read but not change is PERMISSION_DENIED.

type Args = Record<string, unknown>

/** A record the caller may change: it exists and they may read it (NOT_FOUND otherwise), and a rule allows the action. */
function changeable(session: Session, type: string, id: string, action: "update" | "delete"): StoredRecord {
  session.allowType(type, action)
  const record = session.readableRecord(type, id)
  if (!record) throw notFound(`${type} ${id} not found`)
  if (!session.may(type, action, record)) throw permissionDenied(`permission denied: ${action} ${type}`)
  return record
}

export function createRecord(session: Session, type: string, args: Args): StoredRecord {
  session.allowType(type, "create")
  const input = { ...(args.input as Args), ...(args.draft === true ? { isDraft: true } : {}) }
  const workspace = session.workspace
  const record = workspace.newRecord(type, workspace.idFor(type, input), input, session.at)
  if (!session.may(type, "create", record)) throw permissionDenied(`permission denied: create ${type}`)
  return workspace.insert(type, record, session.ruleScope(null))
}

export function updateRecord(session: Session, type: string, args: Args): StoredRecord {
  const record = changeable(session, type, String(args.id), "update")
  if (typeof args.expectedVersion === "number" && record.version !== args.expectedVersion) {
    throw validationFailed(`${type} ${record.id} is at version ${record.version}, expected ${args.expectedVersion}`, { reason: "VERSION_CONFLICT" })
  }
  return session.workspace.change(type, record.id, args.input as Args, session.at, session.ruleScope(record))
}

export function deleteRecord(session: Session, type: string, args: Args): boolean {
  const record = changeable(session, type, String(args.id), "delete")
  session.workspace.delete(type, record.id, session.at)
  return true
}

/** `publishProduct`: sets `published` (and clears the deprecated draft flag); a new version like any update. */
export function publishRecord(session: Session, type: string, args: Args): StoredRecord {
  const record = changeable(session, type, String(args.id), "update")
  return session.workspace.change(type, record.id, { published: true, isDraft: false }, session.at, session.ruleScope(record))
}

const SYSTEM = new Set(["id", "createdAt", "updatedAt", "version"])

/** `restoreProduct`: the values of an earlier version, stored as the newest version. */
export function restoreRecord(session: Session, type: string, args: Args): StoredRecord {
  const record = changeable(session, type, String(args.id), "update")
  const version = session.workspace.store.versions(type, record.id).find((entry) => entry.version === args.version)
  if (!version) throw notFound(`${type} ${record.id} has no version ${args.version}`)
  const values = Object.fromEntries(Object.entries(version.record).filter(([field]) => !SYSTEM.has(field)))
  return session.workspace.change(type, record.id, values, session.at, session.ruleScope(record))
}

const MAX_BULK = 1000

/**
 * `bulkUpsertProducts(key:, input:)`: every record is checked before any is written. One error per failing
 * record, each with its position in `extensions.index`; with any error, nothing is written.
 */
export function bulkUpsert(session: Session, type: string, args: Args) {
  const input = args.input as Args[]
  const key = String(args.key)
  if (input.length > MAX_BULK) throw badRequest(`input has ${input.length} records, more than ${MAX_BULK}`)
  const workspace = session.workspace
  const errors: StrataError[] = []
  const seen = new Map<unknown, number>()
  const plan: { id: string; fields: Args; create: boolean }[] = []
  input.forEach((fields, index) => {
    const withIndex = (error: StrataError) => new StrataError(error.code, error.message, { ...error.details, index })
    if (seen.has(fields[key])) return errors.push(withIndex(validationFailed(`records ${seen.get(fields[key])} and ${index} have the same ${key}`)))
    seen.set(fields[key], index)
    const stored = workspace.store.all(type).find((record) => record[key] === fields[key])
    const action = stored ? "update" : "create"
    try {
      session.allowType(type, action)
    } catch (error) {
      return errors.push(withIndex(error as StrataError))
    }
    const next = stored ? { ...stored, ...fields } : workspace.newRecord(type, workspace.idFor(type, fields), fields, session.at)
    if (stored && !session.readableRecord(type, stored.id)) return errors.push(withIndex(permissionDenied(`permission denied: read ${type}`)))
    if (!session.may(type, action, next)) return errors.push(withIndex(permissionDenied(`permission denied: ${action} ${type}`)))
    errors.push(...recordProblems(workspace, type, next, session.ruleScope(stored ?? null)).map(withIndex))
    plan.push({ id: next.id, fields, create: !stored })
  })
  if (errors.length > 0) throw new FieldErrors(errors)
  for (const entry of plan) {
    const stored = workspace.store.get(type, entry.id) ?? null
    if (entry.create) workspace.insert(type, workspace.newRecord(type, entry.id, entry.fields, session.at), session.ruleScope(null))
    else workspace.change(type, entry.id, entry.fields, session.at, session.ruleScope(stored))
  }
  return { created: plan.filter((entry) => entry.create).length, updated: plan.filter((entry) => !entry.create).length, ids: plan.map((entry) => entry.id) }
}
