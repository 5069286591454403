import { media } from "../theme/tokens"
import { defineStyles } from "../theme/styles/defineStyles"

export const searchButtonsStyles = defineStyles("search-buttons", {
  wide: {
    display: "none",
    [media.large]: { display: "flex" },
    alignItems: "center",
    gap: 2,
    width: "100%",
    maxWidth: 400,
    height: 32,
    px: 3,
    border: "1px solid",
    borderColor: "border",
    borderRadius: "full",
    bg: "background",
    color: "muted",
    fontSize: 2,
    fontFamily: "body",
    cursor: "pointer",
    "&:hover": { borderColor: "surfaceStrong", color: "text" },
  },
  shortcut: { ml: "auto", fontFamily: "body", fontSize: 0, color: "muted" },
  compact: { display: "contents", [media.large]: { display: "none" } },
})
