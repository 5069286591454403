import { media, NAV_WIDTH_EXTRA_LARGE, NAV_WIDTH_LARGE, TOP_BAR_HEIGHT } from "../theme/tokens"
import { NavigationTree } from "./NavigationTree"
import type { PageNavigation } from "./types"

/** The left column of large screens: the navigation tree, sticky under the top bar, scrolling on its own. */
export function Sidebar({ navigation }: { navigation: PageNavigation }) {
  return (
    <nav
      aria-label="Main"
      sx={{
        display: "none",
        [media.large]: { display: "block", width: NAV_WIDTH_LARGE },
        [media.extraLarge]: { width: NAV_WIDTH_EXTRA_LARGE },
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
      }}
    >
      <NavigationTree entries={navigation.entries} activePath={navigation.activePath} idPrefix="sidebar" />
    </nav>
  )
}
