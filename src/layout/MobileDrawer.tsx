import { useEffect, useRef, useState, type RefObject } from "react"
import { NavigationTree, TREE_SCROLL_ATTRIBUTE } from "../navigation/NavigationTree"
import { revealCurrentEntry } from "../navigation/revealEntry"
import type { PageNavigation } from "../navigation/types"
import { site } from "../site"
import { cx } from "../theme/styles/cx"
import { IconButton } from "../ui/IconButton"
import { Logo } from "./Logo"
import { mobileDrawerStyles } from "./MobileDrawer.styles"
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
  const bodyRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(wanted))
    return () => cancelAnimationFrame(frame)
  }, [wanted])
  useEffect(() => {
    document.documentElement.style.overflow = open ? "hidden" : ""
  }, [open])
  // Opening shows the current page's entry; the header with its close button stays while the tree scrolls.
  useEffect(() => {
    if (open && bodyRef.current) revealCurrentEntry(bodyRef.current)
  }, [open])
  useDrawerClosing(wanted, onClose)
  useFocusTrap(panelRef, open, closeRef, returnFocusTo)

  return (
    <div className={mobileDrawerStyles.root}>
      <div
        data-testid="drawer-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className={cx(mobileDrawerStyles.backdrop, open && mobileDrawerStyles.backdropOpen)}
      />
      <div
        ref={panelRef}
        id="mobile-navigation"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        className={cx(mobileDrawerStyles.panel, open && mobileDrawerStyles.panelOpen)}
      >
        <div className={mobileDrawerStyles.header}>
          <Logo />
          <IconButton ref={closeRef} icon="close" label="Close navigation" onClick={onClose} />
        </div>
        <div ref={bodyRef} className={mobileDrawerStyles.body} {...{ [TREE_SCROLL_ATTRIBUTE]: "" }}>
          <ul className={mobileDrawerStyles.links}>
            {mobileLinks.map((link) => (
              <li key={link.title}>
                <a href={link.href} className={mobileDrawerStyles.link}>
                  {link.title}
                </a>
              </li>
            ))}
            <li className={mobileDrawerStyles.signInItem}>
              <a
                href={site.signInUrl}
                className={mobileDrawerStyles.signIn}
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
