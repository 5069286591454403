import { codeLayout, type CodePiece } from "../code/codeBreaks"
import { treeElement, treeText, type TreeNode } from "../treeTypes"

const hastPiece = (piece: CodePiece): TreeNode => {
  if ("wbr" in piece) return treeElement("wbr", {}, [])
  if ("whole" in piece) return treeElement("span", {}, [treeText(piece.whole)])
  if ("long" in piece) return treeElement("span", { dataLong: "" }, piece.long.map(hastPiece))
  return treeText(piece.text)
}

/**
 * Lays out each inline code element of a compiled page (code outside `pre`) by `codeLayout`: one short token stays
 * as it is (it never wraps); other code gets `data-wrap="long"` or `data-wrap="spaces"`, its break points as `<wbr>`,
 * its whole words as spans and its long words as `<span data-long>`.
 */
export function layOutInlineCode(node: TreeNode, parent?: TreeNode): void {
  if (node.type === "element" && node.tagName === "code" && parent?.tagName !== "pre") {
    const only = node.children?.length === 1 ? node.children[0] : undefined
    if (only?.type !== "text" || only.value === undefined) return
    const layout = codeLayout(only.value)
    if (!layout.wraps) return
    node.properties = { ...node.properties, dataWrap: layout.wraps }
    node.children = layout.pieces.map(hastPiece)
    return
  }
  for (const child of node.children ?? []) layOutInlineCode(child, node)
}
