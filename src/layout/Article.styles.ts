import { defineStyles } from "../theme/styles/defineStyles"
import { CONTENTS_BAR_HEIGHT, FIRST_DEFERRED_BLOCK, HASH_SCROLL_OFFSET, HEADING_SCROLL_MARGIN_REM, LAID_OUT_ATTRIBUTE, media } from "../theme/tokens"

const deferred = `:nth-child(n+${FIRST_DEFERRED_BLOCK})`
// Until idle time has laid it out.
const pending = `:not([${LAID_OUT_ATTRIBUTE}])`

export const articleStyles = defineStyles("article", {
  // Typography for everything writers produce in Markdown, in one place.
  prose: {
    color: "text",
    // "Top of page" lands on the title below the fixed top bar, like a heading anchor.
    scrollMarginTop: `${HASH_SCROLL_OFFSET}px`,
    [media.belowExtraLarge]: { scrollMarginTop: `${HASH_SCROLL_OFFSET + CONTENTS_BAR_HEIGHT}px` },
    fontSize: 4,
    // Titles made of one identifier (strata_pipeline_resolver, ProductBulkUpsertResult) wrap on phones too.
    "h1, h2, h3, h4": { color: "heading", fontWeight: "heading", lineHeight: "heading", overflowWrap: "break-word" },
    h2: { fontSize: 6, mt: 7, mb: 3 },
    h3: { fontSize: 5, mt: 6, mb: 2 },
    h4: { fontSize: 4, mt: 5, mb: 2 },
    // A paragraph with an id is a linked entry (a limit's run-in, #query-depth): it lands below the top bar like a heading.
    "p[id]": {
      scrollMarginTop: `${HEADING_SCROLL_MARGIN_REM}rem`,
      [media.belowExtraLarge]: { scrollMarginTop: `calc(${HEADING_SCROLL_MARGIN_REM}rem + ${CONTENTS_BAR_HEIGHT}px)` },
    },
    p: { my: 4 },
    "ul, ol": { pl: 5, my: 4 },
    li: { my: 1 },
    a: { color: "primary", textDecorationThickness: "1px", textUnderlineOffset: "3px", "&:hover": { color: "primaryHover" } },
    "h2 a[data-anchor], h3 a[data-anchor]": { color: "muted", textDecoration: "none" },
    // A name or a type never breaks inside a word: a short token stays on one line (it moves to the next line
    // whole); longer code carries data-wrap and breaks only where src/mdx/code/codeBreaks.ts put its breaks.
    "& :not(pre) > code": {
      fontFamily: "monospace",
      fontSize: "0.875em",
      px: 1,
      py: "1px",
      borderRadius: "small",
      bg: "surface",
      color: "heading",
      whiteSpace: "nowrap",
    },
    // Code with spaces wraps at them, its words with punctuation kept whole. A long token is a box at most as wide
    // as the line: it moves to the next line whole, and breaks at its <wbr> only when wider than the line. A
    // segment wider than the line by itself is the one thing still split anywhere.
    "& :not(pre) > code[data-wrap]": { whiteSpace: "normal", overflowWrap: "break-word", "& > span": { whiteSpace: "nowrap" } },
    "& :not(pre) > code[data-wrap=long], & :not(pre) > code[data-wrap] > span[data-long]": {
      display: "inline-block",
      maxWidth: "100%",
      whiteSpace: "normal",
      overflowWrap: "break-word",
    },
    "p, li, td, dd": { overflowWrap: "break-word" },
    blockquote: { mx: 0, my: 5, pl: 4, borderLeft: "3px solid", borderColor: "surfaceStrong", color: "muted" },
    table: { width: "100%", borderCollapse: "collapse", fontSize: 2 },
    "th, td": { textAlign: "left", px: 2, py: 2, borderBottom: "1px solid", borderColor: "border", verticalAlign: "top" },
    th: { color: "heading", fontWeight: "heading" },
    hr: { border: "none", borderTop: "1px solid", borderColor: "border", my: 6 },
    // A diagram drawn at build (src/mdx/diagrams/): its colours are the variables its SVG names, set from the theme's
    // tokens here, so the dark theme recolours it. It shows at its own width and height, those at which its smallest
    // label is 13 px (diagramSize.ts), and never scales down: one wider than the column scrolls sideways in its region
    // (a phone, or the widest on a desktop), so its text stays readable without zooming.
    "figure[data-diagram]": {
      mx: 0,
      my: 6,
      "& > section": { overflowX: "auto", "&:focus-visible": { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" } },
      svg: {
        display: "block",
        maxWidth: "none",
        height: "auto",
        mx: "auto",
        fontFamily: "body",
        "--bg": "var(--c-background)",
        "--fg": "var(--c-text)",
        "--_text": "var(--c-heading)",
        "--_text-sec": "var(--c-muted)",
        "--_text-muted": "var(--c-muted)",
        "--_text-faint": "var(--c-muted)",
        "--_line": "var(--c-muted)",
        "--_arrow": "var(--c-muted)",
        "--_node-fill": "var(--c-surface)",
        "--_node-stroke": "var(--c-muted)",
        "--_group-fill": "var(--c-background)",
        "--_group-hdr": "var(--c-surface)",
        "--_inner-stroke": "var(--c-surface-strong)",
        "--_key-badge": "var(--c-surface-strong)",
      },
      // The library sizes its boxes for a narrower face than the site's sans-serif: a little tighter, labels fit.
      "svg text": { letterSpacing: "-0.02em" },
      figcaption: { mt: 2, fontSize: 2, color: "muted", textAlign: "center" },
    },
    img: { maxWidth: "100%" },
    // Blocks whose own margins are outside them (an island's frame is its wrapper's child): containment keeps a
    // child's margin from collapsing through its parent, so a list's first and last items lose theirs (the
    // list's are larger). Paint containment clips at the block's edge: focus rings 8 px out stay visible, and
    // where that cannot be said (no overflow-clip-margin) nothing is deferred.
    "@supports (overflow-clip-margin: 8px)": {
      // An entry's part heading (data-part) is one short line: laid out at once, so a hundred of them on a reference
      // page are not a hundred 96 px estimates for a hash's scroll to cross.
      [`& > ${deferred}${pending}:is(p, h2, h3:not([data-part]), h4, ul, ol, aside, dl, section, div:not([data-island])), & > [data-island]${deferred}${pending} > *`]: {
        contentVisibility: "auto",
        // An estimate until the block first renders; then its real size is kept ("auto").
        containIntrinsicSize: "auto 96px",
        overflowClipMargin: "8px",
      },
      [`& > ${deferred}:is(ul, ol) > li:first-child`]: { mt: 0 },
      [`& > ${deferred}:is(ul, ol) > li:last-child`]: { mb: 0 },
    },
  },
  title: { mt: 0, mb: 4, fontSize: 8, letterSpacing: "-0.02em" },
})
