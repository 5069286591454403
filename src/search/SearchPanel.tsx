import { navigate } from "gatsby"
import { useEffect, useState, type KeyboardEvent, type RefObject } from "react"
import { useHits, useInstantSearch, useSearchBox } from "react-instantsearch"
import { Icon } from "../ui/Icon"
import { dialogKey } from "./dialogKeys"
import { Hit } from "./Hit"
import type { SearchHit } from "./localClient"
import { ErrorScreen, NoResults, Spinner, StartScreen } from "./ScreenStates"
import { SEARCH_INPUT_MAX_LENGTH } from "./settings"

interface SearchPanelProps {
  inputRef: RefObject<HTMLInputElement>
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

/** The combobox and its result panel, inside InstantSearch. */
export function SearchPanel({ inputRef, onClose, usingFallback, onHitOpened, onHitActive, onHitsShown, onRetry }: SearchPanelProps) {
  const { query, refine } = useSearchBox()
  // Values arrive escaped with <mark> around matches, and render as text runs (HighlightedText):
  // InstantSearch's own escaping would escape them twice.
  const { hits, results } = useHits<SearchHit>({ escapeHTML: false })
  const { status, error } = useInstantSearch({ catchError: true })
  const [value, setValue] = useState(query)
  const [panelOpen, setPanelOpen] = useState(query !== "")
  const [active, setActive] = useState(0)
  // A new result list starts with its first item active.
  useEffect(() => {
    setActive(0)
    if (hits.length > 0) onHitsShown?.(hits)
  }, [hits, onHitsShown])
  useEffect(() => {
    if (panelOpen && hits[active]) onHitActive?.(hits[active])
  }, [active, hits, panelOpen, onHitActive])

  const update = (next: string) => {
    setValue(next)
    setPanelOpen(next.trim() !== "")
    refine(next)
  }
  const open = (index: number) => {
    const hit = hits[index]
    if (!hit) return
    onHitOpened?.(hit)
    onClose()
    navigate(hit.url)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = event.key === "ArrowDown" ? { type: "move" as const, by: 1 as const } : event.key === "ArrowUp" ? { type: "move" as const, by: -1 as const } : event.key === "Enter" ? { type: "enter" as const } : event.key === "Escape" ? { type: "escape" as const } : null
    if (!action) return
    event.preventDefault()
    event.stopPropagation()
    const effect = dialogKey({ query: value, panelOpen, active, count: hits.length }, action)
    if (effect.close) return onClose()
    if (effect.open !== undefined) return open(effect.open)
    if (effect.state.query !== value) update(effect.state.query)
    setPanelOpen(effect.state.panelOpen && effect.state.query !== "")
    setActive(effect.state.active)
  }

  const answered = results?.query === value.trim() || results?.query === value
  const showHits = panelOpen && status !== "error" && hits.length > 0
  return (
    <>
      <div sx={{ display: "flex", alignItems: "center", gap: 2, px: 4, borderBottom: "1px solid", borderColor: "border" }}>
        <Icon name="search" size={18} />
        <input
          ref={inputRef}
          type="search"
          value={value}
          maxLength={SEARCH_INPUT_MAX_LENGTH}
          onChange={(event) => update(event.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label="Search the documentation"
          aria-autocomplete="list"
          aria-expanded={showHits}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={showHits ? hitId(active) : undefined}
          placeholder="Find something..."
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          sx={{ flex: 1, minWidth: 0, height: 52, border: "none", outline: "none", bg: "transparent", color: "heading", fontFamily: "body", fontSize: 4, "&::-webkit-search-cancel-button": { display: "none" } }}
        />
        {status === "stalled" && <Spinner />}
        <kbd sx={{ px: 1, border: "1px solid", borderColor: "border", borderRadius: "small", fontFamily: "body", fontSize: 0, color: "muted" }}>Esc</kbd>
      </div>
      {usingFallback && <p sx={{ m: 0, px: 4, pt: 2, fontSize: 0, color: "muted" }}>The search service is unreachable: results come from the built-in index.</p>}
      <div sx={{ maxHeight: "min(60vh, 480px)", overflowY: "auto", p: 2 }}>
        {status === "error" && panelOpen ? (
          <ErrorScreen onRetry={() => onRetry(value)}>{error?.message}</ErrorScreen>
        ) : !panelOpen ? (
          <StartScreen />
        ) : showHits ? (
          <ul id={LISTBOX_ID} role="listbox" aria-label="Results" sx={{ listStyle: "none", m: 0, p: 0 }}>
            {hits.map((hit, index) => (
              <Hit key={hit.objectID} hit={hit} id={hitId(index)} active={index === active} onActivate={() => setActive(index)} onOpen={() => open(index)} />
            ))}
          </ul>
        ) : answered && status === "idle" ? (
          <NoResults query={value} />
        ) : (
          <StartScreen />
        )}
      </div>
    </>
  )
}
