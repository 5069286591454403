import type { TrackedEventName, TrackedEvents } from "../../startup/dataLayer"

/** A query counts as searched once its results have been on screen this long without the reader typing on. */
export const SEARCH_SETTLE_MS = 1000

type Push = <N extends TrackedEventName>(name: N, fields: TrackedEvents[N]) => void

/**
 * Turns what the dialog shows into analytics events: `search` once per settled query (results shown,
 * then a pause or a result opened), never per keystroke, and never the same query twice in a row;
 * `select_search_result` when a result is opened.
 */
export function createSearchTracker(push: Push, settleMs = SEARCH_SETTLE_MS) {
  let shown: { query: string; count: number } | undefined
  let lastReported: string | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const report = () => {
    clearTimeout(timer)
    if (shown && shown.query !== lastReported) {
      push("search", { search_term: shown.query, result_count: shown.count })
      lastReported = shown.query
    }
    shown = undefined
  }
  return {
    /** The results of `query` are on screen (`count` in all, 0 when nothing matched). */
    resultsShown(query: string, count: number) {
      clearTimeout(timer)
      if (!query) return
      shown = { query, count }
      timer = setTimeout(report, settleMs)
    },
    /** The reader changed the query: what was on screen was not read. */
    queryChanged() {
      clearTimeout(timer)
      shown = undefined
    },
    /** A result was opened (position from 1): its query counts as searched, then the selection. */
    resultOpened(query: string, url: string, position: number) {
      report()
      push("select_search_result", { search_term: query, url, position })
    },
    /** The dialog closed: a query not yet settled is not reported. */
    stop() {
      clearTimeout(timer)
      shown = undefined
    },
  }
}

export type SearchTracker = ReturnType<typeof createSearchTracker>
