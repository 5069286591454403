import { DIAGRAM_LANGUAGE } from "../../../mdx/compiler/diagrams"
import { parseMermaidSources } from "../tools/mermaid"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "./codeBlocks"

/**
 * Every ```mermaid block, pages' and generated ones, through Mermaid's own parser: a syntax error fails the build at the
 * file and line of the error, with the parser's message. (The drawing library is lenient and would draw what it
 * understood.)
 */
export function checkMermaidBlocks(blocks: CodeBlock[], parse = parseMermaidSources): BlockCheck {
  const result: BlockCheck = { problems: [], checked: 0, skipped: [] }
  const diagrams = blocksToCheck(blocks, DIAGRAM_LANGUAGE, result)
  const errors = parse(diagrams.map((block) => block.value))
  diagrams.forEach((block, index) => {
    const error = errors[index]
    // The parser counts the diagram's lines from 1; the block's first line is `block.line`.
    if (error) result.problems.push(`${block.file}:${block.line + error.line - 1} mermaid: ${error.message}`)
  })
  return result
}
