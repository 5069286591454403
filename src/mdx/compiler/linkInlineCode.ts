import type { Root } from "mdast"
import { SKIP, visit } from "unist-util-visit"

/**
 * Wraps inline code that is exactly a known name (`ProductQueryInput`) in a link to its target, so a
 * reader can jump from a guide to the type. Every mention links, since readers land mid-page from
 * search. Never inside headings (their text makes the anchor), links or linking components (links don't nest).
 */
export function linkInlineCode(tree: Root, links: ReadonlyMap<string, string>): void {
  visit(tree, (node, index, parent) => {
    if (node.type === "heading" || node.type === "link" || node.type === "linkReference") return SKIP
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      // A Heading's text makes its anchor; a component with an href (Card, Button) is a link already.
      const element = node as { name?: string; attributes?: { name?: string }[] }
      if (element.name === "Heading" || element.attributes?.some((attribute) => attribute.name === "href")) return SKIP
    }
    if (node.type !== "inlineCode" || !parent || index === undefined || index === null) return
    const url = links.get(node.value)
    if (!url) return
    parent.children.splice(index, 1, { type: "link", url, children: [node], position: node.position } as never)
    return SKIP
  })
}
