import { useCallback, useState } from "react"
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY, removeRecentSearch, serializeRecentSearches, type RecentSearch } from "./recentSearchStore"

// Storage can be missing or refuse access (privacy settings, a full quota): recent searches are a
// convenience, so any failure means an empty list, never an error in the dialog.
function read(): RecentSearch[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY))
  } catch {
    return []
  }
}

function write(list: RecentSearch[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_KEY)
    else window.localStorage.setItem(RECENT_SEARCHES_KEY, serializeRecentSearches(list))
  } catch {
    // Not kept for next time; this dialog still shows the change.
  }
}

/** The reader's recent searches from localStorage, with add (to the top), remove and clear. */
export function useRecentSearches() {
  const [items, setItems] = useState<RecentSearch[]>(read)
  const update = useCallback((change: (list: RecentSearch[]) => RecentSearch[]) => {
    // From what is stored now, not this dialog's copy: another tab may have added to it.
    const next = change(read())
    write(next)
    setItems(next)
  }, [])
  return {
    items,
    add: useCallback((entry: RecentSearch) => update((list) => addRecentSearch(list, entry)), [update]),
    remove: useCallback((objectID: string) => update((list) => removeRecentSearch(list, objectID)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  }
}
