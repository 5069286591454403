import { SiteLink } from "../navigation/SiteLink"
import { forwardRef, useRef } from "react"
import { site } from "../site"
import { Icon } from "../ui/Icon"
import { IconButton } from "../ui/IconButton"
import { Logo } from "./Logo"
import { SearchButton, SearchIconButton } from "./SearchButtons"
import { ThemeToggle } from "./ThemeToggle"
import { topBarStyles } from "./TopBar.styles"
import { useScrollProgress } from "./useScrollProgress"

interface TopBarProps {
  /** Set while a modal is open: the bar is then unreachable. */
  inert?: string
  drawerOpen: boolean
  onOpenDrawer: () => void
  /** The reader is about to open the drawer (hover, focus, touch): time to fetch it. */
  onDrawerIntent?: () => void
  onOpenSearch: () => void
}

/** The fixed 56 px bar: home, search, company site, demo, theme; the drawer toggle below large screens. */
export const TopBar = forwardRef<HTMLButtonElement, TopBarProps>(function TopBar(
  { inert, drawerOpen, onOpenDrawer, onDrawerIntent, onOpenSearch },
  drawerToggleRef,
) {
  const barRef = useRef<HTMLElement>(null)
  useScrollProgress(barRef)
  return (
    <header
      ref={barRef}
      {...(inert !== undefined ? { inert } : {})}
      className={topBarStyles.root}
    >
      <div className={topBarStyles.inner}>
        <span className={topBarStyles.drawerToggle}>
          <IconButton
            ref={drawerToggleRef}
            icon="menu"
            label="Open navigation"
            aria-expanded={drawerOpen}
            // The drawer exists only once opened (it loads on demand).
            aria-controls={drawerOpen ? "mobile-navigation" : undefined}
            onClick={onOpenDrawer}
            onPointerEnter={onDrawerIntent}
            onFocus={onDrawerIntent}
            onTouchStart={onDrawerIntent}
          />
        </span>
        <SiteLink to="/" aria-label={`${site.title} home`} className={topBarStyles.home}>
          <Logo markOnNarrow />
        </SiteLink>
        <div className={topBarStyles.search}>
          <SearchButton onOpen={onOpenSearch} />
        </div>
        <div className={topBarStyles.actions}>
          <SearchIconButton onOpen={onOpenSearch} />
          <a
            href={site.companyUrl}
            className={topBarStyles.company}
          >
            strata.dev
            <Icon name="external" size={14} />
          </a>
          <a
            href={site.demoUrl}
            data-testid="get-a-demo"
            className={topBarStyles.demo}
          >
            Get a demo
          </a>
          <ThemeToggle />
        </div>
      </div>
    </header>
  )
})
