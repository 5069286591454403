import { celUser, checkTypeAccess, mayOnRecord, type Action } from "./permissions"
import type { Caller, StoredRecord } from "./types"
import type { RuleScope } from "./recordWrites"
import type { Workspace } from "./workspace"

// One request's view of the workspace: who sends it, when, and the records that caller may see.

export class Session {
  readonly user: Record<string, unknown>

  constructor(
    readonly workspace: Workspace,
    readonly caller: Caller,
    readonly at: string,
    /** The resolvers already running in this request, so a resolver can't call itself. */
    readonly resolverStack: string[] = [],
  ) {
    this.user = celUser(caller, workspace.users)
  }

  /** Refuses the action on the type when the caller may not do it at all. */
  allowType(type: string, action: Action): void {
    checkTypeAccess(type, this.workspace.config.types[type], this.caller, action)
  }

  may(type: string, action: Action, record: StoredRecord): boolean {
    return mayOnRecord(this.workspace.config.types[type], this.caller, this.user, action, record)
  }

  /** The records of a type the caller may read; rules that deny hide records, they don't fail the read. */
  readable(type: string): StoredRecord[] {
    return this.workspace.store.all(type).filter((record) => this.may(type, "read", record))
  }

  /** One record if it exists and the caller may read it. */
  readableRecord(type: string, id: string): StoredRecord | undefined {
    const record = this.workspace.store.get(type, id)
    return record && this.may(type, "read", record) ? record : undefined
  }

  /** What validation rules see besides the record: the caller, the stored record before the write, and the time. */
  ruleScope(previous: StoredRecord | null): RuleScope {
    return { user: this.user, previous, now: this.at }
  }
}
