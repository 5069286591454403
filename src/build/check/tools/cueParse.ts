import type { HclLiteral } from "./hclDocument"
import { BINARY, tokenize, TokenCursor, UNARY } from "./cueSyntax"

// A reader for the part of CUE that configuration examples use: fields (also the short form
// `a: b: c: 1`, optional `?` and required `!` markers), structs, lists, unifications with definitions
// (`stratadb.#Type & { … }`), strings (also multi-line `"""` and raw `#"…"#` ones), numbers, bare
// words and comments. `package`, `import` and `let` lines are skipped; comprehensions (`for`, `if`) are
// read into the struct around them; any other expression (a disjunction, a call, arithmetic) is an
// opaque value. Enough to find the values an example builds from a definition, and their lines.

export type CueValue =
  | {
      kind: "object"
      entries: CueEntry[]
      /** The definitions the struct is unified with: `stratadb.#Type`, `#Product`, `schema.#Product`. */
      definitions: string[]
      /** Values written in the struct without a label (`function.#Namespace & { … }` inside a list or a file). */
      embeds: CueValue[]
      /** 1-based line of the struct's opening brace. */
      line: number
    }
  | { kind: "list"; items: CueValue[] }
  | { kind: "other"; literal?: HclLiteral }

export interface CueEntry {
  key: string
  /** 1-based line of the label. */
  line: number
  value: CueValue
}

class Parser extends TokenCursor {
  /** The fields of a struct up to `closing` (or the end of the text). */
  struct(line: number, closing?: string): CueValue & { kind: "object" } {
    const value: CueValue & { kind: "object" } = { kind: "object", entries: [], definitions: [], embeds: [], line }
    for (;;) {
      while (this.peek().kind === "newline" || this.is(",")) this.next()
      const token = this.peek()
      if (token.kind === "eof") return value
      if (closing && this.is(closing)) {
        this.next()
        return value
      }
      if (token.kind === "ident" && (token.text === "package" || token.text === "let") && this.peek(1).kind === "ident") {
        this.skipLine()
        continue
      }
      if (token.kind === "ident" && token.text === "import") {
        this.next()
        if (this.is("(")) this.skipGroup()
        else this.skipLine()
        continue
      }
      if (token.kind === "ident" && (token.text === "for" || token.text === "if") && this.peek(1).kind !== "punct") {
        // A comprehension: what it yields is read into this struct.
        while (this.peek().kind !== "eof" && !this.is("{") && this.peek().kind !== "newline") this.next()
        if (this.is("{")) {
          const open = this.next()
          const inner = this.struct(open.line, "}")
          value.entries.push(...inner.entries)
          value.embeds.push(...inner.embeds)
        }
        continue
      }
      if (this.is("...")) {
        this.skipLine()
        continue
      }
      const before = this.index
      const field = this.field()
      if (field) value.entries.push(field)
      else {
        const embedded = this.expression()
        if (embedded.kind !== "other") value.embeds.push(embedded)
        if (this.peek().kind !== "newline" && !this.is(",") && !(closing && this.is(closing)) && this.peek().kind !== "eof") this.skipLine()
      }
      // Text this reader doesn't know (a stray bracket): skip a token rather than stop.
      if (this.index === before) this.next()
    }
  }

  /** `label: value` (also `a: b: value`), or undefined, consuming nothing, when the tokens are not a field. */
  private field(): CueEntry | undefined {
    const start = this.index
    const token = this.peek()
    let key: string | undefined
    if (token.kind === "ident" || token.kind === "string") key = this.next().text
    else if (this.is("(") || this.is("[")) {
      // A dynamic or pattern label: not a name the checks read.
      this.skipGroup()
      key = ""
    } else return undefined
    if (this.is("?") || this.is("!")) this.next()
    if (!this.is(":")) {
      this.index = start
      return undefined
    }
    this.next()
    // The short form `a: b: value` is a struct holding one field.
    const inner = this.peek().kind === "ident" || this.peek().kind === "string" ? this.field() : undefined
    const value: CueValue = inner ? { kind: "object", entries: [inner], definitions: [], embeds: [], line: inner.line } : this.expression()
    return { key, line: token.line, value }
  }

  /** One value, up to a newline, comma or closing bracket at its own depth. */
  expression(): CueValue {
    const structs: (CueValue & { kind: "object" })[] = []
    const definitions: string[] = []
    const terms: CueValue[] = []
    const operators: string[] = []
    let opaque = false
    for (;;) {
      const token = this.peek()
      if (token.kind === "eof" || token.kind === "newline" || this.is(",") || this.is("}") || this.is("]") || this.is(")")) break
      if (token.kind === "punct" && BINARY.has(token.text) && terms.length > 0) {
        operators.push(this.next().text)
        while (this.peek().kind === "newline") this.next()
        continue
      }
      if (token.kind === "punct" && UNARY.has(token.text)) {
        // A unary operator (a default marker, a bound): the value is not a plain literal.
        this.next()
        opaque = true
        continue
      }
      if (this.is("{")) {
        const open = this.next()
        const struct = this.struct(open.line, "}")
        structs.push(struct)
        terms.push(struct)
      } else if (this.is("[")) {
        this.next()
        terms.push(this.list())
      } else if (this.is("(")) {
        this.skipGroup()
        terms.push({ kind: "other" })
        opaque = true
      } else if (token.kind === "ident") {
        const path = this.dottedName()
        if (this.is("(")) {
          this.skipGroup()
          opaque = true
          terms.push({ kind: "other" })
        } else if (path.includes("#")) {
          definitions.push(path)
          terms.push({ kind: "other" })
        } else terms.push({ kind: "other", literal: { kind: "word", text: path, line: token.line } })
      } else if (token.kind === "string" || token.kind === "text" || token.kind === "number") {
        this.next()
        terms.push({ kind: "other", literal: { kind: token.kind, text: token.text, line: token.line } })
      } else {
        this.next()
        opaque = true
      }
    }
    const unified = operators.every((operator) => operator === "&")
    if (structs.length > 0 && unified) {
      const [first] = structs
      const embeds = structs.flatMap((struct) => struct.embeds)
      const allDefinitions = [...definitions, ...structs.flatMap((struct) => struct.definitions)]
      return { kind: "object", entries: structs.flatMap((struct) => struct.entries), definitions: allDefinitions, embeds, line: first.line }
    }
    if (terms.length === 1 && !opaque) return terms[0]
    return { kind: "other" }
  }

  private list(): CueValue {
    const items: CueValue[] = []
    for (;;) {
      while (this.peek().kind === "newline" || this.is(",")) this.next()
      if (this.peek().kind === "eof") return { kind: "list", items }
      if (this.is("]")) {
        this.next()
        return { kind: "list", items }
      }
      if (this.is("...")) {
        this.next()
        continue
      }
      const token = this.peek()
      if (token.kind === "ident" && (token.text === "for" || token.text === "if") && this.peek(1).kind !== "punct") {
        while (this.peek().kind !== "eof" && !this.is("{") && !this.is("]")) this.next()
        if (this.is("{")) {
          const open = this.next()
          items.push(this.struct(open.line, "}"))
        }
        continue
      }
      const before = this.index
      items.push(this.expression())
      if (this.index === before) this.next()
    }
  }
}

/** The fields of a CUE text, as one struct (a file is a struct); never throws (what it can't read is skipped). */
export function parseCue(source: string): CueValue & { kind: "object" } {
  return new Parser(tokenize(source)).struct(1)
}
