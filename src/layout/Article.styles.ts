import { defineStyles } from "../theme/styles/defineStyles"
import { HASH_SCROLL_OFFSET } from "../theme/tokens"

// The height a block of the article is taken to have until it is first shown (a paragraph or a short code block).
const ARTICLE_BLOCK_HEIGHT_ESTIMATE = 120
// Blocks that always render: more than a phone's first screen and the margin the browser renders ahead of it.
const FIRST_RENDERED_BLOCKS = 12

export const articleStyles = defineStyles("article", {
  // Typography for everything writers produce in Markdown, in one place.
  prose: {
    color: "text",
    // "Top of page" lands on the title below the fixed top bar, like a heading anchor.
    scrollMarginTop: `${HASH_SCROLL_OFFSET}px`,
    fontSize: 4,
    // Titles made of one identifier (strata_pipeline_resolver, ProductBulkUpsertResult) wrap on phones too.
    "h1, h2, h3, h4": { color: "heading", fontWeight: "heading", lineHeight: "heading", overflowWrap: "break-word" },
    h2: { fontSize: 6, mt: 7, mb: 3 },
    h3: { fontSize: 5, mt: 6, mb: 2 },
    h4: { fontSize: 4, mt: 5, mb: 2 },
    p: { my: 4 },
    "ul, ol": { pl: 5, my: 4 },
    li: { my: 1 },
    a: { color: "primary", textDecorationThickness: "1px", textUnderlineOffset: "3px", "&:hover": { color: "primaryHover" } },
    "h2 a[data-anchor], h3 a[data-anchor]": { color: "muted", textDecoration: "none" },
    // Long identifiers and URLs in running text wrap instead of pushing the page sideways on phones.
    "& :not(pre) > code": { fontFamily: "monospace", fontSize: "0.875em", px: 1, py: "1px", borderRadius: "small", bg: "surface", color: "heading", overflowWrap: "anywhere" },
    "p, li, td, dd": { overflowWrap: "break-word" },
    blockquote: { mx: 0, my: 5, pl: 4, borderLeft: "3px solid", borderColor: "surfaceStrong", color: "muted" },
    table: { width: "100%", borderCollapse: "collapse", fontSize: 2 },
    "th, td": { textAlign: "left", px: 3, py: 2, borderBottom: "1px solid", borderColor: "border", verticalAlign: "top" },
    th: { color: "heading", fontWeight: "heading" },
    hr: { border: "none", borderTop: "1px solid", borderColor: "border", my: 6 },
    img: { maxWidth: "100%" },
    // Blocks past the first screens are styled, laid out and painted when they come near it, not all at once on
    // load: a long page's first layout is about its first screen's. The first blocks always render, so nothing
    // in view or just below it changes size after the first paint (no layout shift); `auto` keeps a block's real
    // size once shown; headings stay out, so anchors and the contents list measure real boxes.
    [`& > :nth-child(n + ${FIRST_RENDERED_BLOCKS + 1}):not(h1, h2, h3, h4)`]: {
      contentVisibility: "auto",
      containIntrinsicSize: `auto ${ARTICLE_BLOCK_HEIGHT_ESTIMATE}px`,
    },
  },
  title: { mt: 0, mb: 4, fontSize: 8, letterSpacing: "-0.02em" },
})
