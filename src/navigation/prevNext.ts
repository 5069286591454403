import { normalizeRoute } from "./activePath"
import type { NavLink } from "./types"

/** The linked entries before and after `pathname` in reading order; entries without a link never count. */
export function findPrevNext(links: NavLink[], pathname: string): { previous?: NavLink; next?: NavLink } {
  const target = normalizeRoute(pathname)
  const index = links.findIndex((link) => normalizeRoute(link.href) === target)
  if (index === -1) return {}
  return { previous: links[index - 1], next: links[index + 1] }
}
