import { Lexer, Source, TokenKind, type GraphQLSchema, type Token } from "graphql"
import { getAutocompleteSuggestions, getDiagnostics, getHoverInformation, Position } from "graphql-language-service"

// What the request editor knows of GraphQL, as plain functions of the text: its tokens for highlighting (graphql-js's
// own lexer), and from graphql-language-service (the GraphQL Foundation's language library) the completions at the
// caret, the problems with their ranges, and the documentation of what is under the caret or the pointer.

export type TokenKindName = "keyword" | "field" | "type" | "variable" | "argument" | "string" | "number" | "punctuation" | "comment" | "text"

export interface TextPiece {
  text: string
  kind: TokenKindName
  /** A problem's message when the piece lies in a problem's range. */
  problem?: string
}

const KEYWORDS = new Set(["query", "mutation", "subscription", "fragment", "on", "true", "false", "null"])

/** Every token of the text, comments included, in order; where the lexer stops (a syntax error), the rest is one text token. */
function tokensOf(text: string): Token[] {
  const lexer = new Lexer(new Source(text))
  const tokens: Token[] = []
  // advance() skips comments; each token's `prev` still links them, so they are picked up behind it.
  const withComments = (token: Token) => {
    const comments: Token[] = []
    for (let before = token.prev; before && before.kind === TokenKind.COMMENT; before = before.prev) comments.unshift(before)
    tokens.push(...comments)
  }
  try {
    for (let token = lexer.advance(); ; token = lexer.advance()) {
      withComments(token)
      if (token.kind === TokenKind.EOF) break
      tokens.push(token)
    }
  } catch {
    // A syntax error: the tokens read so far stand, and the rest is plain text.
  }
  return tokens
}

function kindOf(token: Token, previous: Token | undefined, next: Token | undefined): TokenKindName {
  switch (token.kind) {
    case TokenKind.COMMENT:
      return "comment"
    case TokenKind.STRING:
    case TokenKind.BLOCK_STRING:
      return "string"
    case TokenKind.INT:
    case TokenKind.FLOAT:
      return "number"
    case TokenKind.NAME:
      if (previous?.kind === TokenKind.DOLLAR) return "variable"
      if (KEYWORDS.has(token.value)) return "keyword"
      if (next?.kind === TokenKind.COLON) return "argument"
      return /^[A-Z]/.test(token.value) ? "type" : "field"
    case TokenKind.DOLLAR:
      return "variable"
    default:
      return "punctuation"
  }
}

/** The text as pieces to colour, covering it exactly (whitespace between tokens is plain text), each marked with a problem it lies in. */
export function highlightPieces(text: string, problems: ProblemRange[] = []): TextPiece[] {
  const pieces: TextPiece[] = []
  let at = 0
  const push = (end: number, kind: TokenKindName) => {
    // Split at problem edges so only the range is underlined.
    const edges = new Set([at, end])
    for (const problem of problems) for (const edge of [problem.from, problem.to]) if (edge > at && edge < end) edges.add(edge)
    const sorted = [...edges].sort((a, b) => a - b)
    for (let index = 0; index < sorted.length - 1; index++) {
      const [from, to] = [sorted[index], sorted[index + 1]]
      const problem = problems.find((range) => range.from < to && range.to > from && range.to > range.from)
      pieces.push({ text: text.slice(from, to), kind, ...(problem ? { problem: problem.message } : {}) })
    }
    at = end
  }
  const tokens = tokensOf(text)
  tokens.forEach((token, index) => {
    if (token.start > at) push(token.start, "text")
    push(token.end, kindOf(token, tokens[index - 1], tokens[index + 1]))
  })
  if (at < text.length) push(text.length, "text")
  return pieces
}

const positionAt = (text: string, offset: number): Position => {
  const before = text.slice(0, offset).split("\n")
  return new Position(before.length - 1, before[before.length - 1].length)
}

const offsetOf = (text: string, line: number, character: number): number => {
  const lines = text.split("\n")
  let offset = 0
  for (let index = 0; index < line && index < lines.length; index++) offset += lines[index].length + 1
  return Math.min(text.length, offset + character)
}

export interface ProblemRange {
  from: number
  to: number
  message: string
}

/** The schema's problems with the request, as ranges of the text (a zero-length range is widened to its word). */
export function problemRanges(schema: GraphQLSchema, text: string): ProblemRange[] {
  return getDiagnostics(text, schema).map((diagnostic) => {
    const from = offsetOf(text, diagnostic.range.start.line, diagnostic.range.start.character)
    let to = offsetOf(text, diagnostic.range.end.line, diagnostic.range.end.character)
    // The service's range may run on over the whitespace after the word; a zero-length one is widened to its word.
    while (to > from && /\s/.test(text[to - 1])) to--
    if (to <= from) to = Math.min(text.length, from + Math.max(1, /^\w*/.exec(text.slice(from))![0].length))
    return { from, to, message: typeof diagnostic.message === "string" ? diagnostic.message : diagnostic.message.value }
  })
}

export interface Completion {
  label: string
  detail?: string
  documentation?: string
}

/** The completions at the caret and the word they replace. */
export function completionsAt(schema: GraphQLSchema, text: string, offset: number): { from: number; to: number; items: Completion[] } {
  const word = /[_A-Za-z0-9]*$/.exec(text.slice(0, offset))![0]
  const items = getAutocompleteSuggestions(schema, text, positionAt(text, offset))
    .filter((item) => !word || item.label.toLowerCase().startsWith(word.toLowerCase()))
    .filter((item) => item.label !== word)
    .slice(0, 8)
    .map((item) => ({
      label: item.label,
      ...(item.detail ? { detail: String(item.detail) } : {}),
      ...(typeof item.documentation === "string" && item.documentation ? { documentation: item.documentation } : {}),
    }))
  return { from: offset - word.length, to: offset, items }
}

/** The documentation of the field, argument or type at `offset` (empty when there is none). */
export function docsAt(schema: GraphQLSchema, text: string, offset: number): string {
  const position = positionAt(text, offset)
  // The language service reads the token before the cursor's column; one past the caret reads the word it touches.
  position.character += 1
  const contents = getHoverInformation(schema, text, position)
  const value = Array.isArray(contents) ? contents.join("\n\n") : typeof contents === "string" ? contents : ""
  return value.replace(/```graphql\n?|```/g, "").trim()
}
