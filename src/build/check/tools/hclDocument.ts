import { parseHclTexts, type HclJson, type HclJsonObject, type HclSyntaxError } from "../../kernel/tools/hcl"
import { HclText, type Span, type TextEntry } from "./hclText"

// A Terraform example as the checks read it: the values HashiCorp's parser found, each with the line the text
// writes it on. Blocks keep their labels; `key { … }` blocks inside a resource are blocks too.

/**
 * A value written as one literal: a quoted string (its text, escapes resolved by the parser), a heredoc (its
 * text), a number, or a bare word (`true`, `false`, `null`). A string with `${…}` or `%{…}` in it is a template.
 */
export interface HclLiteral {
  kind: "string" | "text" | "number" | "word"
  text: string
  /** 1-based line of the literal's first character of text (for a heredoc, the line after `<<EOT`). */
  line: number
  /** A string built with `${…}` or `%{…}`: a string, but not known until Terraform evaluates it. */
  template?: boolean
}

/** An expression as the text writes it (`strata_auth.inventory.issuer_url`, `jsonencode({ … })`), from its 1-based line. */
export interface HclExpression {
  text: string
  line: number
}

/** An object, a list, or anything else: a literal, or an expression (a reference, a call) with no literal. */
export type HclValue =
  | { kind: "object"; entries: HclEntry[] }
  | { kind: "list"; items: HclValue[] }
  | { kind: "other"; literal?: HclLiteral; expression?: HclExpression }

export interface HclEntry {
  key: string
  /** 1-based line in the example. */
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

/** An example that parsed, with its values and their lines, or the parser's diagnostics. */
export type HclParsed = { body: HclBody } | { errors: HclSyntaxError[] }

const isObject = (value: HclJson | undefined): value is HclJsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

/** Whether a string of the parser's JSON is one expression (`${var.x}`, a reference, a call), not a string the text wrote. */
export function isExpression(text: string): boolean {
  if (!text.startsWith("${")) return false
  let depth = 0
  for (let index = 1; index < text.length; index++) {
    if (text[index] === "{") depth++
    else if (text[index] === "}" && --depth === 0) return index === text.length - 1
  }
  return false
}

const TEMPLATE = /(?<!\$)\$\{|(?<!%)%\{/

function literalOf(json: HclJson, line: number, heredoc: boolean): HclLiteral | undefined {
  if (typeof json === "string") {
    if (isExpression(json)) return undefined
    return { kind: heredoc ? "text" : "string", text: json, line: heredoc ? line + 1 : line, ...(TEMPLATE.test(json) ? { template: true } : {}) }
  }
  if (typeof json === "number") return { kind: "number", text: String(json), line }
  return { kind: "word", text: String(json), line }
}

function valueOf(json: HclJson, span: Span | undefined, text: HclText, fallbackLine: number): HclValue {
  const line = span ? text.line(span.start) : fallbackLine
  if (Array.isArray(json)) {
    const items = span ? text.items(span) : []
    return { kind: "list", items: json.map((item, index) => valueOf(item, items[index], text, line)) }
  }
  if (isObject(json)) return { kind: "object", entries: entriesOf(json, span ? text.objectEntries(span) : [], text, line) }
  if (typeof json === "string" && isExpression(json)) return { kind: "other", expression: { text: json.slice(2, -1), line } }
  return { kind: "other", literal: literalOf(json, line, span !== undefined && text.text.startsWith("<<", span.start)) }
}

/** The entries of a JSON object, at the lines of the text's arguments of the same names; one the text scan missed is at the object's line. */
function entriesOf(json: HclJsonObject, written: TextEntry[], text: HclText, line: number): HclEntry[] {
  const located = Object.keys(json).map((key) => {
    const entry = written.find((candidate) => candidate.key === key && !candidate.block)
    return { at: entry?.at ?? -1, entry: { key, line: entry ? text.line(entry.at) : line, value: valueOf(json[key], entry?.value, text, line) } }
  })
  // In the order the text writes them (the parser's JSON sorts keys).
  return located.sort((a, b) => a.entry.line - b.entry.line || a.at - b.at).map(({ entry }) => entry)
}

/** A body (the file, or a block's braces): its arguments, and its blocks, each matched to its JSON by type, labels and order. */
function bodyOf(json: HclJsonObject, written: TextEntry[], text: HclText, line: number): HclBody {
  const blocks: HclBlock[] = []
  const counts = new Map<string, number>()
  const inBlocks = new Set<string>()
  for (const entry of written.filter((candidate) => candidate.block)) {
    // The parser writes `type "a" "b" { … }` as json[type].a.b, a list with one body per block.
    let node: HclJson | undefined = json[entry.key]
    for (const label of entry.labels) node = isObject(node) ? node[label] : undefined
    const id = [entry.key, ...entry.labels].join("\0")
    const index = counts.get(id) ?? 0
    counts.set(id, index + 1)
    const body = Array.isArray(node) ? node[index] : undefined
    if (!isObject(body)) continue
    inBlocks.add(entry.key)
    const inner = { start: entry.value.start + 1, end: entry.value.end - 1 }
    blocks.push({ type: entry.key, labels: entry.labels, line: text.line(entry.at), body: bodyOf(body, text.entries(inner), text, text.line(entry.at)) })
  }
  const attributes = Object.fromEntries(Object.entries(json).filter(([key]) => !inBlocks.has(key)))
  return { attributes: entriesOf(attributes, written, text, line), blocks }
}

/** The example's values from the parser's JSON, at the lines of its text. */
export function locateHcl(source: string, json: HclJsonObject): HclBody {
  const text = new HclText(source)
  return bodyOf(json, text.entries({ start: 0, end: source.length }), text, 1)
}

/** Looks up the parse of an example's text; `json` gives the parser's own JSON of it (undefined when it doesn't parse). */
export type HclParses = ((source: string) => HclParsed) & { json: (source: string) => HclJsonObject | undefined }

/** Parses every text with HashiCorp's parser in one child process, then answers for each text (another text is parsed on its own). */
export function parseHclExamples(sources: string[]): HclParses {
  const unique = [...new Set(sources)]
  const parsed = new Map(parseHclTexts(unique).map((result, index) => [unique[index], result]))
  const resultOf = (source: string) => parsed.get(source) ?? parseHclTexts([source])[0]
  const parses = (source: string): HclParsed => {
    const result = resultOf(source)
    return "json" in result ? { body: locateHcl(source, result.json) } : result
  }
  return Object.assign(parses, {
    json: (source: string) => {
      const result = resultOf(source)
      return "json" in result ? result.json : undefined
    },
  })
}
