// Where things are in the text of a Terraform example. The HCL parser gives values without positions, so the
// checks find the line of an argument, a block or a list item here: the text with its comments, string contents
// and heredoc bodies blanked out, scanned for `key =`, `key "label" {` and list items at their own depth.
import { maskHcl, stringEnd } from "./hclMask"

/** Offsets in the text: `start` is the first character, `end` is past the last. */
export interface Span {
  start: number
  end: number
}

/** An argument (`key = value`, `key: value`) or a block (`key "label" { … }`) of a body or an object. */
export interface TextEntry {
  key: string
  /** Offset of the key. */
  at: number
  block: boolean
  labels: string[]
  /** The value's expression, or a block's braces. */
  value: Span
}

const OPENING = "{[("
const CLOSING = "}])"


/** A scanner of one example's text. */
export class HclText {
  readonly masked: string
  private readonly lineStarts: number[]

  constructor(readonly text: string) {
    this.masked = maskHcl(text)
    this.lineStarts = [0]
    for (let index = 0; index < text.length; index++) if (text[index] === "\n") this.lineStarts.push(index + 1)
  }

  /** The 1-based line of an offset. */
  line(offset: number): number {
    let low = 0
    let high = this.lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (this.lineStarts[middle] <= offset) low = middle
      else high = middle - 1
    }
    return low + 1
  }

  /** The offset past the bracket that closes the one at `at`. */
  closing(at: number): number {
    let depth = 0
    for (let index = at; index < this.masked.length; index++) {
      const char = this.masked[index]
      if (OPENING.includes(char)) depth++
      else if (CLOSING.includes(char) && --depth === 0) return index + 1
    }
    return this.masked.length
  }

  /** The end of the expression that starts at `at`: a newline or comma at its own depth, or a closing bracket of the enclosing one. */
  private expressionEnd(at: number, limit: number): number {
    let index = at
    while (index < limit) {
      const char = this.masked[index]
      if (OPENING.includes(char)) index = this.closing(index)
      else if (CLOSING.includes(char) || char === "\n" || char === ",") break
      else index++
    }
    while (index > at && /\s/.test(this.masked[index - 1])) index--
    return index
  }

  private skipSpace(at: number, limit: number, newlines: boolean): number {
    let index = at
    while (
      index < limit &&
      (this.masked[index] === " " ||
        this.masked[index] === "\t" ||
        this.masked[index] === "\r" ||
        (newlines && (this.masked[index] === "\n" || this.masked[index] === ",")))
    ) {
      index++
    }
    return index
  }

  /** A name at `at`: an identifier, or a quoted string (its text); undefined for anything else. */
  private name(at: number): { text: string; end: number } | undefined {
    if (this.masked[at] === '"') {
      const end = stringEnd(this.text, at)
      return { text: this.text.slice(at + 1, end - 1).replace(/\\(.)/g, "$1"), end }
    }
    const match = /^[A-Za-z_][\w-]*/.exec(this.masked.slice(at, at + 200))
    return match ? { text: match[0], end: at + match[0].length } : undefined
  }

  /** The arguments and blocks directly inside `span` (a whole body, or the inside of braces), in text order. */
  entries(span: Span): TextEntry[] {
    const found: TextEntry[] = []
    let index = span.start
    while (index < span.end) {
      index = this.skipSpace(index, span.end, true)
      if (index >= span.end) break
      const key = this.name(index)
      if (!key) {
        index = Math.max(this.expressionEnd(index, span.end), index + 1)
        continue
      }
      let next = this.skipSpace(key.end, span.end, false)
      const operator = this.masked[next]
      if ((operator === "=" && this.masked[next + 1] !== "=") || operator === ":") {
        const start = this.skipSpace(next + 1, span.end, false)
        const end = this.expressionEnd(start, span.end)
        found.push({ key: key.text, at: index, block: false, labels: [], value: { start, end } })
        index = Math.max(end, start + 1)
        continue
      }
      const labels: string[] = []
      for (let label = this.name(next); label && this.masked[next] !== "{"; label = this.name(next)) {
        labels.push(label.text)
        next = this.skipSpace(label.end, span.end, false)
      }
      if (this.masked[next] === "{") {
        const end = this.closing(next)
        found.push({ key: key.text, at: index, block: true, labels, value: { start: next, end } })
        index = end
      } else index = Math.max(this.expressionEnd(next, span.end), next + 1)
    }
    return found
  }

  /** The entries of an object written `{ … }` at `span`. */
  objectEntries(span: Span): TextEntry[] {
    return this.masked[span.start] === "{" ? this.entries({ start: span.start + 1, end: span.end - 1 }) : []
  }

  /** The items of a list written `[ … ]` at `span`. */
  items(span: Span): Span[] {
    if (this.masked[span.start] !== "[") return []
    const found: Span[] = []
    const limit = span.end - 1
    let index = span.start + 1
    for (;;) {
      index = this.skipSpace(index, limit, true)
      if (index >= limit) return found
      const end = this.expressionEnd(index, limit)
      found.push({ start: index, end })
      index = Math.max(end, index + 1)
    }
  }
}
