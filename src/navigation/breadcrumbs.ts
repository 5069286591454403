import { findActivePath, normalizeRoute } from "./activePath"
import type { IdentifiedNode } from "./types"

/** One step of a page's trail: a linked entry of the tree, or a group that is only a heading. */
export interface Breadcrumb {
  title: string
  href?: string
}

/** The trail above a page, from its active path in the tree (group ▸ section ▸ page); none on the home page or off the tree. */
export function buildBreadcrumbs(tree: IdentifiedNode[], pathname: string): Breadcrumb[] {
  if (normalizeRoute(pathname) === "/") return []
  return findActivePath(tree, pathname).map(({ title, href }) => (href ? { title, href } : { title }))
}
