import { media, TOC_WIDTH, TOP_BAR_HEIGHT } from "../theme/tokens"
import { defineStyles } from "../theme/styles/defineStyles"

export const tableOfContentsStyles = defineStyles("table-of-contents", {
  root: {
    display: "none",
    // The third column, though it comes before the article in the HTML.
    [media.extraLarge]: { display: "block", gridColumn: 3, gridRow: 1 },
    width: TOC_WIDTH,
    position: "sticky",
    top: TOP_BAR_HEIGHT,
    alignSelf: "start",
    maxHeight: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
    overflowY: "auto",
    px: 6,
    py: 6,
  },
  title: { m: 0, mb: 3, fontSize: 1, fontWeight: "heading", color: "heading" },
  // One style for the list, keyed on data attributes, so items are plain elements.
  list: {
    listStyle: "none",
    m: 0,
    p: 0,
    borderLeft: "1px solid",
    borderColor: "border",
    li: { ml: "-1px", borderLeft: "2px solid transparent" },
    "li:has(> a[data-visible])": { borderLeftColor: "surfaceStrong" },
    "li:has(> a[aria-current])": { borderLeftColor: "primary" },
    a: { display: "block", py: 1, pl: 3, fontSize: 1, lineHeight: "tight", textDecoration: "none", color: "muted", "&:hover": { color: "heading" } },
    "a[data-depth='3']": { pl: 5 },
    "a[data-visible]": { color: "heading" },
    "a[aria-current]": { color: "primary", fontWeight: "medium" },
  },
})
