import { defineStyles } from "../theme/styles/defineStyles"

export const prevNextStyles = defineStyles("prev-next", {
  root: { display: "flex", gap: 4, mt: 7, flexWrap: "wrap" },
  link: {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: 1,
    ml: 0,
    px: 4,
    py: 3,
    minWidth: 0,
    border: "1px solid",
    borderColor: "border",
    borderRadius: "default",
    textDecoration: "none",
    "&:hover": { borderColor: "primary" },
  },
  // The next page's link sits on the right, aligned to it.
  linkNext: { alignItems: "flex-end", ml: "auto" },
  direction: { display: "inline-flex", alignItems: "center", gap: 1, fontSize: 1, color: "muted" },
  title: { color: "heading", fontWeight: "medium", textAlign: "left" },
  titleNext: { textAlign: "right" },
})
