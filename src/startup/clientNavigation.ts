import { navigate, prefetchPathname } from "gatsby"
import { siteNavigationTarget, sitePathOf } from "./navigationTarget"

const closestLink = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null)

let renderer: Promise<unknown> | undefined
/**
 * Loads the renderer for client navigation with `load` (src/mdx/loadRenderer, handed in by its callers: startup
 * sits below the MDX room), once; settles when it is there (or could not be fetched).
 */
export function prepareNavigation(load: () => Promise<unknown>): Promise<unknown> {
  renderer ??= load().catch(() => {
    renderer = undefined
  })
  return renderer
}

/**
 * Every link to a page of the site is a plain anchor (server HTML, and React's `SiteLink`): a plain click on
 * one navigates client-side, and pointing at, focusing or touching one prefetches that page and the
 * renderer. A click a component already handled is left alone.
 */
export function startSiteLinks(loadRenderer: () => Promise<unknown>): void {
  document.addEventListener("click", (event) => {
    const link = closestLink(event.target)
    if (!link) return
    const path = siteNavigationTarget(
      {
        href: link.href,
        target: link.getAttribute("target"),
        download: link.hasAttribute("download"),
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
      },
      window.location,
    )
    if (path === null) return
    event.preventDefault()
    // The page being read, linked again (its entry in the tree), replaces its history entry rather than adding one.
    const replace = path === window.location.pathname + window.location.search
    // The next page renders with the renderer in hand, so it appears whole, at its anchor.
    prepareNavigation(loadRenderer).then(() => navigate(path, replace ? { replace } : undefined))
  })
  const onIntent = (event: Event) => {
    const link = closestLink(event.target)
    const path = link && sitePathOf(link.href, window.location.origin)
    if (!path || path === window.location.pathname) return
    prepareNavigation(loadRenderer)
    prefetchPathname(path)
  }
  for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, onIntent, { passive: true })
  // Back and forward come without a pointer on a link.
  window.addEventListener("popstate", () => prepareNavigation(loadRenderer))
}
