import { useCallback, useMemo, useSyncExternalStore } from "react"
import { useInstantSearchContext } from "react-instantsearch"

/** A hit as InstantSearch's hits connector numbers it: its place in the whole result list, and the query's ID for insights. */
export function numberHits<T extends object>(
  hits: T[],
  page: number,
  hitsPerPage: number,
  queryID?: string,
): Array<T & { __position: number; __queryID?: string }> {
  return hits.map((hit, i) => ({ ...hit, __position: page * hitsPerPage + i + 1, ...(queryID ? { __queryID: queryID } : {}) }))
}

/**
 * The last results, their hits and the search's status, read from InstantSearch each time it renders.
 * An update from an external store renders at once, in the task that brought the answer: the reader's
 * results paint in the next frame, where the hits connector's state would render a task later, often
 * after a frame without them.
 */
export function useShownResults<T extends object>() {
  const search = useInstantSearchContext()
  const subscribe = useCallback(
    (notify: () => void) => {
      search.addListener("render", notify)
      return () => {
        search.removeListener("render", notify)
      }
    },
    [search],
  )
  const results = useSyncExternalStore(subscribe, () => search.mainIndex.getResults())
  const status = useSyncExternalStore(subscribe, () => search.status)
  const error = useSyncExternalStore(subscribe, () => search.error)
  const hits = useMemo(() => (results ? numberHits(results.hits as T[], results.page, results.hitsPerPage, results.queryID) : []), [results])
  return { results, hits, status, error }
}
