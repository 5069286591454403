import { cell, code, fence, table } from "./mdxText"
import type { ReferencePage } from "./pageModel"
import type { ErrorCatalogue } from "./sources"

export const ERRORS_ROUTE = "/reference/errors"

/** The anchor of a code's section: its heading, slugged (`VALIDATION_FAILED` → `validation_failed`). */
export const errorAnchor = (code: string) => code.toLowerCase()

/** Every code with its HTTP status, meaning and whether to retry, each linking to its section below. */
export function errorCodesTable(catalog: ErrorCatalogue): string {
  const withRetry = catalog.codes.some((entry) => entry.retry)
  return table(
    ["Code", "HTTP status", "Meaning", ...(withRetry ? ["Retry?"] : [])],
    catalog.codes.map((entry) => [`[${code(entry.code)}](#${errorAnchor(entry.code)})`, cell(entry.status), cell(entry.summary), ...(withRetry ? [cell(entry.retry ?? "")] : [])]),
  )
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
      ...(entry.extensions?.length ? [table(["Extension", "Meaning"], entry.extensions.map((extension) => [code(`extensions.${extension.name}`), cell(extension.description)]))] : []),
      ...reasons.map((reason) => `### ${reason.reason}\n\n${cell(reason.summary)} ${cell(reason.details)}`),
      ...(entry.example ? [fence("json", JSON.stringify(JSON.parse(entry.example), null, 2))] : []),
    ].join("\n\n")
  })
  const body = [
    "Every error of the GraphQL API and of the management API carries a machine-readable code. In a GraphQL response it is `extensions.code` of each entry of `errors`; in a management API response it is the body's `code`. Branch on the code, and on `extensions.reason` where one is given, never on the message: messages are written for people and may change. A client that meets a code it doesn't know treats it like `INTERNAL`.",
    "## Codes at a glance",
    "The GraphQL API answers HTTP 200 whenever the request could be executed, even when some fields failed; the codes that come with another status are those that stop the whole request.",
    errorCodesTable(catalog),
    "## Read an error",
    "A GraphQL error names the failing field in `path` and its code in `extensions`. Some codes add details: a duplicate unique value adds `reason` and `field`, a pipeline resolver adds the `step` that failed, and bulk upsert adds the `index` of the failing record. The sections below list, for each code, when it happens and what to do.",
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
