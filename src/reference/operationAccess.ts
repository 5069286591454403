import { cell, code } from "./mdxText"
import { errorAnchor, ERRORS_ROUTE } from "./errorPages"
import { retryKindOf, type OperationBehaviour, type OperationsFile } from "./operationBehaviour"
import type { ErrorCatalogue } from "./errorCatalogue"
import type { GraphQLSchema } from "graphql"

// The "Permissions" and "Errors" of one operation's reference entry, written from operations.yaml and
// errors.yaml: who may call it, what it changes besides its result, and every error with its retry advice.

/**
 * The heading of one part of an operation's entry (Permissions, Errors, Side effects, Example): an h3 under the
 * operation's h2 with a stable id, `<operation>-<part>` (`#setorderstatus-errors`), so it can be linked to and is
 * listed under the operation in "On this page". Set small (`part`), as the bold run-in label it replaced.
 */
export function partHeading(operation: string, title: string): string {
  const id = `${operation.toLowerCase()}-${title.toLowerCase().replace(/\s+/g, "-")}`
  return `<Heading level="3" id="${id}" part="true">${title}</Heading>`
}

const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`)

/** The groups of the IMS whose rules allow every one of `actions` on `type`. */
export function groupsAllowing(file: OperationsFile, type: string, actions: string[]): string[] {
  return Object.entries(file.groups)
    .filter(([, rules]) => actions.every((action) => rules[type]?.includes(action)))
    .map(([group]) => group)
}

/**
 * What every entry of the queries and mutations pages shares, said once at the top of each: the rule of the types'
 * permissions, the members' roles, and the codes any operation can fail with as a whole.
 */
export function accessPreamble(file: OperationsFile, keyword: "query" | "mutation"): string {
  const common = list(file.everyOperation.map((error) => code(error.code)))
  const roles = keyword === "query" ? "any role" : "the `owner` or `editor` role"
  const kinds = keyword === "query"
    ? "A query only reads, so the retry advice under each error is the advice for queries."
    : "An **idempotent** mutation, sent twice, leaves the data as sending it once; any other would apply its change twice. Each entry says which kind " +
      "it is, and the retry advice under its errors is the advice for that kind."
  return `**Who may call ${keyword === "query" ? "a query" : "a mutation"}.** An application user needs a rule of the type's ` +
    `[\`permissions\`](/guides/stratadb/permission) that allows the action (a pipeline resolver has rules of its own); without one, the call fails ` +
    `with \`PERMISSION_DENIED\`. Workspace members and personal access tokens need ${roles}. Each entry names the action and the groups of the ` +
    `Inventory Management System whose rules allow it.\n\n**Errors.** ${kinds} Each entry lists the errors particular to it; any ${keyword} can also ` +
    `fail as a whole with ${common}, as the [error codes](${ERRORS_ROUTE}) page explains, and a request over a limit an entry states fails with ` +
    `\`BAD_REQUEST\` before it runs.`
}

const permissions = (behaviour: OperationBehaviour, text: string) => `${partHeading(behaviour.operation, "Permissions")}\n\n${text}`

/** Its heading and one paragraph: who may call the operation, in what is particular to it (accessPreamble says the rest once). */
export function permissionsText(behaviour: OperationBehaviour, file: OperationsFile): string {
  const access = behaviour.access
  if ("anyone" in access) {
    return permissions(behaviour, "Any caller with a valid token; no permission rule applies. Workspace members, personal access tokens and functions get " +
      "`null`, and a request without a token fails with `UNAUTHENTICATED`.")
  }
  if ("members" in access) {
    return permissions(behaviour, "Workspace members with any role, personal access tokens and functions. Application users always get `PERMISSION_DENIED`: the " +
      "result holds every record, whatever the types' permission rules say.")
  }
  if ("resolver" in access) {
    const steps = (access.steps ?? []).map((step) => {
      const [action, type] = step.split(" ")
      return `${code(action)} on ${code(type)}`
    })
    const groups = access.resolver === true ? [] : access.resolver
    const who = groups.length > 0 ? `allow members of ${list(groups.map((group) => code(group)))}` : "allow no group, so only workspace members may call it"
    return permissions(behaviour, `The resolver's own \`permissions\` rules ${who}; a caller they don't allow gets \`PERMISSION_DENIED\` before any step ` +
      `runs. Its GraphQL steps run as the caller, who also needs ${list(steps)}.`)
  }
  const actions = list(access.actions.map((action) => code(action)))
  const groups = groupsAllowing(file, access.type, access.actions)
  const who = groups.length > 0 ? `Allowed for ${list(groups.map((group) => code(group)))}.` : "No group's rule allows it: workspace members only."
  return permissions(behaviour, `${actions} on ${code(access.type)}. ${who}`)
}

/** The list of an operation's own errors, each with the retry advice for its kind (accessPreamble names the errors every operation shares). */
export function errorsText(behaviour: OperationBehaviour, _file: OperationsFile, catalogue: ErrorCatalogue, schema: GraphQLSchema): string {
  const kind = retryKindOf(schema, behaviour, behaviour.operation)
  const advice = new Map(catalogue.codes.map((entry) => [entry.code, entry.retry[kind].advice]))
  const detail = (error: OperationBehaviour["errors"][number]) =>
    [error.reason ? `reason ${code(error.reason)}` : "", error.step ? `step ${code(error.step)}` : ""].filter(Boolean).join(", ")
  // The kind of operation decides the retry advice below: said once, above the list (a query's needs no saying).
  const heading = partHeading(behaviour.operation, "Errors")
  const lead = { queries: "", idempotent: "Retry advice for an idempotent mutation:", other: "Retry advice for a mutation that is not idempotent:" }[kind]
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
  if (items.length === 0) return `${heading}\n\nOnly those every ${kind === "queries" ? "query" : "mutation"} can return.`
  return [heading, "", ...(lead ? [lead, ""] : []), ...items].join("\n")
}

/** The side effects, under their heading, when the entry declares any. */
export function effectsText(behaviour: OperationBehaviour): string {
  return behaviour.effects ? `${partHeading(behaviour.operation, "Side effects")}\n\n${cell(behaviour.effects)}` : ""
}
