// A reader for the part of HCL that configuration examples use: attributes, blocks with labels,
// object and list values (nested as deep as needed), strings with ${…} templates, heredocs and
// comments. A value written as one literal (a string, a heredoc, a number, a bare word) keeps its text;
// any other expression (references, function calls, conditionals, for expressions) is read as an opaque
// value. Enough to know which attributes and blocks an example sets, where, and the literals they hold.

export type HclValue = { kind: "object"; entries: HclEntry[] } | { kind: "list"; items: HclValue[] } | { kind: "other"; literal?: HclLiteral }

/**
 * A value written as one literal: a quoted string (its text between the quotes, escapes as written), a
 * heredoc or multi-line string (its lines), a number, or a bare word (`true`, `null`, an enum value).
 */
export interface HclLiteral {
  kind: "string" | "text" | "number" | "word"
  text: string
  /** 1-based line of the literal's first character of text (for a heredoc, the line after `<<EOT`). */
  line: number
}

export interface HclEntry {
  key: string
  /** 1-based line in the parsed text. */
  line: number
  value: HclValue
}

export interface HclBlock {
  type: string
  labels: string[]
  line: number
  body: HclBody
}

export interface HclBody {
  attributes: HclEntry[]
  blocks: HclBlock[]
}

interface Token {
  kind: "ident" | "string" | "heredoc" | "number" | "punct" | "newline" | "eof"
  text: string
  line: number
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  let line = 1
  const push = (kind: Token["kind"], text: string, at = line) => tokens.push({ kind, text, line: at })
  while (i < source.length) {
    const c = source[i]
    if (c === "\n") {
      push("newline", "\n")
      line++
      i++
    } else if (c === " " || c === "\t" || c === "\r") i++
    else if (c === "#" || (c === "/" && source[i + 1] === "/")) {
      while (i < source.length && source[i] !== "\n") i++
    } else if (c === "/" && source[i + 1] === "*") {
      const end = source.indexOf("*/", i + 2)
      const stop = end < 0 ? source.length : end + 2
      line += (source.slice(i, stop).match(/\n/g) ?? []).length
      i = stop
    } else if (c === '"') {
      const start = line
      let text = ""
      i++
      let depth = 0
      while (i < source.length) {
        const d = source[i]
        if (d === "\\") {
          text += source.slice(i, i + 2)
          i += 2
          continue
        }
        if (d === "\n") line++
        if (depth === 0 && d === '"') break
        if ((d === "$" || d === "%") && source[i + 1] === "{") {
          depth++
          text += source.slice(i, i + 2)
          i += 2
          continue
        }
        if (depth > 0 && d === "}") depth--
        else if (depth > 0 && d === "{") depth++
        text += d
        i++
      }
      i++
      push("string", text, start)
    } else if (c === "<" && source[i + 1] === "<" && /^<<-?[A-Za-z_]/.test(source.slice(i, i + 4))) {
      const header = /^<<-?([A-Za-z_]\w*)[^\n]*\n/.exec(source.slice(i))
      if (!header) {
        push("punct", "<")
        i++
        continue
      }
      const start = line
      const rest = source.slice(i + header[0].length)
      const end = new RegExp(`^\\s*${header[1]}\\s*$`, "m").exec(rest)
      const body = end ? rest.slice(0, end.index) : rest
      const consumed = header[0].length + (end ? end.index + end[0].length : rest.length)
      line += (source.slice(i, i + consumed).match(/\n/g) ?? []).length
      i += consumed
      push("heredoc", body, start)
    } else if (/[A-Za-z_]/.test(c)) {
      const match = /^[A-Za-z_][\w-]*/.exec(source.slice(i))!
      push("ident", match[0])
      i += match[0].length
    } else if (/[0-9]/.test(c)) {
      const match = /^[0-9][0-9.eE+-]*/.exec(source.slice(i))!
      push("number", match[0])
      i += match[0].length
    } else {
      const two = source.slice(i, i + 3) === "..." ? "..." : source.slice(i, i + 2)
      const op = ["...", "==", "!=", ">=", "<=", "&&", "||", "=>"].find((candidate) => two.startsWith(candidate))
      push("punct", op ?? c)
      i += (op ?? c).length
    }
  }
  push("eof", "")
  return tokens
}

const OPEN: Record<string, string> = { "{": "}", "[": "]", "(": ")" }

