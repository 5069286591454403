import type { MermaidError } from "../tools/mermaid"

// Mermaid's parser names what it expected by its grammar's tokens ("Expecting 'DIAMOND_STOP', 'TAGEND'"). A writer
// reads here what is missing in words, at the line where the thing left open starts, with that line.

/** The tokens that close a node's text, in the grammars of the diagrams the site draws. */
const CLOSERS = new Set(["SQE", "PE", "DIAMOND_STOP", "STADIUMEND", "SUBROUTINEEND", "CYLINDEREND", "DOUBLECIRCLEEND", "TRAPEND", "INVTRAPEND", "-)"])

/** What a token the parser expected is, in a writer's words; the tokens not here say nothing a writer needs. */
const EXPECTED_WORDS: Record<string, string> = {
  SEMI: "the end of the line",
  NEWLINE: "the end of the line",
  EOF: "the end of the line",
  AMP: "&",
  START_LINK: "an arrow such as -->",
  LINK: "an arrow such as -->",
  LINK_ID: "an arrow such as -->",
  ARROW: "an arrow such as -->",
  ID: "a name",
  NODE_STRING: "a name",
  ALPHA: "a name",
  EDGE_STATE: "[*]",
  TXT: "a colon and the message (A->>B: text)",
  COLON: "a colon",
  STR: "a quoted text",
  end: "end",
}

/** What the parser got instead, when its text says nothing (a line's or the diagram's end). */
const GOT_WORDS: Record<string, string> = { "1": "the end of the diagram", EOF: "the end of the diagram", NEWLINE: "the end of the line" }

const OPENERS: Record<string, string> = { "[": "]", "(": ")", "{": "}" }

/** What closes what a line leaves open ("A --> D{change" → "}", "B --> |x C" → "|"), outside quotes; "" when nothing is open. */
export function missingCloser(line: string): string {
  const open: string[] = []
  let pipes = 0
  let quoted = false
  for (const char of line) {
    if (char === '"') quoted = !quoted
    else if (quoted) continue
    else if (OPENERS[char]) open.push(OPENERS[char])
    else if (char === open[open.length - 1]) open.pop()
    else if (char === "|" && open.length === 0) pipes++
  }
  return open.reverse().join("") || (pipes % 2 === 1 ? "|" : "")
}

/** A line of the diagram as a message quotes it: without its indent, shortened when long. */
function excerpt(line: string): string {
  const text = line.trim()
  return `"${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`
}

/** "a, b or c". */
const orList = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}` : words[0])

/** The line of the last `subgraph` that no `end` closes (0 when none). */
function openSubgraph(lines: string[]): number {
  const open: number[] = []
  lines.forEach((line, index) => {
    if (/^\s*subgraph\b/.test(line)) open.push(index + 1)
    else if (/^\s*end\s*;?\s*$/.test(line)) open.pop()
  })
  return open[open.length - 1] ?? 0
}

/**
 * The parser's error in a diagram as a writer reads it: the line of the diagram (from 1) where what is wrong starts,
 * and "mermaid: …" saying what is missing or unexpected, in words, with that line. The parser's own token names are
 * the last resort, when none of the tokens it expected has words here.
 */
export function mermaidProblem(source: string, error: MermaidError): { line: number; message: string } {
  const lines = source.split("\n")
  const at = (line: number) => Math.min(Math.max(line, 1), lines.length)
  let line = at(error.line)
  const expected = error.expected ?? []
  const quote = () => excerpt(lines[line - 1] ?? "")
  if (/No diagram type detected/i.test(error.message)) {
    return { line: 1, message: `mermaid: the first line names no kind of diagram: start with flowchart TD, sequenceDiagram, stateDiagram-v2 or classDiagram, not ${excerpt(lines[0] ?? "")}` }
  }
  if (expected.length === 0) {
    const reason = /Unrecognized text/i.test(error.message) ? "Mermaid doesn't recognise the text" : error.message.replace(/\s*:$/, "")
    return { line, message: `mermaid: ${reason} in ${quote()}` }
  }
  const atEnd = error.got !== undefined && GOT_WORDS[error.got] === GOT_WORDS.EOF
  const subgraph = atEnd && expected.includes("end") ? openSubgraph(lines) : 0
  if (subgraph) {
    line = subgraph
    return { line, message: `mermaid: the subgraph is not closed: add a line "end" after its last node, for ${quote()}` }
  }
  if (expected.some((token) => CLOSERS.has(token))) {
    const closer = missingCloser(lines[line - 1] ?? "")
    if (closer === "|") return { line, message: `mermaid: an arrow's label is not closed: add "|" after it in ${quote()}` }
    return { line, message: `mermaid: a node's text is not closed: ${closer ? `add "${closer}"` : "add its closing bracket"} in ${quote()}` }
  }
  const words = [...new Set(expected.map((token) => EXPECTED_WORDS[token]).filter((word): word is string => word !== undefined))]
  const got = error.got === undefined ? undefined : (GOT_WORDS[error.got] ?? (error.text?.trim() ? `"${error.text.trim()}"` : undefined))
  const found = got ? `, found ${got}` : ""
  if (words.length > 0) return { line, message: `mermaid: expected ${orList(words)}${found} in ${quote()}` }
  const names = expected.slice(0, 6).map((token) => `'${token}'`).join(", ")
  return { line, message: `mermaid: Mermaid's parser expected ${names}${expected.length > 6 ? ", …" : ""}${found} in ${quote()}` }
}
