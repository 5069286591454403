import { media, NAV_WIDTH_EXTRA_LARGE, NAV_WIDTH_LARGE, PAGE_MAX_WIDTH, TOC_WIDTH, TOP_BAR_HEIGHT } from "../theme/tokens"
import { defineStyles } from "../theme/styles/defineStyles"

export const docLayoutStyles = defineStyles("doc-layout", {
  frame: {
    maxWidth: PAGE_MAX_WIDTH,
    mx: "auto",
    pt: `${TOP_BAR_HEIGHT}px`,
    // Under extra-large widths the contents bar takes the first row above the article; the tree spans both.
    [media.large]: { display: "grid", gridTemplateColumns: `${NAV_WIDTH_LARGE}px minmax(0, 1fr)`, gridTemplateRows: "auto 1fr" },
    [media.extraLarge]: { gridTemplateColumns: `${NAV_WIDTH_EXTRA_LARGE}px minmax(0, 1fr) `, gridTemplateRows: "auto" },
  },
  // A page with headings has a third column for its contents list.
  frameWithToc: {
    [media.extraLarge]: { gridTemplateColumns: `${NAV_WIDTH_EXTRA_LARGE}px minmax(0, 1fr) ${TOC_WIDTH}px` },
  },
  // The article's column is the second, whatever comes before it in the HTML (the contents list does).
  column: { minWidth: 0, px: [4, 6], [media.large]: { px: 7, gridColumn: 2, gridRow: 2 }, [media.extraLarge]: { gridRow: 1 } },
  main: { maxWidth: 768, mx: "auto", pt: 6, outline: "none" },
  footer: { maxWidth: 768, mx: "auto" },
})
