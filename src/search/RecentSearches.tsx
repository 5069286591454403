import { Icon } from "../ui/Icon"
import { optionStyle } from "./Hit"
import { recentSearchLabel, type RecentSearch } from "./recentSearches"

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

const smallButton = { border: "none", bg: "transparent", color: "muted", fontFamily: "body", cursor: "pointer", "&:hover": { color: "heading" } } as const

/**
 * The recent searches of the start screen. An option may not hold a button (axe: nested-interactive)
 * and a listbox may hold only options (aria-required-children), so the remove buttons are a list of
 * their own beside the listbox. Both lists are subgrids of one grid, so each button shares its row
 * with its entry whatever the entry's height. The combobox keeps focus and points at the active
 * option (aria-activedescendant) exactly as with results; the buttons are ordinary Tab stops.
 */
export function RecentSearches({ items, active, listId, optionId, onActivate, onOpen, onRemove, onClear }: RecentSearchesProps) {
  const rows = { gridRow: `1 / span ${items.length}`, display: "grid", gridTemplateRows: "subgrid", listStyle: "none", m: 0, p: 0 } as const
  // The active row is one highlight across both cells.
  const rowEdge = (index: number, side: "Left" | "Right") => (index === active ? { [`borderTop${side}Radius`]: 0, [`borderBottom${side}Radius`]: 0 } : {})
  return (
    <div>
      <div sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", pl: 3, pr: 1, pb: 1 }}>
        <h2 id={HEADING_ID} sx={{ m: 0, fontSize: 0, fontWeight: "medium", color: "muted" }}>
          Recent searches
        </h2>
        <button type="button" aria-label="Clear recent searches" onClick={onClear} sx={{ ...smallButton, px: 2, py: 1, fontSize: 0, borderRadius: "small" }}>
          Clear
        </button>
      </div>
      <div sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gridTemplateRows: `repeat(${items.length}, auto)` }}>
        <ul id={listId} role="listbox" aria-labelledby={HEADING_ID} sx={{ ...rows, gridColumn: 1 }}>
          {items.map((item, index) => (
            <li
              key={item.objectID}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-url={item.url}
              onMouseMove={index === active ? undefined : () => onActivate(index)}
              onClick={() => onOpen(index)}
              sx={{ ...optionStyle(index === active), ...rowEdge(index, "Right"), display: "flex", alignItems: "center", gap: 3, minWidth: 0 }}
            >
              <Icon name="clock" size={16} />
              <span sx={{ minWidth: 0 }}>
                <span sx={{ display: "block", fontSize: 0, color: "muted" }}>{item.hierarchy.slice(0, -1).join(" › ") || item.title}</span>
                <span sx={{ display: "block", fontWeight: "medium", color: index === active ? "highlightText" : "heading" }}>{item.header}</span>
              </span>
            </li>
          ))}
        </ul>
        <ul sx={{ ...rows, gridColumn: 2 }}>
          {items.map((item, index) => (
            <li
              key={item.objectID}
              onMouseMove={index === active ? undefined : () => onActivate(index)}
              sx={{ display: "flex", alignItems: "center", pr: 1, borderRadius: "default", ...rowEdge(index, "Left"), bg: index === active ? "highlight" : "transparent" }}
            >
              <button
                type="button"
                aria-label={`Remove ${recentSearchLabel(item)} from recent searches`}
                onClick={() => onRemove(index)}
                sx={{ ...smallButton, display: "inline-flex", alignItems: "center", justifyContent: "center", width: 32, height: 32, p: 0, borderRadius: "default", color: index === active ? "highlightText" : "muted" }}
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
