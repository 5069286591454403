import { defineStyles } from "../../theme/styles/defineStyles"
import { media } from "../../theme/tokens"

export const searchPanelStyles = defineStyles("search-panel", {
  bar: { display: "flex", alignItems: "center", gap: 2, px: 4, borderBottom: "1px solid", borderColor: "border" },
  input: {
    flex: 1,
    minWidth: 0,
    height: 52,
    border: "none",
    outline: "none",
    bg: "transparent",
    color: "heading",
    fontFamily: "body",
    fontSize: 4,
    "&::-webkit-search-cancel-button": { display: "none" },
  },
  slot: { display: "flex", alignItems: "center", "&:empty": { display: "none" } },
  kbd: { px: 1, border: "1px solid", borderColor: "border", borderRadius: "small", fontFamily: "body", fontSize: 0, color: "muted", [media.belowLarge]: { display: "none" } },
  // Phones and tablets get a close button where wide screens show the Escape hint.
  close: { mr: -2, flexShrink: 0, [media.large]: { "&&": { display: "none" } } },
  fallback: { m: 0, px: 4, pt: 2, fontSize: 0, color: "muted" },
  results: { maxHeight: "min(60vh, 480px)", overflowY: "auto", p: 2 },
  list: { listStyle: "none", m: 0, p: 0 },
  // A page's hits under its title, as DocSearch groups them.
  group: { "& + &": { mt: 2 } },
  groupTitle: { px: 3, pt: 1, pb: 1, fontSize: 0, fontWeight: "bold", color: "muted", textTransform: "uppercase", letterSpacing: "0.04em" },
})
