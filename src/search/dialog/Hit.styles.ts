import { defineStyles } from "../../theme/styles/defineStyles"

/** The look of an option in the dialog's lists (results and recent searches); the active one (aria-selected) is highlighted. */
export const searchOption = { display: "block", px: 3, py: 2, borderRadius: "default", cursor: "pointer", bg: "transparent" } as const

export const hitStyles = defineStyles("search-hit", {
  root: {
    ...searchOption,
    color: "inherit",
    textDecoration: "none",
    "& mark": { bg: "transparent", color: "primary", fontWeight: "bold", textDecoration: "underline", textUnderlineOffset: "2px" },
    "&[aria-selected=true]": { bg: "highlight" },
    "&[aria-selected=true] mark": { color: "highlightText" },
  },
  context: { display: "block", fontSize: 0, color: "muted" },
  header: { display: "block", fontWeight: "medium", color: "heading" },
  headerActive: { color: "highlightText" },
  snippet: { display: "block", fontSize: 1, color: "muted", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
})
