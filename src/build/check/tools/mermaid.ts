import { memoByText } from "../../kernel/tools/textMemo"
import { runChildParser } from "../../kernel/tools/childParser"

// Mermaid diagrams checked by Mermaid's own parser, run by mermaidRunner.mjs in a child process: every diagram of a
// build in one process, so the parser loads once.

/** The parser's first error in a diagram, at a line of its source (where the text it stopped in starts). */
export interface MermaidError {
  line: number
  /** The first line of the parser's message ("Parse error on line 3:", "Lexical error on line 2. Unrecognized text."). */
  message: string
  /** The tokens it expected, by its grammar's names ("DIAMOND_STOP"), when it is a parse error. */
  expected?: string[]
  /** The token it got instead ("PIPE"; "1" is the end of the text), and that token's text. */
  got?: string
  text?: string
}

/** What parsing diagrams runs outside the build's code: the runner, from the site root, and the packages it imports. */
export const MERMAID_PARSER = { files: ["src/build/check/tools/mermaidRunner.mjs"], packages: ["mermaid", "jsdom"] }

/** Parses each source as a Mermaid diagram, in one child process: null where it is valid, in the order of the sources. */
export const parseMermaidSources: (sources: string[]) => (MermaidError | null)[] = memoByText(parseMermaidSourcesOnce)

function parseMermaidSourcesOnce(sources: string[]): (MermaidError | null)[] {
  if (sources.length === 0) return []
  return runChildParser<(MermaidError | null)[]>({ tool: "Mermaid's parser", runner: MERMAID_PARSER.files[0], besides: __dirname, input: sources })
}
