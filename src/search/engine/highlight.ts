import { tokenize, tokens, type Token } from "../shared/tokenize"

/** Algolia-shaped highlighting done locally: the value is HTML-escaped, and only <mark> is ever added. */
export interface HighlightResult {
  value: string
  matchLevel: "none" | "partial" | "full"
  matchedWords: string[]
  fullyHighlighted?: boolean
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c])
}

export const PRE_TAG = "<mark>"
export const POST_TAG = "</mark>"

/** Whether any of `terms` (lowercase) can be a token or a part of one in `text`: a cheap test before tokenizing. */
function mayHold(text: string, terms: Set<string>): boolean {
  const lower = text.toLowerCase()
  for (const term of terms) if (lower.includes(term)) return true
  return false
}

/** Wraps every token of `text` whose term, or one of whose parts, is in `terms` (lowercase index terms) in <mark>, escaping the rest. */
export function markTerms(text: string, terms: Set<string>): { value: string; marked: number } {
  if (!mayHold(text, terms)) return { value: escapeHtml(text), marked: 0 }
  let value = ""
  let last = 0
  let marked = 0
  for (const token of tokenize(text)) {
    if (!terms.has(token.term) && !token.parts.some((part) => terms.has(part))) continue
    value += escapeHtml(text.slice(last, token.start)) + PRE_TAG + escapeHtml(text.slice(token.start, token.end)) + POST_TAG
    marked++
    last = token.end
  }
  return { value: value + escapeHtml(text.slice(last)), marked }
}

/** The highlight of one attribute: which query words matched it, and the value with their terms marked. */
export function highlightAttribute(text: string, matchedTerms: Set<string>, matchedWords: string[], queryWordCount: number): HighlightResult {
  const { value, marked } = markTerms(text, matchedTerms)
  const words = marked === 0 ? [] : matchedWords
  const matchLevel = words.length === 0 ? "none" : words.length >= queryWordCount ? "full" : "partial"
  return { value, matchLevel, matchedWords: words, fullyHighlighted: marked > 0 && value.startsWith(PRE_TAG) && value.endsWith(POST_TAG) && marked === 1 }
}

/**
 * A window of about `size` words of `text` around its first marked term, with ellipses where cut.
 * Its match level is "full" when the window holds every one of `wholeWords` (the query's words found
 * as typed), else "partial" when anything is marked, else "none".
 */
export function snippetAttribute(
  text: string,
  matchedTerms: Set<string>,
  size = 20,
  wholeWords: string[] = [],
): { value: string; matchLevel: HighlightResult["matchLevel"] } {
  const whole = new Set(wholeWords)
  const matches = (set: Set<string>) => (token: Token) => set.has(token.term) || token.parts.some((part) => set.has(part))
  // One pass over the text, up to the anchor: the window starts at the first word typed as is, else at
  // the first corrected or completed one.
  const isWhole = matches(whole)
  const isMatched = matches(matchedTerms)
  let anchor: Token | undefined
  let firstMatched: Token | undefined
  for (const token of mayHold(text, matchedTerms) || mayHold(text, whole) ? tokens(text) : []) {
    if (whole.size && isWhole(token)) {
      anchor = token
      break
    }
    if (!firstMatched && isMatched(token)) {
      firstMatched = token
      if (!whole.size) break
    }
  }
  anchor ??= firstMatched
  const starts = [...text.matchAll(/\S+/g)].map((m) => m.index ?? 0)
  let first = 0
  if (anchor) while (first + 1 < starts.length && starts[first + 1] <= anchor.start) first++
  const start = !anchor || first <= 0 ? 0 : Math.max(0, Math.min(first - Math.floor(size / 4), starts.length - size))
  const end = start + size < starts.length ? starts[start + size] : text.length
  const window = text.slice(starts[start] ?? 0, end).replace(/\s+/g, " ").trim()
  const { value, marked } = markTerms(window, matchedTerms)
  const windowTokens = whole.size ? tokenize(window) : []
  const full = whole.size > 0 && [...whole].every((term) => windowTokens.some((token) => token.term === term || token.parts.includes(term)))
  return { value: `${start > 0 ? "… " : ""}${value}${start + size < starts.length ? " …" : ""}`, matchLevel: full ? "full" : marked ? "partial" : "none" }
}

/** Splits a highlighted value into text runs for rendering as text nodes (never as HTML). */
export function parseHighlight(value: string): { text: string; highlighted: boolean }[] {
  const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? _)
  return value
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith(PRE_TAG) && part.endsWith(POST_TAG) ? { text: decode(part.slice(6, -7)), highlighted: true } : { text: decode(part), highlighted: false },
    )
}
