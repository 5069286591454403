import { defineStyles } from "../theme/styles/defineStyles"

export const navigationTreeStyles = defineStyles("navigation-tree", {
  // One style for the whole tree, keyed on elements and data attributes: entries render as plain
  // elements, so a tree of hundreds of entries costs no per-entry style work on the server or in hydration.
  root: {
    listStyle: "none",
    m: 0,
    p: 0,
    fontSize: 2,
    lineHeight: "tight",
    "ul": { listStyle: "none", m: 0, p: 0, ml: 3, borderLeft: "1px solid", borderColor: "border" },
    "& > li + li": { mt: 4 },
    "& > li > ul": { ml: 0, mt: 1 },
    "li[data-leaf]": { ml: "-1px", borderLeft: "1px solid transparent" },
    "li[data-leaf]:has(> a[aria-current])": { borderLeftColor: "primary" },
    "[data-row]": { display: "flex", alignItems: "center" },
    "a, button": {
      display: "flex",
      alignItems: "center",
      minHeight: 32,
      py: 1,
      pr: 2,
      border: "none",
      borderRadius: "small",
      bg: "transparent",
      color: "muted",
      font: "inherit",
      textAlign: "left",
      textDecoration: "none",
      cursor: "pointer",
      "&:hover": { color: "heading" },
    },
    a: { flex: 1, pl: 3 },
    "a[aria-current]": { color: "highlightText", bg: "highlight", fontWeight: "medium" },
    button: { width: "100%", justifyContent: "space-between", pl: 3 },
    "button[data-icon-only]": { width: 32, flexShrink: 0, justifyContent: "center", pl: 0 },
    "& > li > [data-row] > button": { pl: 0, color: "heading", fontWeight: "heading", fontSize: 1 },
    // The chevron is drawn by CSS: an inline icon per row would weigh on every page's HTML.
    "button::after": {
      content: '""',
      width: 6,
      height: 6,
      mr: "4px",
      borderRight: "1.5px solid currentColor",
      borderBottom: "1.5px solid currentColor",
      transform: "rotate(-45deg)",
      transition: "transform .15s",
      flexShrink: 0,
    },
    'button[aria-expanded="true"]::after': { transform: "rotate(45deg)" },
  },
})
