import type { IdentifiedNode } from "./types"

/** Normalises a route for comparison: no trailing slash (except "/"), no hash or query. */
export function normalizeRoute(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || "/"
  return path.length > 1 ? path.replace(/\/+$/, "") : path
}

/** The nodes from the root to the one linking to `pathname`, or [] when no node links there. */
export function findActivePath(nodes: IdentifiedNode[], pathname: string): IdentifiedNode[] {
  const target = normalizeRoute(pathname)
  for (const node of nodes) {
    if (node.href && normalizeRoute(node.href) === target) return [node]
    const below = findActivePath(node.children, target)
    if (below.length > 0) return [node, ...below]
  }
  return []
}
