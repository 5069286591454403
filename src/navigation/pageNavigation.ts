import { findActivePath } from "./activePath"
import { flattenLinks } from "./flatten"
import { findPrevNext } from "./prevNext"
import type { IdentifiedNode, NavEntry, PageNavigation } from "./types"

function toEntries(nodes: IdentifiedNode[], activeIds: Set<string>, currentId?: string): NavEntry[] {
  return nodes.map((node) => ({
    id: node.id,
    type: node.children.length > 0 ? "group" : "link",
    title: node.title,
    href: node.href,
    badge: node.badge,
    depth: node.depth,
    isCurrent: node.id === currentId,
    isOnActivePath: activeIds.has(node.id),
    children: toEntries(node.children, activeIds, currentId),
  }))
}

/** Everything a page needs from the tree — sidebar entries, active path, previous/next — in one pass.
 *  Breadcrumbs are built at build (buildBreadcrumbs) and reach the page as data. */
export function buildPageNavigation(tree: IdentifiedNode[], pathname: string): PageNavigation {
  const active = findActivePath(tree, pathname)
  const activePath = active.map((node) => node.id)
  return {
    entries: toEntries(tree, new Set(activePath), activePath[activePath.length - 1]),
    activePath,
    ...findPrevNext(flattenLinks(tree), pathname),
  }
}
