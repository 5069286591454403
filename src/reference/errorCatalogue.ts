import { loadYaml } from "./loadYaml"
import type { OperationExample } from "./operationExamples"

// content/schema/errors.yaml: every error code and reason the API returns, with the retry advice for each
// kind of operation. The error pages, the operation entries and the example checks all read it from here.

export const ERRORS_FILE = "content/schema/errors.yaml"

/** The kinds of operation retry advice is given for: a repeat of an `other` mutation would apply it twice. */
export type RetryKind = "queries" | "idempotent" | "other"
export const RETRY_KINDS: RetryKind[] = ["queries", "idempotent", "other"]

/** Whether sending the same request again can do no harm, and the advice readers see. */
export interface RetryRule {
  safe: boolean
  advice: string
}

/**
 * A request that fails with the code and the response it gets, shown under the code's heading: a GraphQL
 * `request` (run on the sample workspace at build, like every request the site shows) or a management API
 * `curl` command, with its `response` body and, optionally, the `http` status line and headers before it.
 */
export interface ErrorExample extends Omit<OperationExample, "operation" | "request"> {
  request?: string
  curl?: string
  http?: string
}

export interface ErrorCode {
  code: string
  status: string
  summary: string
  when: string
  fix: string
  /** Whether and when to send the same request again, for each kind of operation. */
  retry: Record<RetryKind, RetryRule>
  example?: ErrorExample
  extensions?: { name: string; description: string }[]
}

export interface ErrorReason {
  reason: string
  code: string
  summary: string
  details: string
  /** An error response with this reason, shown under it on the errors page. */
  example?: string
  /** What to do before sending the request again, given under every operation that can return the reason. */
  retry?: string
}

export interface ErrorCatalogue {
  codes: ErrorCode[]
  reasons: ErrorReason[]
  /** What Strata logs, and what to do with a request's `X-Request-Id` (Markdown), shown on the errors page. */
  request_ids?: string
}

/** errors.yaml, parsed; a code without a retry rule for each kind of operation fails naming the file and the code. */
export function parseErrorCatalogue(text: string): ErrorCatalogue {
  const catalogue = loadYaml(text, ERRORS_FILE) as ErrorCatalogue
  const missing = catalogue.codes.flatMap((entry) =>
    RETRY_KINDS.filter((kind) => typeof entry.retry?.[kind]?.safe !== "boolean" || !entry.retry[kind].advice).map(
      (kind) => `${entry.code} needs retry.${kind} with safe (true or false) and advice`,
    ),
  )
  const examples = catalogue.codes.flatMap((entry) => {
    const example = entry.example
    if (!example) return [`${entry.code} needs an example: a request that fails with it and the response`]
    if (!example.title || !example.response || !(example.request || example.curl)) return [`${entry.code}'s example needs title, request (or curl) and response`]
    return []
  })
  missing.push(...examples)
  if (missing.length > 0) throw new Error(`${ERRORS_FILE}: ${missing.join("; ")}`)
  return catalogue
}
