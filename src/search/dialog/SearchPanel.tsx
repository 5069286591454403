import { navigate } from "gatsby"
import { useEffect, useMemo, useState } from "react"
import { createPortal } from "react-dom"
import { useInstantSearch, useSearchBox } from "react-instantsearch"
import { prepareNavigation } from "../../startup/clientNavigation"
import { loadRenderer } from "../../mdx/loadRenderer"
import { dialogKey, recentKey } from "./dialogKeys"
import { distinctSections } from "./distinctSections"
import { groupByPage } from "./groupByPage"
import { Hit } from "./Hit"
import type { SearchHit } from "../engine/localClient"
import { ErrorScreen, NoResults, Spinner, StartScreen } from "./ScreenStates"
import { searchPanelStyles } from "./SearchPanel.styles"
import type { RecentSearch } from "./recentSearchStore"
import type { InputSnapshot } from "./shell/inputHandover"
import { useAdoptedInput } from "./shell/useAdoptedInput"
import { useRecentSearches } from "./useRecentSearches"
import { useSearchTracking } from "./useSearchTracking"
import { useShownResults } from "./useShownResults"

interface SearchPanelProps {
  /** The shell's input, adopted as the combobox, and what it held when the dialog took it over. */
  input: HTMLInputElement
  snapshot: InputSnapshot
  /** Where the stalled-search spinner shows (in the input's bar). */
  spinnerSlot: HTMLElement
  onClose: () => void
  /** Algolia failed and the embedded index answers instead. */
  usingFallback: boolean
  onHitOpened?: (hit: SearchHit) => void
  onHitActive?: (hit: SearchHit) => void
  onHitsShown?: (hits: SearchHit[]) => void
  /** Starts the search over with this query (after a failure). */
  onRetry: (query: string) => void
}

const LISTBOX_ID = "search-results"
const hitId = (index: number) => `search-hit-${index}`
const RECENT_LIST_ID = "search-recent"
const recentId = (index: number) => `search-recent-${index}`
const KEY_ACTIONS = {
  ArrowDown: { type: "move", by: 1 },
  ArrowUp: { type: "move", by: -1 },
  Enter: { type: "enter" },
  Escape: { type: "escape" },
} as const

