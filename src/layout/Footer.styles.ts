import { defineStyles } from "../theme/styles/defineStyles"

export const footerStyles = defineStyles("footer", {
  root: {
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "space-between",
    gap: 3,
    mt: 8,
    py: 5,
    borderTop: "1px solid",
    borderColor: "border",
    fontSize: 1,
    color: "muted",
  },
  copyright: { m: 0 },
  // At least 24 px tall, like the article end's link (WCAG 2.5.8's target size, whatever its neighbours).
  source: { display: "inline-flex", alignItems: "center", minHeight: 24, color: "muted", "&:hover": { color: "heading" } },
})
