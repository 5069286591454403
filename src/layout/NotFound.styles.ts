import { defineStyles } from "../theme/styles/defineStyles"

export const notFoundStyles = defineStyles("not-found", {
  suggestions: { pl: 5 },
  route: { display: "block", fontSize: 2, color: "muted", overflowWrap: "anywhere" },
  actions: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: 3 },
  search: {
    display: "inline-flex",
    alignItems: "center",
    gap: 2,
    height: 36,
    px: 4,
    border: "none",
    borderRadius: "full",
    bg: "primary",
    color: "background",
    fontFamily: "body",
    fontSize: 2,
    fontWeight: "medium",
    cursor: "pointer",
    "&:hover": { bg: "primaryHover" },
    "&:focus-visible": { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
  },
})
