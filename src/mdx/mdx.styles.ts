import { defineStyles } from "../theme/styles/defineStyles"
import { HEADING_SCROLL_MARGIN_REM, HEADING_SCROLL_MARGIN_TAGGED_REM } from "../theme/tokens"
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
  cards: { display: "grid", gap: 4, my: 5, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))" },
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
    "& > div": { py: 3, borderBottom: "1px solid", borderColor: "border" },
    "dd > :first-child": { mt: 0 },
    "dd > :last-child": { mb: 0 },
  },
  propertyTerm: { display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 2, fontSize: 2 },
  propertyName: { fontFamily: "monospace", fontWeight: "bold", color: "heading" },
  propertyType: { fontFamily: "monospace", fontSize: 1, color: "muted" },
  propertyRequired: { fontSize: 0, fontWeight: "medium", color: "redText" },
  propertyDefault: { fontSize: 1, color: "muted" },
  propertyDefaultValue: { fontFamily: "monospace" },
  propertyDescription: { m: 0, mt: 1, fontSize: 3 },
  headingMeta: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mt: 7, mb: -2 },
  headingMetaLevel3: { mt: 6 },
  headingLabel: { fontFamily: "monospace", fontSize: 1, color: "muted", overflowWrap: "anywhere" },
  heading: {
    position: "relative",
    scrollMarginTop: `${HEADING_SCROLL_MARGIN_REM}rem`,
    "&[data-tagged]": { mt: 3, scrollMarginTop: `${HEADING_SCROLL_MARGIN_TAGGED_REM}rem` },
    "&:hover a[data-anchor], & a[data-anchor]:focus": { opacity: 1 },
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
  tableWrap: { overflowX: "auto", my: 5 },
})
