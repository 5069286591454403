import { media, PAGE_MAX_WIDTH, TOP_BAR_HEIGHT } from "../theme/tokens"
import { defineStyles } from "../theme/styles/defineStyles"
import { SCROLL_PROGRESS_VAR } from "./useScrollProgress"

export const topBarStyles = defineStyles("top-bar", {
  root: {
    position: "fixed",
    top: 0,
    insetInline: 0,
    zIndex: 40,
    height: TOP_BAR_HEIGHT,
    borderBottom: "1px solid",
    borderColor: "border",
    backgroundColor: `rgb(var(--c-top-bar-rgb) / calc(var(--bar-from) + (var(--bar-to) - var(--bar-from)) * var(${SCROLL_PROGRESS_VAR}, 0)))`,
    backdropFilter: "blur(8px)",
  },
  inner: {
    display: "flex",
    alignItems: "center",
    gap: [2, 4],
    height: "100%",
    maxWidth: PAGE_MAX_WIDTH,
    mx: "auto",
    px: [3, 5],
  },
  drawerToggle: { display: "contents", [media.large]: { display: "none" } },
  home: { textDecoration: "none", display: "flex", mr: [0, 2] },
  // Below large screens it holds nothing (the wide button is hidden): no box, so no gap either.
  search: { flex: 1, display: "none", [media.large]: { display: "flex" }, justifyContent: "center", minWidth: 0 },
  actions: { display: "flex", alignItems: "center", gap: [1, 3], ml: "auto" },
  company: {
    display: "inline-flex",
    alignItems: "center",
    gap: 1,
    color: "muted",
    fontSize: 2,
    textDecoration: "none",
    whiteSpace: "nowrap",
    "&:hover": { color: "heading" },
  },
  demo: {
    display: "none",
    [media.demo]: { display: "inline-flex" },
    alignItems: "center",
    height: 32,
    px: 3,
    borderRadius: "full",
    bg: "heading",
    color: "background",
    fontSize: 2,
    fontWeight: "medium",
    textDecoration: "none",
    whiteSpace: "nowrap",
    "&:hover": { opacity: 0.9 },
  },
})
