// A Terraform or CUE example read as nested entries with their lines: `key = value` and `key: value`, objects in
// braces, lists in brackets, Terraform blocks with labels (resource "strata_workspace" "inventory" { … }) and CUE
// values unified with a definition (#Product: stratadb.#Type & { … }). It only finds what a page sets where; the
// parsers of the example checks say whether the example is valid.

export interface ConfigEntry {
  key: string
  /** File-relative line of the key (1 is the text's first line). */
  line: number
  /** A Terraform block's labels: ["strata_workspace", "inventory"]. */
  labels?: string[]
  /** The definition a CUE value is unified with: "stratadb.#Type". */
  definition?: string
  /** A value that is neither an object nor a list, as written (strings keep their quotes). */
  value?: string
  /** An object's entries. */
  entries?: ConfigEntry[]
  /** A list's items, each an entry keyed by its index. */
  items?: ConfigEntry[]
}

interface Token {
  kind: "word" | "string" | "punct" | "newline"
  text: string
  line: number
}

const PUNCT = "{}[]()=:,&|"

/** Words, strings (heredocs and CUE's """ strings whole), punctuation and line ends; comments are dropped. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let line = 1
  let at = 0
  const push = (kind: Token["kind"], value: string, startLine: number) => tokens.push({ kind, text: value, line: startLine })
  while (at < text.length) {
    const rest = text.slice(at)
    const character = text[at]
    const heredoc = /^<<-?([A-Za-z_]+)\n[\s\S]*?\n[ \t]*\1(?=\n|$)/.exec(rest)
    const block = /^("""|''')[\s\S]*?\1/.exec(rest) ?? /^\/\*[\s\S]*?\*\//.exec(rest)
    const string = /^"(?:\\.|[^"\\\n])*"?|^'(?:\\.|[^'\\\n])*'?/.exec(rest)
    const taken = heredoc?.[0] ?? block?.[0] ?? (character === '"' || character === "'" ? string?.[0] : undefined)
    if (taken !== undefined) {
      if (!taken.startsWith("/*")) push("string", taken, line)
    } else if (character === "\n") {
      push("newline", "\n", line)
    } else if (character === "#" && !/^#[A-Za-z_]/.test(rest)) {
      at += rest.indexOf("\n") === -1 ? rest.length : rest.indexOf("\n")
      continue
    } else if (rest.startsWith("//")) {
      at += rest.indexOf("\n") === -1 ? rest.length : rest.indexOf("\n")
      continue
    } else if (PUNCT.includes(character)) {
      push("punct", character, line)
    } else if (!/\s/.test(character)) {
      const word = /^[^\s{}[\]()=:,&|"']+/.exec(rest)![0]
      push("word", word, line)
      at += word.length
      continue
    }
    const length = taken?.length ?? 1
    line += (text.slice(at, at + length).match(/\n/g) ?? []).length
    at += length
  }
  return tokens
}

class Reader {
  private at = 0
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset]
  }

  private skip(kinds: string[]): void {
    while (this.peek() && (kinds.includes(this.peek()!.text) || this.peek()!.kind === "newline")) this.at++
  }

  /** Entries up to the closing brace (which is consumed) or the end. */
  entries(): ConfigEntry[] {
    const found: ConfigEntry[] = []
    for (;;) {
      this.skip([","])
      const token = this.peek()
      if (!token) return found
      this.at++
      if (token.text === "}") return found
      if (token.kind !== "word" && token.kind !== "string") continue
      const entry: ConfigEntry = { key: token.text.replace(/^"|"$/g, ""), line: token.line }
      const labels: string[] = []
      while (this.peek()?.kind === "string" || (this.peek()?.kind === "word" && labels.length === 0 && this.peek(1)?.text === "{")) {
        labels.push(this.tokens[this.at++].text.replace(/^"|"$/g, ""))
      }
      if (this.peek()?.text === "{") {
        this.at++
        found.push({ ...entry, ...(labels.length ? { labels } : {}), entries: this.entries() })
        continue
      }
      if (this.peek()?.text === "=" || this.peek()?.text === ":") {
        this.at++
        found.push(this.value(entry))
      }
    }
  }

  /** A value after `=` or `:`: an object, a list, a definition & object, or the tokens up to the end of the line. */
  value(entry: ConfigEntry): ConfigEntry {
    const words: string[] = []
    for (;;) {
      const token = this.peek()
      if (!token || token.kind === "newline" || token.text === "," || token.text === "}" || token.text === "]") break
      this.at++
      if (token.text === "{") return { ...entry, ...this.definitionOf(words), entries: this.entries() }
      if (token.text === "[") return { ...entry, items: this.items() }
      // CUE's `fields: sku: {…}` nests an entry on one line.
      if (token.kind === "word" && words.length === 0 && this.peek()?.text === ":") {
        this.at++
        return { ...entry, entries: [this.value({ key: token.text, line: token.line })] }
      }
      words.push(token.text)
    }
    return { ...entry, value: words.join(" ") }
  }

  private definitionOf(words: string[]): Pick<ConfigEntry, "definition"> {
    const definition = words.find((word) => /^[a-z]\w*\.#\w+$/.test(word))
    return definition ? { definition } : {}
  }

  private items(): ConfigEntry[] {
    const items: ConfigEntry[] = []
    for (;;) {
      this.skip([","])
      const token = this.peek()
      if (!token) return items
      if (token.text === "]") {
        this.at++
        return items
      }
      const before = this.at
      items.push(this.value({ key: String(items.length), line: token.line }))
      if (this.at === before) this.at++
    }
  }
}

/** The entries of a Terraform or CUE text. */
export function readConfigEntries(text: string): ConfigEntry[] {
  return new Reader(tokenize(text)).entries()
}
