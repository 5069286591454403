import { useEffect, useRef, useState, type RefObject } from "react"
import { NavigationTree } from "../navigation/NavigationTree"
import type { PageNavigation } from "../navigation/types"
import { site } from "../site"
import { DRAWER_BACKDROP_MS, DRAWER_PANEL_MS, media, NAV_WIDTH_EXTRA_LARGE } from "../theme/tokens"
import { IconButton } from "../ui/IconButton"
import { Logo } from "./Logo"
import { useDrawerClosing } from "./useDrawerClosing"
import { useFocusTrap } from "./useFocusTrap"

const mobileLinks = [
  { title: "API", href: site.apiUrl },
  { title: "Documentation", href: "/" },
  { title: "Support", href: site.supportUrl },
]

interface DrawerProps {
  open: boolean
  onClose: () => void
  navigation: PageNavigation
  /** The toggle that opened it: focus goes back there. */
  returnFocusTo?: RefObject<HTMLElement | null>
}

/**
 * The navigation of small screens: a modal panel sliding in from the left. The layout loads it on the
 * reader's first open, so it mounts closed and opens a frame later, which lets the slide-in play.
 */
export function MobileDrawer({ open: wanted, onClose, navigation, returnFocusTo }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(wanted))
    return () => cancelAnimationFrame(frame)
  }, [wanted])
  useEffect(() => {
    document.documentElement.style.overflow = open ? "hidden" : ""
  }, [open])
  useDrawerClosing(wanted, onClose)
  useFocusTrap(panelRef, open, closeRef, returnFocusTo)

  const transition = (property: string, ms: number) =>
    open ? `${property} ${ms}ms ease-out` : `${property} ${ms}ms ease-in, visibility 0s linear ${ms}ms`
  return (
    <div sx={{ [media.large]: { display: "none" } }}>
      <div
        data-testid="drawer-backdrop"
        aria-hidden="true"
        onClick={onClose}
        sx={{
          position: "fixed",
          inset: 0,
          zIndex: 50,
          bg: "backdrop",
          opacity: open ? 1 : 0,
          visibility: open ? "visible" : "hidden",
          transition: transition("opacity", DRAWER_BACKDROP_MS),
          [media.reducedMotion]: { transition: "none" },
        }}
      />
      <div
        ref={panelRef}
        id="mobile-navigation"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        sx={{
          position: "fixed",
          insetBlock: 0,
          left: 0,
          zIndex: 51,
          width: "100%",
          maxWidth: NAV_WIDTH_EXTRA_LARGE,
          overflowY: "auto",
          bg: "background",
          boxShadow: "0 0 24px rgb(0 0 0 / 0.2)",
          transform: open ? "translateX(0)" : "translateX(-100%)",
          visibility: open ? "visible" : "hidden",
          transition: transition("transform", DRAWER_PANEL_MS),
          [media.reducedMotion]: { transition: "none" },
        }}
      >
        <div sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", height: 56, px: 4 }}>
          <Logo />
          <IconButton ref={closeRef} icon="close" label="Close navigation" onClick={onClose} />
        </div>
        <div sx={{ px: 4, pb: 6 }}>
          <ul sx={{ listStyle: "none", m: 0, mb: 4, p: 0, pb: 4, borderBottom: "1px solid", borderColor: "border" }}>
            {mobileLinks.map((link) => (
              <li key={link.title}>
                <a href={link.href} sx={{ display: "block", py: 1, color: "muted", textDecoration: "none", fontSize: 2, "&:hover": { color: "heading" } }}>
                  {link.title}
                </a>
              </li>
            ))}
            <li sx={{ mt: 3 }}>
              <a
                href={site.signInUrl}
                sx={{ display: "block", py: 2, textAlign: "center", borderRadius: "full", bg: "heading", color: "background", fontWeight: "medium", fontSize: 2, textDecoration: "none" }}
              >
                Sign in
              </a>
            </li>
          </ul>
          <nav aria-label="Main">
            <NavigationTree entries={navigation.entries} activePath={navigation.activePath} idPrefix="drawer" />
          </nav>
        </div>
      </div>
    </div>
  )
}

export default MobileDrawer
