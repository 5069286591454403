import { NavigationTree, TREE_SCROLL_ATTRIBUTE } from "./NavigationTree"
import { revealEntryScript } from "./revealEntry"
import { sidebarStyles } from "./Sidebar.styles"
import type { PageNavigation } from "./types"

/**
 * The left column of large screens: the navigation tree, sticky under the top bar, scrolling on its own.
 * A direct load paints it scrolled to the current page (the inline script after the tree); client
 * navigation scrolls it there too (NavigationTree).
 */
export function Sidebar({ navigation }: { navigation: PageNavigation }) {
  return (
    <nav aria-label="Main" className={sidebarStyles.root} {...{ [TREE_SCROLL_ATTRIBUTE]: "" }}>
      <NavigationTree entries={navigation.entries} activePath={navigation.activePath} idPrefix="sidebar" />
      {/* The browser hydrates the script the HTML has and never runs it again: its bundle leaves the text out. */}
      <script dangerouslySetInnerHTML={{ __html: typeof STRATA_BROWSER_BUNDLE !== "undefined" && STRATA_BROWSER_BUNDLE ? "" : revealEntryScript }} />
    </nav>
  )
}
