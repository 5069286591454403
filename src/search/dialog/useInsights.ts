import { useCallback, useEffect, useMemo, useRef } from "react"
import { createBatchQueue } from "./batchQueue"
import { algoliaKeys } from "./createSearchClient"
import type { SearchHit } from "../engine/localClient"
import { READER_INDEX_NAME } from "../shared/readerIndexName"
import { INSIGHTS_BATCH_SIZE, INSIGHTS_DEBOUNCE_MS } from "../shared/settings"

type Insights = (method: string, payload: Record<string, unknown>) => void
type AlgoliaHit = SearchHit & { __queryID?: string }

/**
 * Click analytics with Algolia only: search-insights (pinned 2.15.0 in package.json) loads on demand
 * once the dialog opens with keys configured. Without keys nothing loads and nothing is sent. If it
 * fails to load, one console error, and search carries on.
 */
export function useInsights(usingFallback: boolean) {
  const keys = algoliaKeys()
  const enabled = Boolean(keys) && !usingFallback
  const client = useRef<Insights | null>(null)
  useEffect(() => {
    if (!keys || client.current) return
    import(/* webpackChunkName: "search-insights" */ "search-insights")
      .then(({ default: aa }) => {
        aa("init", { appId: keys.appId, apiKey: keys.searchKey, useCookie: false })
        client.current = aa as unknown as Insights
      })
      .catch((error) => console.error("Search analytics could not be loaded; search works without them.", error))
  }, [keys])
  const send: Insights = useCallback((method, payload) => {
    if (enabled) client.current?.(method, { index: READER_INDEX_NAME, ...payload })
  }, [enabled])
  const viewed = useMemo(
    () =>
      createBatchQueue<string>((objectIDs) => send("viewedObjectIDs", { eventName: "Items Viewed", objectIDs }), {
        size: INSIGHTS_BATCH_SIZE,
        delayMs: INSIGHTS_DEBOUNCE_MS,
      }),
    [send],
  )
  return {
    enabled,
    hitsShown: useCallback((hits: SearchHit[]) => enabled && viewed.add(hits.map((hit) => hit.objectID)), [enabled, viewed]),
    hitActive: useCallback((hit: SearchHit) => send("viewedObjectIDs", { eventName: "Item Active", objectIDs: [hit.objectID] }), [send]),
    hitOpened: useCallback(
      (hit: AlgoliaHit) =>
        send("clickedObjectIDsAfterSearch", { eventName: "Item Selected", queryID: hit.__queryID, objectIDs: [hit.objectID], positions: [hit.__position] }),
      [send],
    ),
  }
}
