import { NavigationTree } from "./NavigationTree"
import { sidebarStyles } from "./Sidebar.styles"
import type { PageNavigation } from "./types"

/** The left column of large screens: the navigation tree, sticky under the top bar, scrolling on its own. */
export function Sidebar({ navigation }: { navigation: PageNavigation }) {
  return (
    <nav
      aria-label="Main"
      className={sidebarStyles.root}
    >
      <NavigationTree entries={navigation.entries} activePath={navigation.activePath} idPrefix="sidebar" />
    </nav>
  )
}
