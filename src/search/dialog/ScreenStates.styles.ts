import { defineStyles } from "../../theme/styles/defineStyles"

export const screenStatesStyles = defineStyles("search-screen", {
  box: { px: 4, py: 6, textAlign: "center", color: "muted", fontSize: 2 },
  message: { px: 4, py: 6, textAlign: "center", color: "heading", fontSize: 2, "&:empty": { display: "none" } },
  errorTitle: { m: 0, color: "heading" },
  errorDetail: { mt: 1, mb: 3 },
  retry: {
    px: 3,
    py: 1,
    border: "1px solid",
    borderColor: "border",
    borderRadius: "full",
    bg: "background",
    color: "heading",
    fontFamily: "body",
    fontSize: 2,
    cursor: "pointer",
  },
  spinner: {
    width: 16,
    height: 16,
    flexShrink: 0,
    border: "2px solid",
    borderColor: "surfaceStrong",
    borderTopColor: "primary",
    borderRadius: "full",
    animation: "search-spin .8s linear infinite",
    "@keyframes search-spin": { to: { transform: "rotate(360deg)" } },
  },
})
