import { codeLayout, type CodePiece } from "../code/codeBreaks"

interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

const element = (tagName: string, properties: Record<string, unknown>, children: HastNode[]): HastNode => ({ type: "element", tagName, properties, children })

const hastPiece = (piece: CodePiece): HastNode => {
  if ("wbr" in piece) return element("wbr", {}, [])
  if ("whole" in piece) return element("span", {}, [{ type: "text", value: piece.whole }])
  if ("long" in piece) return element("span", { dataLong: "" }, piece.long.map(hastPiece))
  return { type: "text", value: piece.text }
}

/**
 * Lays out each inline code element of a compiled page (code outside `pre`) by `codeLayout`: one short token stays
 * as it is (it never wraps); other code gets `data-wrap="long"` or `data-wrap="spaces"`, its break points as `<wbr>`,
 * its whole words as spans and its long words as `<span data-long>`.
 */
export function layOutInlineCode(node: HastNode, parent?: HastNode, inTable = false): void {
  if (node.type === "element" && node.tagName === "code" && parent?.tagName !== "pre") {
    const only = node.children?.length === 1 ? node.children[0] : undefined
    if (only?.type !== "text" || only.value === undefined) return
    const layout = codeLayout(only.value, { inTable })
    if (!layout.wraps) return
    node.properties = { ...node.properties, dataWrap: layout.wraps }
    node.children = layout.pieces.map(hastPiece)
    return
  }
  const cell = inTable || (node.type === "element" && (node.tagName === "td" || node.tagName === "th"))
  for (const child of node.children ?? []) layOutInlineCode(child, node, cell)
}
