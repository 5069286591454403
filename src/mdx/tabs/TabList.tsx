import { useRef, type KeyboardEvent } from "react"
import { nextTabIndex } from "./tabKeys"
import { tabStyles } from "./tabs.styles"

interface TabListProps {
  labels: string[]
  active: number
  onSelect: (index: number) => void
  /** Prefix of the tab and panel ids (from useId). */
  idBase: string
  label?: string
  /** A `data-track` per tab, for styles that pick a tab before React runs (code groups). */
  tracks?: (string | undefined)[]
}

export const tabId = (base: string, index: number) => `${base}-tab-${index}`
export const panelId = (base: string, index: number) => `${base}-panel-${index}`

/** A WAI-ARIA tab list: arrows, Home and End move and select; only the active tab is in the Tab order. */
export function TabList({ labels, active, onSelect, idBase, label, tracks }: TabListProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, active, labels.length)
    if (next === null) return
    event.preventDefault()
    onSelect(next)
    refs.current[next]?.focus()
  }
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={tabStyles.list}>
      {labels.map((text, index) => (
        <button
          key={index}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          role="tab"
          id={tabId(idBase, index)}
          data-track={tracks?.[index]}
          aria-selected={index === active}
          aria-controls={panelId(idBase, index)}
          tabIndex={index === active ? 0 : -1}
          onClick={() => onSelect(index)}
          className={tabStyles.tab}
        >
          {text}
        </button>
      ))}
    </div>
  )
}
