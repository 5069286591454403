import { toJsxRuntime } from "hast-util-to-jsx-runtime"
import type { TreeNode } from "./treeTypes"

/**
 * A page's body as React will receive it: element types (HTML tag names, or registered component
 * names, which start with a capital) with their final props, and text. Made at build from the
 * compiled tree, so the browser needs no knowledge of HTML attributes or hast to render a page.
 */
export type ElementNode = string | ElementRecord
export interface ElementRecord {
  /** A tag name, a registered component name, or FRAGMENT. */
  type: string
  props?: Record<string, unknown>
  children?: ElementNode[]
}

export const FRAGMENT = "#"

type Options = Parameters<typeof toJsxRuntime>[1]
type HastRoot = Parameters<typeof toJsxRuntime>[0]

// MDX element names (Callout, CodeGroup…) reach the runtime as identifiers: they stay names here, and the
// browser looks them up in the component map. Props are literal strings, so there is nothing else to run.
const namesOnly = {
  evaluateExpression(expression: { type: string; name?: string }) {
    if (expression.type === "Identifier" && expression.name) return expression.name
    throw new Error(`Pages hold no expressions (${expression.type})`)
  },
  evaluateProgram() {
    throw new Error("Pages hold no programs")
  },
}

function record(type: unknown, props: Record<string, unknown>): ElementRecord {
  const { children, ...rest } = props
  const list = children === undefined ? [] : Array.isArray(children) ? children : [children]
  const node: ElementRecord = { type: type as string }
  if (Object.keys(rest).length > 0) node.props = rest
  if (list.length > 0) node.children = list as ElementNode[]
  return node
}

/**
 * Turns a compiled tree into element records with hast-util-to-jsx-runtime itself (property names,
 * class lists, table alignment as style, whitespace React rejects), recording instead of creating.
 */
export function toElementTree(tree: TreeNode): ElementNode {
  return toJsxRuntime(tree as unknown as HastRoot, {
    Fragment: FRAGMENT,
    jsx: record as never,
    jsxs: record as never,
    createEvaluater: (() => namesOnly) as unknown as Options["createEvaluater"],
  }) as unknown as ElementNode
}