/** The combobox (the shell's input) and its result panel, inside InstantSearch. */
export function SearchPanel({ input, snapshot, spinnerSlot, onClose, usingFallback, onHitOpened, onHitActive, onHitsShown, onRetry }: SearchPanelProps) {
  const { query, refine } = useSearchBox()
  // Values arrive escaped with <mark> around matches, and render as text runs (HighlightedText), so
  // nothing escapes them again.
  const { hits: rawHits, results, status, error } = useShownResults<SearchHit>()
  // Algolia holds a long section as several chunks; the reader sees the section once. Hits are grouped under their
  // page's title, and the arrow keys follow the list as shown: group by group.
  const groups = useMemo(() => groupByPage(distinctSections(rawHits)), [rawHits])
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups])
  // A failed search is shown in the panel rather than thrown.
  useInstantSearch({ catchError: true })
  const [value, setValue] = useState(query)
  const [panelOpen, setPanelOpen] = useState(query !== "")
  const [active, setActive] = useState(0)
  const recent = useRecentSearches()
  const [recentActive, setRecentActive] = useState(0)
  const tracking = useSearchTracking()
  // Recent searches stand in for results while the query is empty.
  const showRecent = !panelOpen && value === "" && recent.items.length > 0
  const recentIndex = Math.min(recentActive, recent.items.length - 1)
  // A new result list starts with its first item active.
  useEffect(() => {
    setActive(0)
    if (hits.length > 0) onHitsShown?.(hits)
  }, [hits, onHitsShown])
  useEffect(() => {
    if (panelOpen && hits[active]) onHitActive?.(hits[active])
  }, [active, hits, panelOpen, onHitActive])

  const update = (next: string) => {
    // The search first: its index files are requested before React renders the panel for the new value
    // (both run as microtasks of the keystroke, in the order they were asked for).
    refine(next)
    setInputValue(next)
    setValue(next)
    setPanelOpen(next.trim() !== "")
    setRecentActive(0)
    tracking.queryChanged()
  }
  const go = (entry: RecentSearch) => {
    recent.add(entry)
    onClose()
    // The page opens with the renderer in hand (it loads once, on the first navigation), at its section.
    prepareNavigation(loadRenderer).then(() => navigate(entry.url))
  }
  const open = (index: number) => {
    const hit = hits[index]
    if (!hit) return
    tracking.resultOpened(value.trim(), hit.url, index + 1)
    onHitOpened?.(hit)
    go(hit)
  }
  // A removed button takes focus with it: focus goes back to the input, where typing continues.
  const removeRecent = (index: number) => {
    recent.remove(recent.items[index].objectID)
    input.focus()
  }
  const clearRecent = () => {
    recent.clear()
    input.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return
    const action = showRecent && event.key === "Delete" ? { type: "delete" as const } : KEY_ACTIONS[event.key as keyof typeof KEY_ACTIONS]
    if (!action) return
    event.preventDefault()
    event.stopPropagation()
    if (showRecent) {
      const effect = recentKey(recentIndex, recent.items.length, action)
      if (effect.close) return onClose()
      if (effect.open !== undefined) return go(recent.items[effect.open])
      if (effect.remove !== undefined) recent.remove(recent.items[effect.remove].objectID)
      return setRecentActive(effect.active)
    }
    if (action.type === "delete") return
    const effect = dialogKey({ query: value, panelOpen, active, count: hits.length }, action)
    if (effect.close) return onClose()
    if (effect.open !== undefined) return open(effect.open)
    if (effect.state.query !== value) update(effect.state.query)
    setPanelOpen(effect.state.panelOpen && effect.state.query !== "")
    setActive(effect.state.active)
  }

  const answered = results?.query === value.trim() || results?.query === value
  const settled = panelOpen && answered && status === "idle"
  useEffect(() => {
    if (settled && results) tracking.resultsShown(value.trim(), results.nbHits)
    // Once per answer: the value is read when its results arrive.
  }, [settled, results, tracking]) // eslint-disable-line react-hooks/exhaustive-deps
  const showHits = panelOpen && status !== "error" && hits.length > 0
  const setInputValue = useAdoptedInput(input, snapshot, update, onKeyDown, {
    "aria-expanded": showHits || showRecent,
    "aria-controls": showRecent ? RECENT_LIST_ID : LISTBOX_ID,
    "aria-activedescendant": showHits ? hitId(active) : showRecent ? recentId(recentIndex) : undefined,
  })
  return (
    <>
      {status === "stalled" && createPortal(<Spinner />, spinnerSlot)}
      {usingFallback && <p className={searchPanelStyles.fallback}>The search service is unreachable: results come from the built-in index.</p>}
      {/* The shell's results area holds these (src/search/shell/SearchShell.tsx). */}
      <>
        {status === "error" && panelOpen ? (
          <ErrorScreen onRetry={() => onRetry(value)}>{error?.message}</ErrorScreen>
        ) : !panelOpen ? (
          <StartScreen
            recent={
              showRecent
                ? {
                    items: recent.items,
                    active: recentIndex,
                    listId: RECENT_LIST_ID,
                    optionId: recentId,
                    onActivate: setRecentActive,
                    onOpen: (index) => go(recent.items[index]),
                    onRemove: removeRecent,
                    onClear: clearRecent,
                  }
                : undefined
            }
          />
        ) : showHits ? (
          <ul id={LISTBOX_ID} role="listbox" aria-label="Results" className={searchPanelStyles.list}>
            {groups.map((group) => (
              // The group is named by its page's title; the title shown is its label's text, not read twice.
              <li key={group.page} role="none" className={searchPanelStyles.group}>
                <div role="group" aria-label={group.title}>
                  <div aria-hidden="true" className={searchPanelStyles.groupTitle}>
                    {group.title}
                  </div>
                  <ul role="none" className={searchPanelStyles.list}>
                    {group.hits.map((hit) => {
                      const index = hits.indexOf(hit)
                      return <Hit key={hit.objectID} hit={hit} id={hitId(index)} active={index === active} onActivate={() => setActive(index)} onOpen={() => open(index)} />
                    })}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        ) : answered && status === "idle" ? (
          <NoResults query={value} />
        ) : (
          <StartScreen />
        )}
      </>
    </>
  )
}
