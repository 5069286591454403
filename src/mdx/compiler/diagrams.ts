import type { Root } from "mdast"
import { visit } from "unist-util-visit"
import { parseCodeMeta } from "../code/codeMeta"
import { diagramFigure } from "../diagrams/diagramTree"
import { renderMermaid } from "../diagrams/mermaidRenderer"
import type { SourceProblem } from "../treeTypes"

/** The fence language drawn as a diagram. */
export const DIAGRAM_LANGUAGE = "mermaid"

/**
 * Draws each ```mermaid block of a page at build: the block's node keeps its source (the Markdown twin and the
 * example checks read it) and carries its figure for the compiler's code handler. A block needs a `title` (the
 * caption and the SVG's name) and a `desc` (what it shows, for readers who can't see it); whether its source is valid
 * Mermaid is the example checks' work (Mermaid's own parser, src/build/check/tools/mermaid.ts).
 */
export function drawDiagrams(tree: Root): SourceProblem[] {
  const problems: SourceProblem[] = []
  visit(tree, "code", (node) => {
    if ((node.lang ?? "").toLowerCase() !== DIAGRAM_LANGUAGE) return
    const line = node.position?.start.line ?? 0
    const { title, desc } = parseCodeMeta(node.meta)
    if (!title || !desc) {
      problems.push({ line, message: 'a mermaid diagram needs title="…" (its caption) and desc="…" (what it shows, in words)' })
      return
    }
    try {
      const figure = diagramFigure(renderMermaid(node.value), { title, desc, id: `diagram-${line}` })
      node.data = { ...node.data, diagram: figure } as typeof node.data
    } catch (error) {
      // What the drawing refuses is in the diagram, whose first line is the one after the fence.
      problems.push({ line: line + 1, message: `the mermaid diagram can't be drawn: ${error instanceof Error ? error.message : String(error)}` })
    }
  })
  return problems
}
