// The tokens of CUE as cueParse.ts reads them, and a cursor over them that skips what the reader leaves opaque
// (a bracketed group, the rest of a field).

export interface Token {
  kind: "ident" | "string" | "text" | "number" | "punct" | "newline" | "eof"
  text: string
  line: number
}

const OPERATORS = ["...", "==", "!=", "<=", ">=", "=~", "!~", "&&", "||"]

export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  let line = 1
  const push = (kind: Token["kind"], text: string, at = line) => tokens.push({ kind, text, line: at })
  while (i < source.length) {
    const c = source[i]
    const raw = /^(#*)("""|"|'''|')/.exec(source.slice(i, i + 12))
    if (c === "\n") {
      push("newline", "\n")
      line++
      i++
    } else if (c === " " || c === "\t" || c === "\r") i++
    else if (c === "/" && source[i + 1] === "/") {
      while (i < source.length && source[i] !== "\n") i++
    } else if (raw && (raw[1].length > 0 || c === '"' || c === "'")) {
      const hashes = raw[1]
      const quote = raw[2]
      const close = quote + hashes
      const start = line
      const from = i + raw[0].length
      let stop = from
      // Up to the closing quote; an escape (`\"`, or `\(…)` interpolation) never closes a string.
      while (stop < source.length && !source.startsWith(close, stop) && !(quote.length === 1 && source[stop] === "\n")) {
        stop += source[stop] === "\\" && hashes === "" ? 2 : 1
      }
      const body = source.slice(from, stop)
      i = source.startsWith(close, stop) ? stop + close.length : stop
      line += (body.match(/\n/g) ?? []).length
      if (quote.length === 3) {
        // A multi-line string: its text is the lines between the opening and the closing line.
        const text = body.replace(/^[^\n]*\n/, "").replace(/\n[ \t]*$/, "")
        push("text", text, start + 1)
      } else push("string", body, start)
    } else if (/[A-Za-z_$#]/.test(c)) {
      const match = /^[A-Za-z_$#][\w$#]*/.exec(source.slice(i))!
      push("ident", match[0])
      i += match[0].length
    } else if (/[0-9]/.test(c)) {
      const match = /^[0-9][0-9._eExXa-fA-F+-]*/.exec(source.slice(i))!
      push("number", match[0])
      i += match[0].length
    } else {
      const op = OPERATORS.find((candidate) => source.startsWith(candidate, i))
      push("punct", op ?? c)
      i += (op ?? c).length
    }
  }
  push("eof", "")
  return tokens
}

const CLOSE: Record<string, string> = { "{": "}", "[": "]", "(": ")" }
export const BINARY = new Set(["&", "|", "+", "-", "*", "/", "==", "!=", "<", "<=", ">", ">=", "=~", "!~", "&&", "||"])
/** Operators before a value (a default marker, a bound): the value is then not a plain literal. */
export const UNARY = new Set(["*", "!", "-", "<", ">", "<=", ">=", "!=", "=~", "!~"])

/** A position in the tokens, with the moves every part of the reader makes. */
export class TokenCursor {
  protected index = 0
  constructor(private readonly tokens: Token[]) {}

  protected peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]
  }
  protected next(): Token {
    return this.tokens[Math.min(this.index++, this.tokens.length - 1)]
  }
  protected is(text: string, offset = 0): boolean {
    const token = this.peek(offset)
    return token.kind === "punct" && token.text === text
  }

  /** A name with its dots (`stratadb.#Type`), from the identifier under the cursor. */
  protected dottedName(): string {
    let path = this.next().text
    while (this.is(".") && this.peek(1).kind === "ident") {
      this.next()
      path += `.${this.next().text}`
    }
    return path
  }

  protected skipGroup(): void {
    const open = this.next().text
    const close = CLOSE[open]
    let depth = 1
    while (this.peek().kind !== "eof" && depth > 0) {
      const token = this.next()
      if (token.kind !== "punct") continue
      if (token.text === open) depth++
      else if (token.text === close) depth--
    }
  }

  protected skipLine(): void {
    let depth = 0
    while (this.peek().kind !== "eof") {
      const token = this.peek()
      if (depth === 0 && (token.kind === "newline" || this.is(",") || this.is("}"))) return
      if (token.kind === "punct" && CLOSE[token.text]) depth++
      if (token.kind === "punct" && ["}", "]", ")"].includes(token.text)) depth--
      this.next()
    }
  }
}
