import { cell, code } from "./mdxText"
import { errorAnchor, ERRORS_ROUTE } from "./errorPages"
import { retryKindOf, type OperationBehaviour, type OperationsFile } from "./operationBehaviour"
import type { ErrorCatalogue } from "./errorCatalogue"
import type { GraphQLSchema } from "graphql"

// The "Permissions" and "Errors" of one operation's reference entry, written from operations.yaml and
// errors.yaml: who may call it, what it changes besides its result, and every error with its retry advice.

const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`)

/** The groups of the IMS whose rules allow every one of `actions` on `type`. */
export function groupsAllowing(file: OperationsFile, type: string, actions: string[]): string[] {
  return Object.entries(file.groups)
    .filter(([, rules]) => actions.every((action) => rules[type]?.includes(action)))
    .map(([group]) => group)
}

/** One paragraph: who may call the operation. */
export function permissionsText(behaviour: OperationBehaviour, file: OperationsFile): string {
  const access = behaviour.access
  if ("anyone" in access) {
    return "**Permissions.** Any caller with a valid token; no permission rule applies. Workspace members, personal access tokens and functions get " +
      "`null`, and a request without a token fails with `UNAUTHENTICATED`."
  }
  if ("members" in access) {
    return "**Permissions.** Workspace members with any role, personal access tokens and functions. Application users always get `PERMISSION_DENIED`: the " +
      "result holds every record, whatever the types' permission rules say."
  }
  if ("resolver" in access) {
    const steps = (access.steps ?? []).map((step) => {
      const [action, type] = step.split(" ")
      return `${code(action)} on ${code(type)}`
    })
    const groups = access.resolver === true ? [] : access.resolver
    const who = groups.length > 0 ? `members of ${list(groups.map((group) => code(group)))}` : "no group: only workspace members"
    return `**Permissions.** A rule of the resolver's \`permissions\` must allow the caller: in the Inventory Management System, ${who}. ` +
      `Without one, the call fails with \`PERMISSION_DENIED\` before any step runs. Its GraphQL steps run as the caller, ` +
      `so the caller also needs ${list(steps)}. Workspace members with the \`owner\` or \`editor\` role may call it without a rule.`
  }
  const actions = list(access.actions.map((action) => code(action)))
  const groups = groupsAllowing(file, access.type, access.actions)
  const ims = groups.length > 0
    ? `in the Inventory Management System, members of ${list(groups.map((group) => code(group)))}`
    : "in the Inventory Management System, no group: only workspace members"
  const roles = access.actions.every((action) => action === "read") ? "any role" : "the `owner` or `editor` role"
  return `**Permissions.** ${actions} on ${code(access.type)}. Application users need a rule of the type's [\`permissions\`](/guides/stratadb/permission) ` +
    `that allows it (${ims}); without one they get \`PERMISSION_DENIED\`. Workspace members need ${roles}.`
}

/** The table of an operation's own errors, each with the retry advice for its kind, and a line on the errors every operation shares. */
export function errorsText(behaviour: OperationBehaviour, file: OperationsFile, catalogue: ErrorCatalogue, schema: GraphQLSchema): string {
  const kind = retryKindOf(schema, behaviour, behaviour.operation)
  const advice = new Map(catalogue.codes.map((entry) => [entry.code, entry.retry[kind].advice]))
  const detail = (error: OperationBehaviour["errors"][number]) =>
    [error.reason ? `reason ${code(error.reason)}` : "", error.step ? `step ${code(error.step)}` : ""].filter(Boolean).join(", ")
  const name = code(behaviour.operation)
  const kindWords = {
    queries: "A query only reads, so the Retry column gives the advice for queries.",
    idempotent: `${name} is idempotent: sending it twice leaves the data as sending it once. The retry advice below is for idempotent mutations.`,
    other: `${name} is not idempotent: sending it again would apply it twice. The retry advice below is for such mutations.`,
  }
  const parts = [`**Errors.** ${kindWords[kind]}`]
  // One item a code, its retry advice once; a code that comes with several reasons or steps lists each below it.
  const codes = [...new Set(behaviour.errors.map((error) => error.code))]
  const items = codes.map((errorCode) => {
    const variants = behaviour.errors.filter((error) => error.code === errorCode)
    const head = `- [${code(errorCode)}](${ERRORS_ROUTE}#${errorAnchor(errorCode)})`
    const retry = `**Retry:** ${cell(advice.get(errorCode) ?? "")}`
    if (variants.length === 1 && !detail(variants[0])) return `${head}: ${cell(variants[0].when)} ${retry}`
    // A reason's own advice stands under the operations that can return it, and nowhere else.
    const reasonAdvice = (error: OperationBehaviour["errors"][number]) => {
      const advice = error.reason ? catalogue.reasons.find((entry) => entry.reason === error.reason)?.retry : undefined
      return advice ? ` ${cell(advice)}` : ""
    }
    return [`${head}. ${retry}`, ...variants.map((error) => `  - ${detail(error) ? `${detail(error)}: ` : ""}${cell(error.when)}${reasonAdvice(error)}`)].join("\n")
  })
  if (items.length > 0) parts.push("", ...items)
  const common = file.everyOperation.map((error) => code(error.code))
  parts.push("", `Like every operation, it can also fail as a whole with ${list(common)}; see the [error codes](${ERRORS_ROUTE}).`)
  return parts.join("\n")
}

/** The side effects paragraph, when the entry declares any. */
export function effectsText(behaviour: OperationBehaviour): string {
  return behaviour.effects ? `**Side effects.** ${cell(behaviour.effects)}` : ""
}
