import { defineStyles } from "../../theme/styles/defineStyles"
import { searchOption } from "./Hit.styles"

/** Set on the grid (RecentSearches): its row count, which both subgrids span. */
export const RECENT_ROWS_PROPERTY = "--recent-rows"

const smallButton = { border: "none", bg: "transparent", color: "muted", fontFamily: "body", cursor: "pointer", "&:hover": { color: "heading" } } as const
const rows = { gridRow: `1 / span var(${RECENT_ROWS_PROPERTY})`, display: "grid", gridTemplateRows: "subgrid", listStyle: "none", m: 0, p: 0 } as const

export const recentSearchesStyles = defineStyles("search-recent", {
  bar: { display: "flex", alignItems: "center", justifyContent: "space-between", pl: 3, pr: 1, pb: 1 },
  heading: { m: 0, fontSize: 0, fontWeight: "medium", color: "muted" },
  clear: { ...smallButton, px: 2, py: 1, fontSize: 0, borderRadius: "small" },
  grid: { display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gridTemplateRows: `repeat(var(${RECENT_ROWS_PROPERTY}), auto)` },
  options: { ...rows, gridColumn: 1 },
  // The active row is one highlight across both cells.
  option: {
    ...searchOption,
    display: "flex",
    alignItems: "center",
    gap: 3,
    minWidth: 0,
    "&[aria-selected=true]": { bg: "highlight", borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  },
  text: { minWidth: 0 },
  context: { display: "block", fontSize: 0, color: "muted" },
  header: { display: "block", fontWeight: "medium", color: "heading" },
  headerActive: { color: "highlightText" },
  removes: { ...rows, gridColumn: 2 },
  removeCell: { display: "flex", alignItems: "center", pr: 1, borderRadius: "default", bg: "transparent" },
  removeCellActive: { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, bg: "highlight" },
  remove: {
    ...smallButton,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 32,
    height: 32,
    p: 0,
    borderRadius: "default",
    color: "muted",
  },
  removeActive: { color: "highlightText" },
})
