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
  source: { color: "muted", "&:hover": { color: "heading" } },
})
