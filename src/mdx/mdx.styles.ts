import { defineStyles } from "../theme/styles/defineStyles"
import { CONTENTS_BAR_HEIGHT, HEADING_SCROLL_MARGIN_REM, HEADING_SCROLL_MARGIN_TAGGED_REM, media } from "../theme/tokens"
import { calloutKinds } from "./calloutKinds"
import type { Tone } from "./tones"

// A tone as two custom properties, so one rule per tone colours a whole component.
const toneVariables = (tone: Tone) => ({ "--tone-bg": `var(--c-${tone}-bg)`, "--tone-text": `var(--c-${tone}-text)` })

/** What writers' components look like in an article: buttons, callouts, cards, method tags, properties, headings, tables. */
export const mdxStyles = defineStyles("mdx", {
  button: {
    display: "inline-flex",
    alignItems: "center",
    gap: 1,
    px: 3,
    py: 1,
    border: "none",
    borderRadius: "full",
    fontFamily: "body",
    fontSize: 2,
    fontWeight: "medium",
    lineHeight: "24px",
    cursor: "pointer",
    // Doubled class: beats the article's link colour and underline.
    "&&": { textDecoration: "none" },
    "&&[data-variant=primary]": { bg: "primary", color: "background", "&:hover": { bg: "primaryHover" } },
    "&&[data-variant=secondary]": { bg: "highlight", color: "highlightText", "&:hover": { bg: "surfaceStrong" } },
    "&&[data-variant=filled]": { bg: "heading", color: "background", "&:hover": { opacity: 0.9 } },
    "&&[data-variant=outline]": { bg: "transparent", color: "heading", boxShadow: "inset 0 0 0 1px var(--c-surface-strong)", "&:hover": { bg: "surface" } },
    "&&[data-variant=text]": { bg: "transparent", color: "primary", px: 0, "&:hover": { color: "primaryHover" } },
  },
  callout: {
    display: "flex",
    gap: 3,
    my: 5,
    px: 4,
    py: 3,
    borderRadius: "default",
    borderLeft: "4px solid",
    borderColor: "var(--tone-text)",
    bg: "var(--tone-bg)",
    fontSize: 3,
    "& > div > :first-child": { mt: 0 },
    "& > div > :last-child": { mb: 0 },
    "& p": { my: 2 },
    ...Object.fromEntries(Object.entries(calloutKinds).map(([kind, spec]) => [`&[data-kind=${kind}]`, toneVariables(spec.tone)])),
  },
  calloutIcon: { color: "var(--tone-text)", pt: "3px" },
  calloutBody: { minWidth: 0, color: "heading" },
  calloutTitle: { fontWeight: "heading", color: "var(--tone-text)" },
  cards: {
    display: "grid",
    gap: 4,
    my: 5,
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
    "&[data-layout=compact]": {
      gap: 3,
      gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 200px), 1fr))",
      // The icon beside the title, the description under both.
      "& > a": { display: "grid", gridTemplateColumns: "auto 1fr", alignItems: "center", alignContent: "start", columnGap: 2, p: 3 },
      "& > a > span:first-child": { mb: 0, p: 1 },
      "& > a > p": { gridColumn: "1 / -1" },
    },
  },
  card: {
    display: "block",
    p: 4,
    border: "1px solid",
    borderColor: "border",
    borderRadius: "large",
    color: "text",
    textDecoration: "none",
    transition: "border-color .15s, background-color .15s",
    "&&": { textDecoration: "none", color: "text" },
    "&:hover": { borderColor: "primary", bg: "surface" },
    "&:focus-visible": { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
    "& p": { my: 1, fontSize: 2, color: "muted" },
  },
  cardIcon: { display: "inline-flex", p: 2, mb: 2, borderRadius: "default", bg: "highlight", color: "highlightText" },
  cardTitle: { display: "block", fontWeight: "heading", color: "heading" },
  properties: {
    my: 5,
    borderTop: "1px solid",
    borderColor: "border",
    // An entry is a link target (#inventory-reorderpoint, from search too): it lands below the top bar, as a heading does.
    "& > div": {
      py: 3,
      borderBottom: "1px solid",
      borderColor: "border",
      scrollMarginTop: `${HEADING_SCROLL_MARGIN_REM}rem`,
      // An entry reached through its anchor rests below the contents bar where it shows, as headings do.
      [media.belowExtraLarge]: { scrollMarginTop: `calc(${HEADING_SCROLL_MARGIN_REM}rem + ${CONTENTS_BAR_HEIGHT}px)` },
    },
    "dd > :first-child": { mt: 0 },
    "dd > :last-child": { mb: 0 },
  },
  // Items wrap between each other, never inside one ("default 100" stays together).
  propertyTerm: { display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: 3, rowGap: 1, fontSize: 2, "& > *": { whiteSpace: "nowrap" } },
  // Inline code's box (background, padding) would make a row of chips: the entry's names read as a heading.
  propertyName: { "&&": { fontFamily: "monospace", fontSize: 3, fontWeight: "bold", color: "heading", bg: "transparent", px: 0 } },
  propertyType: { "&&": { fontFamily: "monospace", fontSize: 2, color: "muted", bg: "transparent", px: 0 } },
  propertyTypeLinked: { "&&": { color: "primary" } },
  propertyRequired: { fontSize: 1, fontWeight: "medium", color: "redText" },
  propertyFact: { fontSize: 1, color: "muted" },
  propertyDefaultValue: { fontFamily: "monospace" },
  propertyDescription: { m: 0, mt: 1, fontSize: 3 },
  headingMeta: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mt: 7, mb: -2 },
  headingMetaLevel3: { mt: 6 },
  headingLabel: { fontFamily: "monospace", fontSize: 1, color: "muted" },
  heading: {
    position: "relative",
    scrollMarginTop: `${HEADING_SCROLL_MARGIN_REM}rem`,
    "&[data-tagged]": { mt: 3, scrollMarginTop: `${HEADING_SCROLL_MARGIN_TAGGED_REM}rem` },
    // Under extra-large widths the contents bar stays under the top bar: a heading rests below both.
    [media.belowExtraLarge]: {
      scrollMarginTop: `calc(${HEADING_SCROLL_MARGIN_REM}rem + ${CONTENTS_BAR_HEIGHT}px)`,
      "&[data-tagged]": { scrollMarginTop: `calc(${HEADING_SCROLL_MARGIN_TAGGED_REM}rem + ${CONTENTS_BAR_HEIGHT}px)` },
    },
    "&:hover a[data-anchor], & a[data-anchor]:focus": { opacity: 1 },
  },
  // An entry's part (Permissions, Errors, Example): a heading as large as the text, as the bold run-in label it replaced
  // was, and its first block close below it, so an entry is as dense as before. Doubled class: beats the article's h3.
  partHeading: {
    "&&": { fontSize: 4, mt: 4, mb: 0, lineHeight: "heading" },
    "&& + *": { mt: 1 },
  },
  anchor: {
    ml: 2,
    color: "muted",
    textDecoration: "none",
    // The heading's own weight: a lighter sign would be one more font strike (weight × size) for the browser to
    // set up in the first layout, for a sign that is hidden until hover or focus.
    fontWeight: "inherit",
    opacity: 0,
    "&:hover": { color: "primary" },
    // After a click the section's address is on the clipboard: said beside the sign for a moment.
    "&[data-copied]": { opacity: 1 },
    "&[data-copied]::after": { content: '"Link copied"', ml: 2, fontSize: 1, color: "greenText" },
  },
  // A shade at an edge where more of the table is hidden: the covers scroll with the table ("local") and hide the
  // shades ("scroll") when the table is at that end, so a table that fits shows none.
  tableWrap: {
    overflowX: "auto",
    my: 5,
    background: [
      "linear-gradient(to right, var(--c-background) 30%, transparent) left center / 40px 100% no-repeat local",
      "linear-gradient(to left, var(--c-background) 30%, transparent) right center / 40px 100% no-repeat local",
      "radial-gradient(farthest-side at 0 50%, color-mix(in srgb, var(--c-muted) 40%, transparent), transparent) left center / 14px 100% no-repeat scroll",
      "radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, var(--c-muted) 40%, transparent), transparent) right center / 14px 100% no-repeat scroll",
    ].join(", "),
    "&:focus-visible": { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
  },
})
