import { findActivePath, normalizeRoute } from "./activePath"
import type { IdentifiedNode } from "./types"

/** One step of a page's trail: a linked entry of the tree, or a group that is only a heading. */
export interface Breadcrumb {
  title: string
  href?: string
}

/** The trail above a page, from its active path in the tree (group ▸ section ▸ page); none on the home page or off the tree. */
export function buildBreadcrumbs(tree: IdentifiedNode[], pathname: string): Breadcrumb[] {
  return trailOf(findActivePath(tree, pathname), pathname)
}

/** The trail of a page from its active path (activePathIndex gives every page's at once). */
export function trailOf(activePath: IdentifiedNode[], pathname: string): Breadcrumb[] {
  if (normalizeRoute(pathname) === "/") return []
  return activePath.map(({ title, href }) => (href ? { title, href } : { title }))
}
