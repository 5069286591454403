import { media, NAV_WIDTH_EXTRA_LARGE, NAV_WIDTH_LARGE, TOP_BAR_HEIGHT } from "../theme/tokens"
import { defineStyles } from "../theme/styles/defineStyles"

export const sidebarStyles = defineStyles("sidebar", {
  root: {
    display: "none",
    [media.large]: { display: "block", width: NAV_WIDTH_LARGE, gridColumn: 1, gridRow: "1 / span 2" },
    [media.extraLarge]: { width: NAV_WIDTH_EXTRA_LARGE, gridRow: 1 },
    position: "sticky",
    top: TOP_BAR_HEIGHT,
    alignSelf: "start",
    height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
    overflowY: "auto",
    overscrollBehavior: "contain",
    px: 5,
    py: 5,
    borderRight: "1px solid",
    borderColor: "border",
  },
})
