import { defineStyles } from "../theme/styles/defineStyles"

export const skipLinkStyles = defineStyles("skip-link", {
  root: {
    position: "fixed",
    top: 2,
    left: 2,
    zIndex: 60,
    px: 4,
    py: 2,
    borderRadius: "default",
    bg: "heading",
    color: "background",
    fontWeight: "medium",
    transform: "translateY(-200%)",
    "&:focus": { transform: "none" },
  },
})
