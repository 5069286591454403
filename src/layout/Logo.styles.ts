import { defineStyles } from "../theme/styles/defineStyles"
import { media } from "../theme/tokens"

export const logoStyles = defineStyles("logo", {
  root: { display: "inline-flex", alignItems: "center", gap: 2, color: "heading" },
  mark: { flexShrink: 0 },
  wordmark: { fontWeight: "heading", fontSize: 4, letterSpacing: "-0.01em", whiteSpace: "nowrap" },
  docs: { color: "muted", fontWeight: "body" },
  // The top bar's home link is named by its label, so the words can go where the controls need the room.
  wordmarkWide: { [media.belowWordmark]: { display: "none" } },
})
