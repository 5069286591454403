import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from "react"
import type { PageHeading } from "../mdx/treeTypes"
import { buildPageNavigation } from "../navigation/pageNavigation"
import { PrevNext } from "../navigation/PrevNext"
import { Sidebar } from "../navigation/Sidebar"
import { useNavigationTree } from "../navigation/useNavigationTree"
import { cx } from "../theme/styles/cx"
import { TableOfContents } from "../toc/TableOfContents"
import { docLayoutStyles } from "./DocLayout.styles"
import { CONTENT_ID } from "../ui/pageIds"
import { Footer } from "./Footer"
import { SkipLink } from "./SkipLink"
import { TopBar } from "./TopBar"
import { SearchHost } from "../search/dialog/shell/SearchHost"
import { searchShellApi } from "../search/dialog/shell/shellDom"
import { useHashScroll } from "./useHashScroll"

// Search opens without any bundle (a shell in the HTML, an inline bootstrap for the shortcuts and buttons);
// the dialog is its own chunk, loaded on intent and mounted into the shell by SearchHost.
const openSearch = () => void searchShellApi()?.open()
// So is the drawer: a closed drawer is not part of the first paint. Hovering, focusing or touching
// its toggle starts the download, so it is usually there by the time of the click.
const loadDrawer = () => import("./MobileDrawer")
const MobileDrawer = lazy(loadDrawer)

interface DocLayoutProps {
  pathname: string
  hash: string
  headings: PageHeading[]
  children: ReactNode
}

/** The frame of every page: top bar, navigation, article with previous/next, contents list, footer, drawer. */
export function DocLayout({ pathname, hash, headings, children }: DocLayoutProps) {
  const tree = useNavigationTree()
  const navigation = useMemo(() => buildPageNavigation(tree, pathname), [tree, pathname])
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerMounted, setDrawerMounted] = useState(false)
  const drawerToggleRef = useRef<HTMLButtonElement>(null)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  const openDrawer = useCallback(() => {
    setDrawerMounted(true)
    setDrawerOpen(true)
  }, [])
  useHashScroll(pathname, hash)

  // While a modal is open the page behind it is inert: no focus, clicks or reading reach it (the search
  // shell makes the whole page inert itself).
  const inert = drawerOpen ? { inert: "" } : {}
  return (
    <>
      <SkipLink target={CONTENT_ID} />
      <TopBar {...inert} ref={drawerToggleRef} drawerOpen={drawerOpen} onOpenDrawer={openDrawer} onDrawerIntent={loadDrawer} onOpenSearch={openSearch} />
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={closeDrawer} navigation={navigation} returnFocusTo={drawerToggleRef} />
        </Suspense>
      )}
      <div
        {...inert}
        className={cx(docLayoutStyles.frame, headings.length > 0 && docLayoutStyles.frameWithToc)}
      >
        {/* Like the article, the tree and the contents list hydrate in their own interruptible passes. */}
        <Suspense fallback={null}>
          <Sidebar navigation={navigation} />
        </Suspense>
        {/* The contents list comes before the article in the HTML (the grid places it on the right), so the
            first frame lays out all three columns and the article's later blocks arrive into a settled grid. */}
        <Suspense fallback={null}>
          <TableOfContents headings={headings} contentId={CONTENT_ID} />
        </Suspense>
        <div className={docLayoutStyles.column}>
          <main id={CONTENT_ID} tabIndex={-1} className={docLayoutStyles.main}>
            {children}
            <PrevNext previous={navigation.previous} next={navigation.next} />
          </main>
          <div className={docLayoutStyles.footer}>
            <Footer />
          </div>
        </div>
      </div>
      <SearchHost />
    </>
  )
}
