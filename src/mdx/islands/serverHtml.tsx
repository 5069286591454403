import { createElement, Fragment, type ReactNode } from "react"
import { FRAGMENT, type ElementNode } from "../elementTree"

/**
 * What a static part of a page holds on its first load in the browser: the server's HTML. An element
 * rendered with an empty `dangerouslySetInnerHTML` and `suppressHydrationWarning` hydrates without React
 * touching its children, and React never rewrites them while that prop stays the same.
 */
export const SERVER_HTML = Symbol("the server's HTML")
export type SlotContent = ReactNode | typeof SERVER_HTML

const KEEP = { __html: "" }

/** The props that make an element keep its server-rendered children. */
export const keepChildren = { dangerouslySetInnerHTML: KEEP, suppressHydrationWarning: true } as const

/** A slot's element with its content: rendered children, or (hydrating an island) the server's. */
export function slotProps(content: SlotContent): { children?: ReactNode } | typeof keepChildren {
  return content === SERVER_HTML ? keepChildren : { children: content }
}

/**
 * A build-time tree (breadcrumbs, article end) hydrated without rendering it: each top element with its
 * own props and the server's children. Text at the top level is kept as text.
 */
export function keptTree(node: ElementNode): ReactNode {
  if (typeof node === "string") return node
  if (node.type === FRAGMENT) return createElement(Fragment, null, ...(node.children ?? []).map(keptTree))
  return createElement(node.type, { ...node.props, ...keepChildren })
}
