import { useLayoutEffect, useRef } from "react"
import { cx } from "../../theme/styles/cx"
import { Icon } from "../../ui/Icon"
import { RECENT_ROWS_PROPERTY, recentSearchesStyles as styles } from "./RecentSearches.styles"
import { recentSearchLabel, type RecentSearch } from "./recentSearchStore"

export interface RecentSearchesProps {
  items: RecentSearch[]
  active: number
  /** The listbox's id, which the combobox controls. */
  listId: string
  optionId: (index: number) => string
  onActivate: (index: number) => void
  onOpen: (index: number) => void
  onRemove: (index: number) => void
  onClear: () => void
}

const HEADING_ID = "search-recent-heading"

/**
 * The recent searches of the start screen. An option may not hold a button (axe: nested-interactive)
 * and a listbox may hold only options (aria-required-children), so the remove buttons are a list of
 * their own beside the listbox. Both lists are subgrids of one grid, so each button shares its row
 * with its entry whatever the entry's height. The combobox keeps focus and points at the active
 * option (aria-activedescendant) exactly as with results; the buttons are ordinary Tab stops.
 */
export function RecentSearches({ items, active, listId, optionId, onActivate, onOpen, onRemove, onClear }: RecentSearchesProps) {
  // Both lists span every row of the grid: its row count, a custom property (no inline style attribute, for the CSP).
  const grid = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    grid.current?.style.setProperty(RECENT_ROWS_PROPERTY, String(items.length))
  }, [items.length])
  return (
    <div>
      <div className={styles.bar}>
        <h2 id={HEADING_ID} className={styles.heading}>
          Recent searches
        </h2>
        <button type="button" aria-label="Clear recent searches" onClick={onClear} className={styles.clear}>
          Clear
        </button>
      </div>
      <div ref={grid} className={styles.grid}>
        <ul id={listId} role="listbox" aria-labelledby={HEADING_ID} className={styles.options}>
          {items.map((item, index) => (
            <li
              key={item.objectID}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-url={item.url}
              onMouseMove={index === active ? undefined : () => onActivate(index)}
              onClick={() => onOpen(index)}
              className={styles.option}
            >
              <Icon name="clock" size={16} />
              <span className={styles.text}>
                <span className={styles.context}>{item.hierarchy.slice(0, -1).join(" › ") || item.title}</span>
                <span className={cx(styles.header, index === active && styles.headerActive)}>{item.header}</span>
              </span>
            </li>
          ))}
        </ul>
        <ul className={styles.removes}>
          {items.map((item, index) => (
            <li
              key={item.objectID}
              onMouseMove={index === active ? undefined : () => onActivate(index)}
              className={cx(styles.removeCell, index === active && styles.removeCellActive)}
            >
              <button
                type="button"
                aria-label={`Remove ${recentSearchLabel(item)} from recent searches`}
                onClick={() => onRemove(index)}
                className={cx(styles.remove, index === active && styles.removeActive)}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
