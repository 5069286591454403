import { Link } from "gatsby"
import { forwardRef, useRef } from "react"
import { site } from "../site"
import { media, PAGE_MAX_WIDTH, TOP_BAR_HEIGHT } from "../theme/tokens"
import { Icon } from "../ui/Icon"
import { IconButton } from "../ui/IconButton"
import { Logo } from "./Logo"
import { SearchButton, SearchIconButton } from "./SearchButtons"
import { ThemeToggle } from "./ThemeToggle"
import { SCROLL_PROGRESS_VAR, useScrollProgress } from "./useScrollProgress"

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
      sx={{
        position: "fixed",
        top: 0,
        insetInline: 0,
        zIndex: 40,
        height: TOP_BAR_HEIGHT,
        borderBottom: "1px solid",
        borderColor: "border",
        backgroundColor: `rgb(var(--c-top-bar-rgb) / calc(var(--bar-from) + (var(--bar-to) - var(--bar-from)) * var(${SCROLL_PROGRESS_VAR}, 0)))`,
        backdropFilter: "blur(8px)",
      }}
    >
      <div
        sx={{
          display: "flex",
          alignItems: "center",
          gap: [2, 4],
          height: "100%",
          maxWidth: PAGE_MAX_WIDTH,
          mx: "auto",
          px: [3, 5],
        }}
      >
        <span sx={{ display: "contents", [media.large]: { display: "none" } }}>
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
        <Link to="/" aria-label={`${site.title} home`} sx={{ textDecoration: "none", display: "flex", mr: [0, 2] }}>
          <Logo />
        </Link>
        <div sx={{ flex: 1, display: "flex", justifyContent: "center", minWidth: 0 }}>
          <SearchButton onOpen={onOpenSearch} />
        </div>
        <div sx={{ display: "flex", alignItems: "center", gap: [1, 3] }}>
          <SearchIconButton onOpen={onOpenSearch} />
          <a
            href={site.companyUrl}
            sx={{
              display: "inline-flex",
              alignItems: "center",
              gap: 1,
              color: "muted",
              fontSize: 2,
              textDecoration: "none",
              whiteSpace: "nowrap",
              "&:hover": { color: "heading" },
            }}
          >
            strata.dev
            <Icon name="external" size={14} />
          </a>
          <a
            href={site.demoUrl}
            data-testid="get-a-demo"
            sx={{
              display: "none",
              [media.demo]: { display: "inline-flex" },
              alignItems: "center",
              height: 32,
              px: 3,
              borderRadius: "full",
              bg: "heading",
              color: "background",
              fontSize: 2,
              fontWeight: "medium",
              textDecoration: "none",
              whiteSpace: "nowrap",
              "&:hover": { opacity: 0.9 },
            }}
          >
            Get a demo
          </a>
          <ThemeToggle />
        </div>
      </div>
    </header>
  )
})
