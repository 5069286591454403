import { useCallback, useEffect, useMemo, useState } from "react"
import { createPortal } from "react-dom"
import { Configure, InstantSearch } from "react-instantsearch"
import { useCloseOnNavigation } from "../../navigation/useCloseOnNavigation"
import { algoliaKeys, createSearchClient, localSearchClient } from "./createSearchClient"
import { deferredClient, skipEmptyQueries } from "../engine/fallbackClient"
import { useInsights } from "./useInsights"
import { SearchPanel } from "./SearchPanel"
import { READER_INDEX_NAME } from "../shared/readerIndexName"
import { HITS_PER_PAGE, STALLED_SEARCH_DELAY_MS } from "../shared/settings"
import { handoverQuery, snapshotInput } from "./shell/inputHandover"
import { searchShellApi, type SearchShellParts } from "./shell/shellDom"

/** Warms up search on intent (hover, focus, shortcut): the embedded index starts loading. */
export function preload(): void {
  if (!algoliaKeys()) localSearchClient().preload().catch(() => undefined)
}

/**
 * The search dialog: it takes over the shell the page's HTML carries (already open, its input focused and
 * maybe holding what the reader typed), renders the results into it, and coordinates the client and the
 * closing rules. The shell's bootstrap keeps the frame, the focus trap and the outside click.
 */
export default function SearchDialog({ onClose, shell }: { onClose: () => void; shell: SearchShellParts }) {
  // What the reader typed before the dialog was ready is its first query; caret and selection stay as they are.
  const snapshot = useMemo(() => snapshotInput(shell.input), [shell.input])
  const [usingFallback, setUsingFallback] = useState(false)
  // A retry starts InstantSearch over (a fresh state and cache) with the reader's query.
  const [attempt, setAttempt] = useState(() => ({ key: 0, query: handoverQuery(snapshot), snapshot }))
  const retry = useCallback(
    (query: string) => {
      setAttempt((current) => ({ key: current.key + 1, query, snapshot: snapshotInput(shell.input) }))
      setTimeout(() => shell.input.focus())
    },
    [shell.input],
  )
  const client = useMemo(() => skipEmptyQueries(deferredClient(createSearchClient(() => setUsingFallback(true)))), [])
  const insights = useInsights(usingFallback)
  useCloseOnNavigation(true, onClose)
  useEffect(() => searchShellApi()?.adopt(), [])
  return createPortal(
    <InstantSearch
      key={attempt.key}
      searchClient={client as never}
      indexName={READER_INDEX_NAME}
      initialUiState={{ [READER_INDEX_NAME]: { query: attempt.query } }}
      stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
      future={{ preserveSharedStateOnUnmount: true }}
      // Click and view events go through useInsights, with or without Algolia: no middleware of InstantSearch's own.
      insights={false}
    >
      <Configure
        hitsPerPage={HITS_PER_PAGE}
        highlightPreTag="<mark>"
        highlightPostTag="</mark>"
        attributesToSnippet={["content:20"]}
        clickAnalytics={insights.enabled}
      />
      <SearchPanel
        input={shell.input}
        snapshot={attempt.snapshot}
        spinnerSlot={shell.spinner}
        onClose={onClose}
        usingFallback={usingFallback}
        onHitOpened={insights.hitOpened}
        onHitActive={insights.hitActive}
        onHitsShown={insights.hitsShown}
        onRetry={retry}
      />
    </InstantSearch>,
    shell.results,
  )
}
