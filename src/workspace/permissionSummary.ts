import { parse, type OperationDefinitionNode } from "graphql"
import { holds } from "./celValues"
import { rootOperation, type RecordType } from "./schemaModel"
import type { PermissionRule, WorkspaceConfig } from "./types"

// Who may do what, in words the reference can print: for each group the rules name, the actions its members
// get on each type, and for each resolver the groups that may call it and what its GraphQL steps do as the
// caller. Read off the configuration by evaluating each rule for a user in exactly that group, so the CEL
// evaluator, not a pattern of ours, decides what a condition means.

export interface PermissionSummary {
  /** Group → type → actions its members may take (on every record). */
  groups: Record<string, Record<string, string[]>>
  /** Resolver → the groups that may call it, and its steps as "<action> <Type>". */
  resolvers: Record<string, { groups: string[]; steps: string[] }>
}

const ACTIONS = ["read", "create", "update", "delete"]

/** The group names the rules' conditions mention: the string literals in them. */
function mentionedGroups(rules: PermissionRule[]): string[] {
  return [...new Set(rules.flatMap((rule) => [...rule.condition.matchAll(/'([^']+)'|"([^"]+)"/g)].map((match) => match[1] ?? match[2])))]
}

const userIn = (group: string) => ({ user: { id: "", claims: { groups: [group] } }, record: {} })

function allows(rules: PermissionRule[], group: string, action?: string): boolean {
  const matching = rules.filter((rule) => (action ? (rule.actions ?? []).includes(action) : true) && safeHolds(rule.condition, group))
  return matching.length > 0 && matching.every((rule) => rule.effect !== "deny")
}

function safeHolds(condition: string, group: string): boolean {
  try {
    return holds(condition, userIn(group))
  } catch {
    return false
  }
}

/** The summary of a configuration's permission rules. */
export function permissionSummary(config: WorkspaceConfig, types: Map<string, RecordType>): PermissionSummary {
  const groups: PermissionSummary["groups"] = {}
  const allRules = [...Object.values(config.types).flatMap((type) => type.permissions ?? []), ...Object.values(config.resolvers).flatMap((resolver) => resolver.permissions ?? [])]
  for (const group of mentionedGroups(allRules)) {
    for (const [type, typeConfig] of Object.entries(config.types)) {
      const actions = ACTIONS.filter((action) => allows(typeConfig.permissions ?? [], group, action))
      if (actions.length > 0) (groups[group] ??= {})[type] = actions
    }
  }
  const resolvers: PermissionSummary["resolvers"] = {}
  for (const resolver of Object.values(config.resolvers)) {
    const rules = resolver.permissions ?? []
    const steps = resolver.steps.flatMap((step) => {
      if (step.kind !== "graphql") return []
      const operation = parse(step.query).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition")
      return (operation?.selectionSet.selections ?? []).flatMap((selection) => {
        if (selection.kind !== "Field") return []
        const root = rootOperation(selection.name.value, types, operation?.operation === "mutation")
        if (!root || !("type" in root)) return []
        const action = { get: "read", list: "read", aggregate: "read", versions: "read", changes: "read", vectorSearch: "read", create: "create", update: "update", delete: "delete", publish: "update", restore: "update", bulkUpsert: "update" }[root.kind]
        return [`${action} ${root.type}`]
      })
    })
    resolvers[resolver.name] = { groups: mentionedGroups(rules).filter((group) => allows(rules, group)), steps: [...new Set(steps)] }
  }
  return { groups, resolvers }
}