class Parser {
  private index = 0
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]
  }
  private next(): Token {
    return this.tokens[Math.min(this.index++, this.tokens.length - 1)]
  }
  private skipNewlines(): void {
    while (this.peek().kind === "newline") this.index++
  }

  body(closing?: string): HclBody {
    const body: HclBody = { attributes: [], blocks: [] }
    for (;;) {
      this.skipNewlines()
      const token = this.peek()
      if (token.kind === "eof" || (closing && token.text === closing && token.kind === "punct")) return body
      // A fragment cut out of a map, such as one entry of `executors`, may start with a quoted key.
      const quotedKey = token.kind === "string" && this.peek(1).kind === "punct" && this.peek(1).text === "="
      if (token.kind !== "ident" && !quotedKey) {
        // Not HCL we understand (a fragment, an ellipsis): skip the line.
        this.skipLine()
        continue
      }
      this.next()
      if (this.peek().text === "=" && this.peek().kind === "punct") {
        this.next()
        body.attributes.push({ key: token.text, line: token.line, value: this.expression() })
        continue
      }
      const labels: string[] = []
      while (this.peek().kind === "string" || this.peek().kind === "ident") labels.push(this.next().text)
      if (this.peek().text === "{") {
        this.next()
        const inner = this.body("}")
        this.next()
        body.blocks.push({ type: token.text, labels, line: token.line, body: inner })
      } else this.skipLine()
    }
  }

  private skipLine(): void {
    let depth = 0
    while (this.peek().kind !== "eof") {
      const token = this.peek()
      if (depth === 0 && (token.kind === "newline" || token.text === "}")) return
      if (token.kind === "punct" && OPEN[token.text]) depth++
      if (token.kind === "punct" && ["}", "]", ")"].includes(token.text)) depth--
      this.next()
    }
  }

  /** One value, up to a newline, comma or closing bracket at its own depth. */
  private expression(): HclValue {
    this.skipNewlinesInside()
    const first = this.peek()
    let value: HclValue = { kind: "other" }
    if (first.text === "{" && first.kind === "punct" && this.peek(1).text !== "for") {
      this.next()
      value = this.object()
    } else if (first.text === "[" && first.kind === "punct" && this.peek(1).text !== "for") {
      this.next()
      value = this.list()
    } else if (first.kind === "string" || first.kind === "heredoc" || first.kind === "number" || first.kind === "ident") {
      this.next()
      const kind = first.kind === "heredoc" ? "text" : first.kind === "ident" ? "word" : first.kind
      value = { kind: "other", literal: { kind, text: first.text, line: first.kind === "heredoc" ? first.line + 1 : first.line } }
    }
    // Whatever follows (an operator, a call, a conditional) makes the value opaque but is consumed.
    let depth = 0
    let trailing = false
    while (this.peek().kind !== "eof") {
      const token = this.peek()
      if (depth === 0 && (token.kind === "newline" || token.text === "," || token.text === "}" || token.text === "]" || token.text === ")")) break
      if (token.kind === "punct" && OPEN[token.text]) depth++
      if (token.kind === "punct" && ["}", "]", ")"].includes(token.text)) depth--
      this.next()
      trailing = true
    }
    return trailing ? { kind: "other" } : value
  }

  private skipNewlinesInside(): void {
    this.skipNewlines()
  }

  private object(): HclValue {
    const entries: HclEntry[] = []
    for (;;) {
      while (this.peek().kind === "newline" || this.peek().text === ",") this.next()
      const token = this.peek()
      if (token.kind === "eof") return { kind: "object", entries }
      if (token.text === "}" && token.kind === "punct") {
        this.next()
        return { kind: "object", entries }
      }
      let key: string | undefined
      if (token.kind === "ident" || token.kind === "string" || token.kind === "number") {
        key = this.next().text
      } else if (token.text === "(") {
        this.expression()
      } else {
        this.next()
        continue
      }
      if (this.peek().text === "=" || this.peek().text === ":") {
        this.next()
        const value = this.expression()
        if (key !== undefined) entries.push({ key, line: token.line, value })
      }
    }
  }

  private list(): HclValue {
    const items: HclValue[] = []
    for (;;) {
      while (this.peek().kind === "newline" || this.peek().text === ",") this.next()
      const token = this.peek()
      if (token.kind === "eof") return { kind: "list", items }
      if (token.text === "]" && token.kind === "punct") {
        this.next()
        return { kind: "list", items }
      }
      items.push(this.expression())
    }
  }
}

/** The attributes and blocks of an HCL text; never throws (what it can't read is skipped). */
export function parseHcl(source: string): HclBody {
  return new Parser(tokenize(source)).body()
}
