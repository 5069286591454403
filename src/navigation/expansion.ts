import type { NavEntry } from "./types"

/**
 * The most rows the tree may show with every top-level group open. Past it (a tree of hundreds of sections),
 * only the reader's path opens: such a list is scrolled past, not read, and every row it shows is in every
 * page's HTML. This site's tree shows 50 rows with its groups open.
 */
export const OPEN_GROUPS_ROW_LIMIT = 150

/** The rows shown with every top-level group open and nothing below them: each group and its entries. */
export function rowsWithGroupsOpen(entries: NavEntry[]): number {
  return entries.reduce((rows, entry) => rows + 1 + (entry.type === "group" ? entry.children.length : 0), 0)
}

/**
 * Sections open when a page first renders: every section on the active path, and every top-level group
 * while that shows at most OPEN_GROUPS_ROW_LIMIT rows. Server and browser compute the same set.
 */
export function defaultExpandedIds(entries: NavEntry[]): Set<string> {
  const openGroups = rowsWithGroupsOpen(entries) <= OPEN_GROUPS_ROW_LIMIT
  const ids = new Set<string>()
  const visit = (list: NavEntry[]) => {
    for (const entry of list) {
      if (entry.type === "group" && (entry.isOnActivePath || (openGroups && entry.depth === 0))) ids.add(entry.id)
      visit(entry.children)
    }
  }
  visit(entries)
  return ids
}

/** Opens the active path on top of what the reader already opened or closed. */
export function withActivePath(expanded: Set<string>, activePath: string[]): Set<string> {
  if (activePath.every((id) => expanded.has(id))) return expanded
  return new Set([...expanded, ...activePath])
}

/** Opens or closes one section. */
export function toggleExpanded(expanded: Set<string>, id: string): Set<string> {
  const next = new Set(expanded)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}
