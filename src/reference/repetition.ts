// How much the reference says again and again: the sentences of its pages, each reduced to its wording (code,
// links' targets and numbers masked), counted across pages. A sentence that stands under 44 operations with
// only the operation's name changed is one wording said 44 times; what every entry shares belongs once at the
// top of the page. Measured by scripts/reference-repetition.mjs on the built pages' Markdown twins.

export interface RepeatedWording {
  /** The sentence with code spans as `…`, numbers as N and links as their text. */
  wording: string
  count: number
  /** One of the sentences, as written, and where. */
  example: { route: string; sentence: string }
}

export interface RepetitionReport {
  sentences: number
  /** Sentences whose wording stands more often than the threshold. */
  repeated: number
  wordings: RepeatedWording[]
}

/** The prose of a Markdown page: no code blocks, tables, headings or HTML; list items as sentences. */
export function proseLines(markdown: string): string[] {
  const lines: string[] = []
  let fenced = false
  for (const raw of markdown.split("\n")) {
    const line = raw.trim()
    if (/^(```|~~~)/.test(line)) {
      fenced = !fenced
      continue
    }
    if (fenced || line === "" || /^(#|\||<|>|!\[)/.test(line)) continue
    // An entry's head (`name` (type, required) — ) is the generator's layout, not a sentence: its description is.
    lines.push(line.replace(/^([-*+]|\d+\.)\s+/, "").replace(/^`[^`]+` \([^)]*\) — /, ""))
  }
  return lines
}

/** A paragraph's sentences: split after `.`, `!` or `?` before a capital, a code span, emphasis or a link. */
export function sentencesOf(line: string): string[] {
  const masked = line.replace(/`[^`]*`/g, (span) => span.replace(/[.!?]/g, "\u0000"))
  return masked
    .split(/(?<=[.!?])\s+(?=[A-Z*`[(])/)
    .map((sentence) => sentence.replace(/\u0000/g, ".").trim())
    .filter((sentence) => /[a-z]/i.test(sentence) && sentence.split(/\s+/).length >= 4)
}

/** The sentence's wording: what stays when the names and numbers it holds change. */
export function wordingOf(sentence: string): string {
  return sentence
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`[^`]*`/g, "`…`")
    .replace(/\b\d[\d,.]*\b/g, "N")
    .replace(/\*\*/g, "")
    .replace(/(`…`)(?:(?:,\s*|\s+(?:and|or)\s+)`…`)+/g, "$1")
    .replace(/\s+/g, " ")
    .trim()
}

/** Every wording that stands more than `threshold` times across the pages, most repeated first. */
export function measureRepetition(pages: { route: string; markdown: string }[], threshold = 5): RepetitionReport {
  const counts = new Map<string, RepeatedWording>()
  let sentences = 0
  for (const page of pages) {
    for (const line of proseLines(page.markdown)) {
      for (const sentence of sentencesOf(line)) {
        sentences++
        const wording = wordingOf(sentence)
        const entry = counts.get(wording)
        if (entry) entry.count++
        else counts.set(wording, { wording, count: 1, example: { route: page.route, sentence } })
      }
    }
  }
  const wordings = [...counts.values()].filter((entry) => entry.count > threshold).sort((a, b) => b.count - a.count || a.wording.localeCompare(b.wording))
  return { sentences, repeated: wordings.reduce((sum, entry) => sum + entry.count, 0), wordings }
}
