import { createElement, Fragment, type ElementType, type ReactNode } from "react"
import { componentMap } from "./componentMap"
import { FRAGMENT, type ElementNode } from "./elementTree"

const components = componentMap as unknown as Record<string, ElementType | undefined>

/**
 * Renders a page's element records (made at build by toElementTree) with the one component map:
 * tag names the map overrides (h2, a, pre, table) and registered components go through it.
 */
export function renderTree(node: ElementNode): ReactNode {
  if (typeof node === "string") return node
  const type = node.type === FRAGMENT ? Fragment : (components[node.type] ?? node.type)
  // A registered name missing from the map would render as an unknown tag: the build refuses such pages,
  // so this is only a guard against a map and registry drifting apart.
  if (typeof type === "string" && /^[A-Z]/.test(type)) throw new Error(`No component for ${type}`)
  // Children as arguments, not an array: they are static, so React needs no keys for them.
  return createElement(type, node.props ?? null, ...(node.children ?? []).map(renderTree))
}
