import { defineStyles } from "../theme/styles/defineStyles"

export const iconButtonStyles = defineStyles("icon-button", {
  root: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 36,
    height: 36,
    // Never squeezed by a crowded bar: 36 px stays the touch target.
    flexShrink: 0,
    p: 0,
    border: "none",
    borderRadius: "default",
    bg: "transparent",
    color: "muted",
    cursor: "pointer",
    "&:hover": { bg: "surface", color: "heading" },
  },
})
