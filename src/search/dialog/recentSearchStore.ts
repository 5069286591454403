/** The reader's recent searches: the results they opened, newest first. Pure: no React, no storage. */

/** One stored entry: only what the start screen needs to show it and go there. */
export interface RecentSearch {
  objectID: string
  /** Route + #anchor within the site. */
  url: string
  title: string
  header: string
  hierarchy: string[]
}

export const RECENT_SEARCHES_KEY = "strata-docs:recent-searches"
/** Bumped when the stored shape changes: an older or newer payload is then ignored, never misread. */
export const RECENT_SEARCHES_VERSION = 1
export const RECENT_SEARCHES_LIMIT = 5

/** The stored part of a result (a hit carries highlights, a snippet and analytics tags we do not keep). */
export function toRecentSearch({ objectID, url, title, header, hierarchy }: RecentSearch): RecentSearch {
  return { objectID, url, title, header, hierarchy: [...hierarchy] }
}

/** Puts `entry` first, drops an older entry with the same objectID, keeps at most `limit`. */
export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch, limit = RECENT_SEARCHES_LIMIT): RecentSearch[] {
  return [toRecentSearch(entry), ...list.filter((item) => item.objectID !== entry.objectID)].slice(0, limit)
}

export function removeRecentSearch(list: readonly RecentSearch[], objectID: string): RecentSearch[] {
  return list.filter((item) => item.objectID !== objectID)
}

const isString = (value: unknown): value is string => typeof value === "string"

// Only a path of this site: a stored value is input like any other, and must never lead off the site.
const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//") && !url.includes("\\")

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== "object" || value === null) return false
  const item = value as Record<string, unknown>
  return (
    isString(item.objectID) &&
    isString(item.url) &&
    isSitePath(item.url) &&
    isString(item.title) &&
    isString(item.header) &&
    Array.isArray(item.hierarchy) &&
    item.hierarchy.length > 0 &&
    item.hierarchy.every(isString)
  )
}

/** Reads a stored payload; anything broken, foreign or of another version gives an empty list. */
export function parseRecentSearches(raw: string | null, limit = RECENT_SEARCHES_LIMIT): RecentSearch[] {
  if (!raw) return []
  let payload: unknown
  try {
    payload = JSON.parse(raw)
  } catch {
    return []
  }
  if (typeof payload !== "object" || payload === null) return []
  const { version, items } = payload as Record<string, unknown>
  if (version !== RECENT_SEARCHES_VERSION || !Array.isArray(items)) return []
  // Valid entries survive a bad neighbour; duplicates keep their newest (first) place.
  return items.filter(isRecentSearch).reduceRight<RecentSearch[]>((list, item) => addRecentSearch(list, item, Infinity), []).slice(0, limit)
}

export function serializeRecentSearches(list: readonly RecentSearch[]): string {
  return JSON.stringify({ version: RECENT_SEARCHES_VERSION, items: list.map(toRecentSearch) })
}

/** The words that name an entry: its header, and the page when the header is a section of it. */
export function recentSearchLabel(entry: Pick<RecentSearch, "title" | "header">): string {
  return entry.header === entry.title ? entry.header : `${entry.header} (${entry.title})`
}
