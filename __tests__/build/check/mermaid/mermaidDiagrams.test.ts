import { checkMermaidBlocks } from "../../../../src/build/check/mermaid/mermaidDiagrams"
import { parseMermaidSources } from "../../../../src/build/check/tools/mermaid"

// Every diagram through Mermaid's own parser: a syntax error fails the build at the file and line of the error.

const block = (value: string, line = 12, nocheck?: string) => ({ file: "content/docs/guides/pipeline.mdx", lang: "mermaid", value, line, ...(nocheck ? { nocheck } : {}) })

describe("checkMermaidBlocks", () => {
  it("places the parser's error at its line in the page: the block's first line plus the error's line in the diagram", () => {
    const parse = () => [null, { line: 3, message: "Parse error on line 3: Expecting 'ID', got 'DESCR'" }]
    const result = checkMermaidBlocks([block("flowchart TD\n  a --> b"), block("stateDiagram-v2\n  [*] --> A\n  A --> : ok", 40), { ...block("x"), lang: "hcl" }], parse)
    expect(result).toEqual({
      problems: ["content/docs/guides/pipeline.mdx:42 mermaid: Parse error on line 3: Expecting 'ID', got 'DESCR'"],
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

describe("Mermaid's parser, in its child process", () => {
  it("accepts valid diagrams of each kind the site draws and names the line and the reason of an invalid one", () => {
    const results = parseMermaidSources([
      "flowchart TD\n  a[Write] --> b{Valid?}",
      "stateDiagram-v2\n  [*] --> PENDING\n  PENDING --> PAID",
      "sequenceDiagram\n  participant B as Browser\n  B->>A: GET /authorize",
      "classDiagram\n  direction TB\n  Category \"0..1\" -- \"*\" Product : category",
      "stateDiagram-v2\n  [*] --> A\n  A --> : ok",
      "a flowchart, in words",
    ])
    expect(results.slice(0, 4)).toEqual([null, null, null, null])
    expect(results[4]).toEqual({ line: 3, message: "Parse error on line 3: Expecting 'ID', 'EDGE_STATE', got 'DESCR'" })
    expect(results[5]).toMatchObject({ line: 1, message: expect.stringContaining("No diagram type detected") })
  }, 60_000)
})
