import { useCallback, useEffect, useMemo, useRef, useState, type RefObject, type TouchEvent } from "react"
import { Configure, InstantSearch } from "react-instantsearch"
import { useCloseOnNavigation } from "../layout/useCloseOnNavigation"
import { useFocusTrap } from "../layout/useFocusTrap"
import { algoliaKeys, createSearchClient, localSearchClient } from "./createSearchClient"
import { isTap } from "./dialogKeys"
import { deferredClient, skipEmptyQueries } from "./fallbackClient"
import { useInsights } from "./useInsights"
import { searchDialogStyles } from "./SearchDialog.styles"
import { SearchPanel } from "./SearchPanel"
import { FOCUS_DELAY_MS, HITS_PER_PAGE, SEARCH_INDEX_NAME, STALLED_SEARCH_DELAY_MS, TOUCH_SWIPE_THRESHOLD_PX } from "./settings"

/** Warms up search on intent (hover, focus, shortcut): the embedded index starts loading. */
export function preload(): void {
  if (!algoliaKeys()) localSearchClient().preload().catch(() => undefined)
}

/** The search dialog: a modal that coordinates the client, focus, closing rules and the panel. */
export default function SearchDialog({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo?: RefObject<HTMLElement | null> }) {
  const panelRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const touchStart = useRef<{ x: number; y: number } | null>(null)
  const [usingFallback, setUsingFallback] = useState(false)
  // A retry starts InstantSearch over (a fresh state and cache) with the reader's query.
  const [attempt, setAttempt] = useState({ key: 0, query: "" })
  const retry = useCallback((query: string) => {
    setAttempt((current) => ({ key: current.key + 1, query }))
    setTimeout(() => inputRef.current?.focus())
  }, [])
  const client = useMemo(() => skipEmptyQueries(deferredClient(createSearchClient(() => setUsingFallback(true)))), [])
  const insights = useInsights(usingFallback)
  useFocusTrap(panelRef, true, panelRef, returnFocusTo)
  useCloseOnNavigation(true, onClose)
  // The input takes focus 500 ms after opening, once the dialog has settled.
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  const onBackdropTouchStart = useCallback((event: TouchEvent) => {
    const touch = event.touches[0]
    touchStart.current = { x: touch.clientX, y: touch.clientY }
  }, [])
  const onBackdropTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const touch = event.changedTouches[0]
    touchStart.current = null
    // A swipe scrolls; only a tap outside closes.
    if (event.target === event.currentTarget && start && isTap(start, { x: touch.clientX, y: touch.clientY }, TOUCH_SWIPE_THRESHOLD_PX)) {
      event.preventDefault()
      onClose()
    }
  }
  return (
    <div
      data-testid="search-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      onTouchStart={onBackdropTouchStart}
      onTouchEnd={onBackdropTouchEnd}
      className={searchDialogStyles.backdrop}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        tabIndex={-1}
        // Escape anywhere but the input (whose own sequence handles it) closes: e.g. before it takes focus.
        onKeyDown={(event) => event.key === "Escape" && event.target !== inputRef.current && onClose()}
        className={searchDialogStyles.panel}
      >
        <InstantSearch
          key={attempt.key}
          searchClient={client as never}
          indexName={SEARCH_INDEX_NAME}
          initialUiState={{ [SEARCH_INDEX_NAME]: { query: attempt.query } }}
          stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          <Configure hitsPerPage={HITS_PER_PAGE} highlightPreTag="<mark>" highlightPostTag="</mark>" attributesToSnippet={["content:20"]} clickAnalytics={insights.enabled} />
          <SearchPanel inputRef={inputRef} onClose={onClose} usingFallback={usingFallback} onHitOpened={insights.hitOpened} onHitActive={insights.hitActive} onHitsShown={insights.hitsShown} onRetry={retry} />
        </InstantSearch>
      </div>
    </div>
  )
}
