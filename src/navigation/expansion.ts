import type { NavEntry } from "./types"

/** Sections open when a page first renders: every top-level group, and every section on the active path. */
export function defaultExpandedIds(entries: NavEntry[]): Set<string> {
  const ids = new Set<string>()
  const visit = (list: NavEntry[]) => {
    for (const entry of list) {
      if (entry.type === "group" && (entry.depth === 0 || entry.isOnActivePath)) ids.add(entry.id)
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
