import { checkMermaidBlocks } from "../../../../src/build/check/mermaid/mermaidDiagrams"
import { mermaidProblem, missingCloser } from "../../../../src/build/check/mermaid/mermaidMessage"
import { parseMermaidSources } from "../../../../src/build/check/tools/mermaid"

// Every diagram through Mermaid's own parser: a syntax error fails the build at the file and line where it starts, in
// words a writer knows, with that line.

const block = (value: string, line = 12, nocheck?: string) => ({ file: "content/docs/guides/pipeline.mdx", lang: "mermaid", value, line, ...(nocheck ? { nocheck } : {}) })

describe("checkMermaidBlocks", () => {
  it("places the parser's error at its line in the page: the block's first line plus the error's line in the diagram", () => {
    const parse = () => [null, { line: 3, message: "Parse error on line 3:", expected: ["ID", "EDGE_STATE"], got: "DESCR", text: ": ok" }]
    const result = checkMermaidBlocks([block("flowchart TD\n  a --> b"), block("stateDiagram-v2\n  [*] --> A\n  A --> : ok", 40), { ...block("x"), lang: "hcl" }], parse)
    expect(result).toEqual({
      problems: ['content/docs/guides/pipeline.mdx:42 mermaid: expected a name or [*], found ": ok" in "A --> : ok"'],
      checked: 2,
      skipped: [],
    })
  })

  it("skips a block marked nocheck, and says why", () => {
    const result = checkMermaidBlocks([block("not a diagram", 5, "a deliberately broken example")], () => [])
    expect(result.checked).toBe(0)
    expect(result.skipped).toEqual(["content/docs/guides/pipeline.mdx:5 a deliberately broken example"])
  })
})

describe("a Mermaid error in a writer's words", () => {
  const closers = ["SQE", "DOUBLECIRCLEEND", "PE", "-)", "STADIUMEND", "SUBROUTINEEND", "PIPE", "CYLINDEREND", "DIAMOND_STOP", "TAGEND", "TRAPEND", "INVTRAPEND", "UNICODE_TEXT", "TEXT", "TAGSTART"]

  it("names a node's bracket left open, at its line, with what to add", () => {
    const source = "flowchart TD\n  A --> D{change < 0?\n  D -->|yes| C[x]"
    expect(mermaidProblem(source, { line: 2, message: "Parse error on line 3:", expected: ["DIAMOND_STOP", "TAGEND", "UNICODE_TEXT", "TEXT", "TAGSTART"], got: "PIPE", text: "|" })).toEqual({
      line: 2,
      message: 'mermaid: a node\'s text is not closed: add "}" in "A --> D{change < 0?"',
    })
    expect(mermaidProblem("flowchart TD\n  A --> B(round\n  B --> C", { line: 2, message: "Parse error on line 4:", expected: closers, got: "1" }).message).toBe(
      'mermaid: a node\'s text is not closed: add ")" in "A --> B(round"',
    )
  })

  it("names an arrow's label left open", () => {
    expect(mermaidProblem("flowchart TD\n  A --> B\n  B --> |x C", { line: 3, message: "Parse error on line 5:", expected: closers, got: "1" })).toEqual({
      line: 3,
      message: 'mermaid: an arrow\'s label is not closed: add "|" after it in "B --> |x C"',
    })
  })

  it("says what was expected instead of what was found", () => {
    const arrow = mermaidProblem("flowchart TD\n  A[Start] --> B\n  B -> C", { line: 3, message: "Parse error on line 3:", expected: ["SEMI", "NEWLINE", "EOF", "AMP", "START_LINK", "LINK", "LINK_ID"], got: "MINUS", text: "-" })
    expect(arrow).toEqual({ line: 3, message: 'mermaid: expected the end of the line, & or an arrow such as -->, found "-" in "B -> C"' })
    const message = mermaidProblem("sequenceDiagram\n  participant A\n  A->>B hello", { line: 3, message: "Parse error on line 3:", expected: ["TXT"], got: "NEWLINE" })
    expect(message.message).toBe('mermaid: expected a colon and the message (A->>B: text), found the end of the line in "A->>B hello"')
  })

  it("finds the subgraph without its end, and a first line that names no diagram", () => {
    const subgraph = mermaidProblem("flowchart TD\n  subgraph one\n  B --> C\n", { line: 5, message: "Parse error on line 5:", expected: ["SEMI", "end", "NODE_STRING"], got: "1" })
    expect(subgraph).toEqual({ line: 2, message: 'mermaid: the subgraph is not closed: add a line "end" after its last node, for "subgraph one"' })
    expect(mermaidProblem("a flowchart, in words", { line: 1, message: "No diagram type detected matching given configuration for text: a flowchart, in words" }).message).toBe(
      'mermaid: the first line names no kind of diagram: start with flowchart TD, sequenceDiagram, stateDiagram-v2 or classDiagram, not "a flowchart, in words"',
    )
  })

  it("keeps the parser's words only when it has none of a writer's, and stays inside the diagram", () => {
    expect(mermaidProblem("flowchart TD\n  A --> B", { line: 9, message: "Parse error on line 9:", expected: ["STYLE", "CLASSDEF"], got: "1" })).toEqual({
      line: 2,
      message: "mermaid: Mermaid's parser expected 'STYLE', 'CLASSDEF', found the end of the diagram in \"A --> B\"",
    })
    expect(mermaidProblem("graph LR\n  A --> B]", { line: 2, message: "Lexical error on line 2. Unrecognized text." }).message).toBe(
      'mermaid: Mermaid doesn\'t recognise the text in "A --> B]"',
    )
  })

  it("reads what a line leaves open, outside quotes", () => {
    expect(missingCloser('A["x ["] --> B{{y')).toBe("}}")
    expect(missingCloser("A([stadium")).toBe("])")
    expect(missingCloser("A[x] --> B")).toBe("")
  })
})

describe("Mermaid's parser, in its child process", () => {
  it("accepts valid diagrams of each kind the site draws and gives the line where an error starts, with its tokens", () => {
    const results = parseMermaidSources([
      "flowchart TD\n  a[Write] --> b{Valid?}",
      "stateDiagram-v2\n  [*] --> PENDING\n  PENDING --> PAID",
      "sequenceDiagram\n  participant B as Browser\n  B->>A: GET /authorize",
      "classDiagram\n  direction TB\n  Category \"0..1\" -- \"*\" Product : category",
      "stateDiagram-v2\n  [*] --> A\n  A --> : ok",
      "a flowchart, in words",
      "flowchart TD\n  A --> D{change < 0?\n  D -->|yes| C[x]\n  D --> E[y]",
    ])
    expect(results.slice(0, 4)).toEqual([null, null, null, null])
    expect(results[4]).toEqual({ line: 3, message: "Parse error on line 3:", expected: ["ID", "EDGE_STATE"], got: "DESCR", text: ": ok" })
    expect(results[5]).toMatchObject({ line: 1, message: expect.stringContaining("No diagram type detected") })
    // The parser notices the missing } on line 3; the text it stopped in starts on line 2.
    expect(results[6]).toMatchObject({ line: 2, expected: expect.arrayContaining(["DIAMOND_STOP"]) })
    expect(mermaidProblem("flowchart TD\n  A --> D{change < 0?\n  D -->|yes| C[x]\n  D --> E[y]", results[6]!).message).toBe(
      'mermaid: a node\'s text is not closed: add "}" in "A --> D{change < 0?"',
    )
  }, 60_000)
})
