import { DRAWER_BACKDROP_MS, DRAWER_PANEL_MS, media, NAV_WIDTH_EXTRA_LARGE } from "../theme/tokens"
import { defineStyles } from "../theme/styles/defineStyles"

// Closing eases in and hides the element once the slide is over; opening eases out.
const closing = (property: string, ms: number) => `${property} ${ms}ms ease-in, visibility 0s linear ${ms}ms`
const opening = (property: string, ms: number) => `${property} ${ms}ms ease-out`

export const mobileDrawerStyles = defineStyles("mobile-drawer", {
  root: { [media.large]: { display: "none" } },
  backdrop: {
    position: "fixed",
    inset: 0,
    zIndex: 50,
    bg: "backdrop",
    opacity: 0,
    visibility: "hidden",
    transition: closing("opacity", DRAWER_BACKDROP_MS),
    [media.reducedMotion]: { transition: "none" },
  },
  // The open states come after their closed ones (later rules win), and repeat the reduced-motion rule,
  // which their own transition would otherwise override.
  backdropOpen: {
    opacity: 1,
    visibility: "visible",
    transition: opening("opacity", DRAWER_BACKDROP_MS),
    [media.reducedMotion]: { transition: "none" },
  },
  panel: {
    position: "fixed",
    insetBlock: 0,
    left: 0,
    zIndex: 51,
    width: "100%",
    maxWidth: NAV_WIDTH_EXTRA_LARGE,
    // The header stays; the body below it scrolls.
    display: "flex",
    flexDirection: "column",
    bg: "background",
    boxShadow: "0 0 24px rgb(0 0 0 / 0.2)",
    transform: "translateX(-100%)",
    visibility: "hidden",
    transition: closing("transform", DRAWER_PANEL_MS),
    [media.reducedMotion]: { transition: "none" },
  },
  panelOpen: {
    transform: "translateX(0)",
    visibility: "visible",
    transition: opening("transform", DRAWER_PANEL_MS),
    [media.reducedMotion]: { transition: "none" },
  },
  header: { display: "flex", flex: "none", alignItems: "center", justifyContent: "space-between", height: 56, px: 4 },
  body: { flex: "1 1 auto", minHeight: 0, overflowY: "auto", overscrollBehavior: "contain", px: 4, pb: 6 },
  links: { listStyle: "none", m: 0, mb: 4, p: 0, pb: 4, borderBottom: "1px solid", borderColor: "border" },
  link: { display: "block", py: 1, color: "muted", textDecoration: "none", fontSize: 2, "&:hover": { color: "heading" } },
  signInItem: { mt: 3 },
  signIn: {
    display: "block",
    py: 2,
    textAlign: "center",
    borderRadius: "full",
    bg: "heading",
    color: "background",
    fontWeight: "medium",
    fontSize: 2,
    textDecoration: "none",
  },
})
