import { RETRY_KINDS, type ErrorCatalogue, type RetryKind } from "../../../reference/errorCatalogue"
import type { CheckedPage } from "../shared/codeBlocks"
import { writtenPages } from "../shared/sitePages"
import { withSchemas, type SiteCheck } from "../siteCheck"

// Retry advice is a property of each error code, split by kind of operation (errors.yaml `retry`). A page
// that advises on retrying after a code must agree with it: a clause that says to retry (or that a client
// retries) after a code, for a kind of operation where sending it again is not safe, fails; so does one
// that says never to, where it is always safe. How a clause is read:
//  - it gives advice when it has a form of "retry" (not "Retry-After", not "retry advice");
//  - it is negative when a negation stands before that word ("not retried", "never retry", "don't"), or a
//    table cell starts with "No"; it is conditional ("only", "before", "after reading", "if", "unless") and
//    not checked when it makes the retry depend on something;
//  - the codes are those named in the clause, else in its sentence or table row;
//  - the kinds are those it names ("query", "idempotent", "not idempotent", "mutation"), else its table
//    column's, else every kind. A clause naming queries and mutations both is not checked.

export interface RetryAdviceCheck {
  problems: string[]
  /** Clauses checked against the codes' retry rules. */
  checked: number
}

const RETRY_WORD = /(?<!whether to )\bretr(?:y|ies|ied|ying)\b(?!-after|\s+(?:advice|rules?|polic(?:y|ies)|table|column))/i
const NEGATION = /\b(?:not|never|no|don't|doesn't|isn't|aren't|won't|can't|cannot|without)\b[^.;:]{0,40}?\bretr(?:y|ies|ied|ying)\b/i
// "after" is a condition unless what follows is the failure itself ("retry after INTERNAL", "after network errors").
const CONDITION = /\b(?:only|before|once|if|unless|until)\b|\bafter\b(?!\s+(?:an?\s+|the\s+)?(?:[A-Z][A-Z_]{3,}\b|(?:network\s+)?(?:errors?|failures?)\b))/i

type Scope = RetryKind[] | "ambiguous"

function scopeOf(text: string): Scope | undefined {
  const other = /\b(?:non-idempotent|not idempotent|isn't idempotent|aren't idempotent)\b/i.test(text)
  const idempotent = !other && /\bidempotent\b/i.test(text)
  const mutation = /\bmutations?\b/i.test(text)
  const query = /\bquer(?:y|ies)\b/i.test(text)
  if (query && (mutation || other || idempotent)) return "ambiguous"
  if (other) return ["other"]
  if (idempotent) return ["idempotent"]
  if (mutation) return ["idempotent", "other"]
  if (query) return ["queries"]
  return undefined
}

/** Prose without code spans other than error codes, and without the Retry-After header's name. */
function readable(text: string, codes: Set<string>): string {
  return text.replace(/`([^`]*)`/g, (_, inner: string) => (codes.has(inner) ? inner : "")).replace(/Retry-After/gi, "")
}

function codesIn(text: string, codes: Set<string>): string[] {
  return [...new Set(text.match(/\b[A-Z][A-Z_]{3,}\b/g) ?? [])].filter((word) => codes.has(word))
}

interface Clause {
  text: string
  /** The sentence or table row around it, for its codes when it names none. */
  context: string
  /** The table column's heading, for its kind when it names none. */
  column?: string
  line: number
}

/** The clauses of a page that may give retry advice: sentences split at ";", and table cells. */
function clausesOf(page: CheckedPage, codes: Set<string>): Clause[] {
  const clauses: Clause[] = []
  let fenced = false
  let header: string[] | undefined
  page.body.split("\n").forEach((raw, index) => {
    const line = page.lineOffset + index + 1
    if (/^\s*(```|~~~)/.test(raw)) fenced = !fenced
    if (fenced) return
    const text = readable(raw, codes)
    if (/^\s*\|/.test(raw)) {
      const cells = text.split("|").slice(1, -1).map((cell) => cell.trim())
      if (cells.every((cell) => /^:?-{3,}:?$/.test(cell))) return
      if (!header) {
        header = cells
        return
      }
      cells.forEach((cell, column) => clauses.push({ text: cell, context: text, column: header?.[column], line }))
      return
    }
    header = undefined
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      for (const part of sentence.split(";")) clauses.push({ text: part, context: sentence, line })
    }
  })
  return clauses
}

/** Every retry advice of the pages that names an error code agrees with that code's rule for the kinds it speaks of. */
export function checkRetryAdvice(pages: CheckedPage[], catalogue: ErrorCatalogue): RetryAdviceCheck {
  const result: RetryAdviceCheck = { problems: [], checked: 0 }
  const rules = new Map(catalogue.codes.map((entry) => [entry.code, entry.retry]))
  const known = new Set(rules.keys())
  for (const page of pages) {
    for (const clause of clausesOf(page, known)) {
      const cellSaysNo = clause.column !== undefined && /^no\b/i.test(clause.text)
      const cellSaysYes = clause.column !== undefined && /^yes\b/i.test(clause.text)
      if (!RETRY_WORD.test(clause.text) && !cellSaysNo && !cellSaysYes) continue
      const named = codesIn(clause.text, known)
      const codes = named.length > 0 ? named : codesIn(clause.context, known)
      if (codes.length === 0) continue
      // "isn't idempotent" says which mutations, not whether to retry them.
      const negative = cellSaysNo || NEGATION.test(clause.text.replace(/\b(?:non-|not |isn't |aren't )idempotent\b/gi, "idempotent"))
      if (!negative && CONDITION.test(clause.text)) continue
      const scope = scopeOf(clause.text) ?? (clause.column ? scopeOf(clause.column) : undefined) ?? RETRY_KINDS
      if (scope === "ambiguous") continue
      result.checked++
      for (const code of codes) {
        const rule = rules.get(code)!
        const unsafe = scope.filter((kind) => !rule[kind].safe)
        if (!negative && unsafe.length > 0) {
          result.problems.push(`${page.file}:${clause.line} retry advice for ${code} says to retry, but errors.yaml says not to for ` +
            `${unsafe.join(" and ")}: "${rule[unsafe[0]].advice}" Name the kind of operation it is safe for.`)
        } else if (negative && scope.every((kind) => rule[kind].safe)) {
          result.problems.push(`${page.file}:${clause.line} retry advice for ${code} says not to retry, but errors.yaml says it is safe for ` +
            `${scope.join(" and ")}: "${rule[scope[0]].advice}"`)
        }
      }
    }
  }
  return result
}

/** Retry advice on the hand-written pages agrees with each code's rule in errors.yaml, for the kind of operation it names. */
export const retryAdvice: SiteCheck = {
  name: "retry advice",
  line: "Examples",
  run: withSchemas((context, schemas) => {
    const retries = checkRetryAdvice(writtenPages(context.site), schemas.errors)
    return { problems: retries.problems, summary: [`${retries.checked} retry advices checked against errors.yaml`] }
  }),
}
