import { holds } from "./celValues"
import type { AppUser, Caller, PermissionRule, StoredRecord, TypeConfig } from "./types"
import { StrataError, permissionDenied } from "./workspaceErrors"

// Who may do what. Workspace members act with their role (owner and editor write, viewer reads); application
// users are denied by default: a type without `permissions` refuses them everything, and a type with rules
// allows an action on a record only when a rule that lists the action holds for the user and the record.

export type Action = "read" | "create" | "update" | "delete"

/** The caller as CEL sees it in `user`: its ID and its token's claims; a member's claims are empty. */
export function celUser(caller: Caller, users: AppUser[]): Record<string, unknown> {
  if (caller.kind === "member") return { id: `member-${caller.role}`, claims: {} }
  if (caller.kind === "anonymous") return { id: "", claims: {} }
  const user = users.find((candidate) => candidate.id === caller.id)
  if (!user) throw new StrataError("UNAUTHENTICATED", "invalid ID token")
  return { id: user.id, claims: { sub: user.id, email: user.email, name: user.name ?? "", groups: user.groups } }
}

/** Every request needs a token: a caller without one is refused before anything runs. */
export function requireToken(caller: Caller): void {
  if (caller.kind === "anonymous") throw new StrataError("UNAUTHENTICATED", caller.invalidToken ? "invalid ID token" : "missing Authorization header")
}

/** Whether the caller may do `action` on a type at all (before any record is looked at). */
export function checkTypeAccess(type: string, config: TypeConfig | undefined, caller: Caller, action: Action): void {
  if (caller.kind === "member") {
    if (caller.role === "viewer" && action !== "read") throw permissionDenied(`permission denied: ${action} ${type} (the member's role is viewer)`)
    return
  }
  // Deny by default: a type without rules refuses application users, as one whose rules don't list the action does.
  if (!config?.permissions?.some((rule) => rule.effect !== "deny" && ruleAllows(rule, action))) throw permissionDenied(`permission denied: ${action} ${type}`)
}

const ruleAllows = (rule: PermissionRule, action: Action) => (rule.actions ?? []).includes(action)

/** Whether a rule of the type lets the caller do `action` on this record. Members pass (their role was checked). */
export function mayOnRecord(config: TypeConfig | undefined, caller: Caller, user: Record<string, unknown>, action: Action, record: StoredRecord): boolean {
  if (caller.kind === "member") return true
  const matching = (config?.permissions ?? []).filter((rule) => ruleAllows(rule, action) && holds(rule.condition, { user, record }))
  return matching.length > 0 && matching.every((rule) => rule.effect !== "deny")
}

/** Whether a resolver's rules let the caller call it; a resolver without rules is for members only. */
export function mayCallResolver(rules: PermissionRule[] | undefined, caller: Caller, user: Record<string, unknown>): boolean {
  if (caller.kind === "member") return true
  return (rules ?? []).some((rule) => holds(rule.condition, { user }))
}
