import { defineStyles } from "../theme/styles/defineStyles"

export const logoStyles = defineStyles("logo", {
  root: { display: "inline-flex", alignItems: "center", gap: 2, color: "heading" },
  mark: { flexShrink: 0 },
  wordmark: { fontWeight: "heading", fontSize: 4, letterSpacing: "-0.01em", whiteSpace: "nowrap" },
  docs: { color: "muted", fontWeight: "body" },
})
