import type { ErrorCatalogue } from "../../../reference/errorCatalogue"
import type { CheckedPage } from "../shared/codeBlocks"
import { writtenPages } from "../shared/sitePages"
import { withSchemas, type SiteCheck } from "../siteCheck"

// What counts as naming an error code, in prose or in code:
//  - a word with an error code's shape: all caps, snake case, ending in a word that says what went
//    wrong (VALIDATION_FAILED, PERMISSION_DENIED, NOT_FOUND, RATE_LIMITED, UNIQUE_VIOLATION, …), or
//    UNAUTHENTICATED / UNAUTHORIZED / FORBIDDEN;
//  - any all-caps word given as the value of a `code` or `reason` key or compared with one
//    (`"code": "TIMEOUT"`, `code: "INTERNAL"`, `error.code === "X"`).
// Other all-caps words (enum values such as PENDING, environment variables, HTTP methods) are not codes.
const CODE_SHAPE = new RegExp(
  String.raw`\b(?:[A-Z][A-Z0-9]*_)+(?:FAILED|DENIED|FOUND|LIMITED|REQUEST|VIOLATION|EXCEEDED|EXPIRED|CONFLICT|UNAVAILABLE|ERROR|LARGE|INVALID)\b` +
    String.raw`|\b(?:UNAUTHENTICATED|UNAUTHORIZED|FORBIDDEN)\b`,
  "g",
)
const CODE_VALUE = /\b(?:code|reason)["']?\s*(?::|=|===|==|!==|!=)\s*["'`]([A-Z][A-Z0-9_]*)["'`]/g

export interface ErrorCodeCheck {
  problems: string[]
  /** Mentions checked (each occurrence). */
  mentions: number
}

/** Every error code a page names exists in the catalog (content/schema/errors.yaml), as a code or a reason. */
export function checkErrorCodes(pages: CheckedPage[], catalogue: ErrorCatalogue): ErrorCodeCheck {
  const known = new Set([...catalogue.codes.map((entry) => entry.code), ...catalogue.reasons.map((entry) => entry.reason)])
  const result: ErrorCodeCheck = { problems: [], mentions: 0 }
  for (const page of pages) {
    page.body.split("\n").forEach((line, index) => {
      const named = new Map<number, string>()
      for (const match of line.matchAll(CODE_SHAPE)) named.set(match.index ?? 0, match[0])
      for (const match of line.matchAll(CODE_VALUE)) named.set((match.index ?? 0) + match[0].lastIndexOf(match[1]), match[1])
      for (const code of named.values()) {
        result.mentions++
        if (!known.has(code)) result.problems.push(`${page.file}:${page.lineOffset + index + 1} error code ${code} is not in content/schema/errors.yaml`)
      }
    })
  }
  return result
}

/** Every error code the hand-written pages name, in prose or in code, is in errors.yaml. */
export const errorCodes: SiteCheck = {
  name: "error codes",
  line: "Examples",
  run: withSchemas((context, schemas) => {
    const errors = checkErrorCodes(writtenPages(context.site), schemas.errors)
    return { problems: errors.problems, summary: [`${errors.mentions} error code mentions checked against errors.yaml`] }
  }),
}
