import { cell, code, fence, prose, table } from "./mdxText"
import type { ReferencePage } from "./pageModel"
import { entryList, type ReferenceEntry } from "./referenceEntries"
import { RETRY_KINDS, type ErrorCatalogue, type ErrorExample, type RetryKind } from "./errorCatalogue"

import { ERRORS_ROUTE, errorAnchor } from "./errorAnchors"

export { ERRORS_ROUTE, errorAnchor }

/** The column heading of each kind of operation's retry advice. */
export const RETRY_HEADINGS: Record<RetryKind, string> = { queries: "Query", idempotent: "Idempotent mutation", other: "Other mutation" }

/** Every code with its HTTP status and meaning, each linking to its section below. */
export function errorCodesTable(catalog: ErrorCatalogue): string {
  return table(
    ["Code", "HTTP status", "Meaning"],
    catalog.codes.map((entry) => [`[${code(entry.code)}](#${errorAnchor(entry.code)})`, cell(entry.status), cell(entry.summary)]),
  )
}

/** Whether to send the same request again after each code, for queries, idempotent mutations and other mutations. */
export function retryTable(catalog: ErrorCatalogue): string {
  return table(
    ["Code", ...RETRY_KINDS.map((kind) => RETRY_HEADINGS[kind])],
    catalog.codes.map((entry) => [`[${code(entry.code)}](#${errorAnchor(entry.code)})`, ...RETRY_KINDS.map((kind) => cell(entry.retry[kind].advice))]),
  )
}

/** The details a code adds to `extensions`, as entries (`extensions.reason`). */
export function extensionEntries(entry: ErrorCatalogue["codes"][number]): ReferenceEntry[] {
  return (entry.extensions ?? []).map((extension) => ({ name: `extensions.${extension.name}`, description: cell(extension.description) }))
}

/** An example error of errors.yaml, pretty-printed. */
const jsonFence = (example: string, meta = "") => fence("json", JSON.stringify(JSON.parse(example), null, 2), meta)

/** A code's example: what the request does, the request, and the response with its status line when it matters. */
export function exampleParts(example: ErrorExample, code?: string): string[] {
  const parts = [`**Example.** ${cell(example.title)}`]
  // A request the workspace model runs gets Run (the explorer), keyed by its code.
  if (example.request) parts.push(fence("graphql", example.request, `title="Request"${code && !example.nocheck ? ` run="error:${code}"` : ""}`))
  else if (example.curl) parts.push(fence("bash", example.curl, 'title="Request"'))
  if (example.variables) parts.push(fence("json", example.variables, 'title="Variables"'))
  parts.push(
    example.http
      ? fence("http", `${example.http.trim()}\n\n${JSON.stringify(JSON.parse(example.response), null, 2)}`, 'title="Response"')
      : jsonFence(example.response, 'title="Response"'),
  )
  return parts
}

/** The error catalog: a summary table, then one section per code and one per reason. */
export function errorPages(catalog: ErrorCatalogue): ReferencePage[] {
  const sections = catalog.codes.map((entry) => {
    const reasons = catalog.reasons.filter((reason) => reason.code === entry.code)
    return [
      `## ${entry.code}`,
      `${cell(entry.summary)} HTTP status: ${cell(entry.status)}.`,
      `**When it happens.** ${cell(entry.when)}`,
      `**What to do.** ${cell(entry.fix)}`,
      `**Retry.** Queries: ${cell(entry.retry.queries.advice)} Idempotent mutations: ${cell(entry.retry.idempotent.advice)} Other ` +
        `mutations: ${cell(entry.retry.other.advice)}`,
      ...(entry.extensions?.length
        ? [entryList(extensionEntries(entry))]
        : []),
      ...(entry.example ? exampleParts(entry.example, entry.code) : []),
      ...reasons.map((reason) =>
        [`### ${reason.reason}`, `${cell(reason.summary)} ${cell(reason.details)}`, ...(reason.example ? [jsonFence(reason.example)] : [])].join("\n\n"),
      ),
    ].join("\n\n")
  })
  const body = [
    "Branch on the code, and on `extensions.reason` where one is given, never on the message: messages are written for people and may change. A " +
      "GraphQL error carries its code in `extensions.code` of each entry of `errors`; a management API error in the body's `code`. A client that meets a " +
      "code it doesn't know treats it like `INTERNAL`.",
    "## Codes at a glance",
    "The GraphQL API answers HTTP 200 whenever the request could be executed, even when some fields failed; the codes that come with another status are " +
      "those that stop the whole request.",
    errorCodesTable(catalog),
    "## Retries",
    "Whether a request may be sent again depends on the code and on what the request does. A query only reads, so sending it again is harmless. An " +
      "**idempotent** mutation is one that, sent again, leaves the records' data as one send left it, such as updates, deletes, bulk upsert and " +
      "`setOrderStatus`. That is about the data only: on a type with versioning a repeated update or restore stores another version, and every write " +
      "emits its change event again. **Other** mutations, such as creates and `receiveStock`, would apply their change twice. Each mutation's entry in the " +
      "[GraphQL reference](/reference/api-references/graphql/mutations) says which kind it is, whether a repeat stores another version and emits another " +
      "event, and lists the advice that applies to its errors. The table says, for " +
      "each code, whether to send the same request again for each kind. Wait with exponential backoff between attempts, starting at 500 ms.",
    retryTable(catalog),
    "## Read an error",
    "A GraphQL error names the failing field in `path` and its code in `extensions`. Some codes add details: a duplicate unique value adds `reason` and " +
      "`field` (or `constraint` for a unique composite index), a version conflict adds `reason`, a pipeline resolver adds the `step` that failed, and bulk " +
      "upsert adds the `index` of the failing record. The sections below list, for each code, when it happens and what to do.",
    ...(catalog.request_ids ? ["## Request IDs and logs", prose(catalog.request_ids.trim())] : []),
    ...sections,
  ]
  return [
    {
      route: ERRORS_ROUTE,
      title: "Error codes",
      description: "Every error code of the Strata GraphQL and management APIs: its HTTP status, its machine-readable details, when it happens and what to do.",
      body: body.join("\n\n"),
      source: "errors",
    },
  ]
}
