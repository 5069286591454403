import { DIAGRAM_LANGUAGE } from "../../../mdx/compiler/diagrams"
import { MERMAID_PARSER, parseMermaidSources } from "../tools/mermaid"
import { mermaidProblem } from "./mermaidMessage"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "../shared/codeBlocks"
import { withGenerated } from "../shared/siteBlocks"
import { withSchemas, type SiteCheck } from "../siteCheck"

/**
 * Every ```mermaid block, pages' and generated ones, through Mermaid's own parser: a syntax error fails the build at the
 * file and line where it starts, saying in words what is missing, with that line. (The drawing library is lenient and
 * would draw what it understood.)
 */
export function checkMermaidBlocks(blocks: CodeBlock[], parse = parseMermaidSources): BlockCheck {
  const result: BlockCheck = { problems: [], checked: 0, skipped: [] }
  const diagrams = blocksToCheck(blocks, DIAGRAM_LANGUAGE, result)
  const errors = parse(diagrams.map((block) => block.value))
  diagrams.forEach((block, index) => {
    const error = errors[index]
    if (!error) return
    // The diagram's lines count from 1; the block's first line is `block.line`.
    const { line, message } = mermaidProblem(block.value, error)
    result.problems.push(`${block.file}:${block.line + line - 1} ${message}`)
  })
  return result
}

/** Every mermaid block, of the hand-written pages and the generated ones, through Mermaid's own parser. */
export const mermaidDiagrams: SiteCheck = {
  name: "mermaid diagrams",
  line: "Examples",
  tools: MERMAID_PARSER,
  run: withSchemas((context) => {
    // Mermaid's parser reads every diagram at once, in one child process.
    const mermaid = checkMermaidBlocks(withGenerated(context.codeBlocks(), DIAGRAM_LANGUAGE))
    return { problems: mermaid.problems, summary: [`${mermaid.checked} mermaid diagrams checked by Mermaid's parser`] }
  }),
}
