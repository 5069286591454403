import type { AppUser, Caller } from "./types"

// Who a block says sends its request, by name: the fence's `caller="…"` and the explorer's caller switch use the
// same names, so a reader picks exactly the callers a page can name.

/** The caller a name stands for: `member` (owner), `member:editor`, `member:viewer`, `anonymous`, `invalid-token`, `user:<email>`. */
export function callerOf(name: string | undefined, users: AppUser[]): Caller | string {
  if (!name || name === "member" || name === "member:owner") return { kind: "member", role: "owner" }
  if (name === "member:editor" || name === "member:viewer") return { kind: "member", role: name.slice(7) as "editor" | "viewer" }
  if (name === "anonymous") return { kind: "anonymous" }
  if (name === "invalid-token") return { kind: "anonymous", invalidToken: true }
  const email = /^user:(.+)$/.exec(name)?.[1]
  const user = users.find((candidate) => candidate.email === email)
  return user ? { kind: "user", id: user.id } : `unknown caller "${name}": write member, member:viewer, anonymous or user:<email> of content/workspaces.yaml`
}

/** A caller a reader can switch to, with the words that say who it is. */
export interface CallerChoice {
  name: string
  label: string
}

/** Every caller of a workspace: the member roles, each application user with their groups, and no token. */
export function callerChoices(users: AppUser[]): CallerChoice[] {
  return [
    { name: "member", label: "Member (owner)" },
    { name: "member:editor", label: "Member (editor)" },
    { name: "member:viewer", label: "Member (viewer)" },
    ...users.map((user) => ({
      name: `user:${user.email}`,
      label: `${user.name ?? user.email} (${user.groups.length ? `groups: ${user.groups.join(", ")}` : "no groups"})`,
    })),
    { name: "anonymous", label: "No token" },
  ]
}
