import { useEffect } from "react"
import { HASH_SCROLL_OFFSET } from "../theme/tokens"
import { contentsBarOffset } from "../toc/contentsBar"
import { followScroll } from "./followScroll"
import { hashTargetId, takeOverHashLanding } from "./hashLanding"

/** Where to scroll so the element's top sits `offset` px below the viewport's top. */
export function hashScrollTarget(elementTop: number, scrollY: number, offset = HASH_SCROLL_OFFSET): number {
  return Math.max(0, elementTop + scrollY - offset)
}

// After client navigation the article can arrive a moment after the route (its renderer loads on first use).
const ARRIVAL_WAIT_MS = 3000

// The heading can move while the page scrolls to it (blocks on the way are laid out as they near the viewport):
// the scroll is followed until it rests on the heading.
function scrollTo(element: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches
  const offset = HASH_SCROLL_OFFSET + contentsBarOffset()
  return followScroll(() => hashScrollTarget(element.getBoundingClientRect().top, window.scrollY, offset), !reduce)
}

/**
 * On load and on every route, a URL hash scrolls smoothly to its heading, 100 px from the top (44 more where
 * the contents bar shows), taking over from the inline landing script of a direct load (hashLandingScript.ts);
 * a heading not there yet is waited for (up to 3 s), since a page's article may render just after its route.
 */
export function useHashScroll(pathname: string, hash: string): void {
  useEffect(() => {
    // The inline landing script has followed a direct load's hash until now; from here this scroll does.
    takeOverHashLanding()
    const id = hashTargetId(hash)
    if (!id) return
    const element = document.getElementById(id)
    if (element) return scrollTo(element)
    let stopScroll = () => {}
    const observer = new MutationObserver(() => {
      const arrived = document.getElementById(id)
      if (!arrived) return
      stopWaiting()
      stopScroll = scrollTo(arrived)
    })
    const timer = setTimeout(() => stopWaiting(), ARRIVAL_WAIT_MS)
    const stopWaiting = () => {
      observer.disconnect()
      clearTimeout(timer)
    }
    const stop = () => {
      stopWaiting()
      stopScroll()
    }
    observer.observe(document.body, { childList: true, subtree: true })
    return stop
  }, [pathname, hash])
}
