import type { Node, Parent } from "unist"
import { visit } from "unist-util-visit"
import { componentRegistry } from "../componentRegistry"

interface JsxText extends Parent {
  name: string | null
}

const isBlank = (node: Node) => node.type === "text" && !(node as Node & { value: string }).value.trim()

/**
 * A block component written alone on one line (`<Heading level="2">Title</Heading>`) is parsed by MDX as
 * a paragraph holding an inline element. Make it the block it is, so it is not nested in a <p>.
 */
export function liftLoneBlocks(tree: Node): void {
  visit(tree, "paragraph", (node: Parent, index, parent: Parent | null) => {
    if (!parent || index === null || index === undefined) return
    const content = node.children.filter((child) => !isBlank(child))
    const only = content[0] as JsxText | undefined
    if (content.length !== 1 || only?.type !== "mdxJsxTextElement" || !only.name) return
    if (componentRegistry[only.name]?.kind !== "block") return
    parent.children[index] = { ...only, type: "mdxJsxFlowElement" } as Node
  })
}
