import { useEffect } from "react"
import { HASH_SCROLL_OFFSET } from "../theme/tokens"
import { TOP_ID } from "../toc/topAnchor"

/** Where to scroll so the element's top sits `offset` px below the viewport's top. */
export function hashScrollTarget(elementTop: number, scrollY: number, offset = HASH_SCROLL_OFFSET): number {
  return Math.max(0, elementTop + scrollY - offset)
}

/** On load and on every route, a URL hash scrolls smoothly to its heading, 100 px from the top. */
export function useHashScroll(pathname: string, hash: string): void {
  useEffect(() => {
    if (!hash || hash === `#${TOP_ID}`) return
    let element: HTMLElement | null = null
    try {
      element = document.getElementById(decodeURIComponent(hash.slice(1)))
    } catch {
      return
    }
    if (!element) return
    const top = hashScrollTarget(element.getBoundingClientRect().top, window.scrollY)
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches
    window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" })
  }, [pathname, hash])
}
