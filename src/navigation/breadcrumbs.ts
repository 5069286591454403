import { findActivePath, normalizeRoute } from "./activePath"
import type { IdentifiedNode } from "./types"

/** One step of a page's trail: a linked entry of the tree, or a group that is only a heading. */
export interface Breadcrumb {
  title: string
  href?: string
}

/** The trail above a page, from its active path in the tree (group ▸ section ▸ page); none on the home page or off the tree. */
export function breadcrumbTrail(active: IdentifiedNode[], pathname: string): Breadcrumb[] {
  if (normalizeRoute(pathname) === "/") return []
  return active.map(({ title, href }) => (href ? { title, href } : { title }))
}

/** The breadcrumbs of the page at `pathname`. */
export function buildBreadcrumbs(tree: IdentifiedNode[], pathname: string): Breadcrumb[] {
  return breadcrumbTrail(findActivePath(tree, pathname), pathname)
}
