import { useEffect, type RefObject } from "react"
import { scrollProgress } from "./scrollProgress"
import { whenIdle } from "../ui/whenIdle"

export const SCROLL_PROGRESS_VAR = "--top-bar-progress"

/**
 * Writes the scroll progress into a CSS variable on the element: CSS turns it into the
 * background opacity of each theme. No React state, so scrolling never re-renders; one update per frame.
 * The first reading waits for the browser to be idle: reading the scroll position while React hydrates
 * would force a layout in the middle of its work (a page loads at the top, where the CSS default holds).
 */
export function useScrollProgress(ref: RefObject<HTMLElement>): void {
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      ref.current?.style.setProperty(SCROLL_PROGRESS_VAR, scrollProgress(window.scrollY).toFixed(3))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    const cancelFirst = whenIdle(update)
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      cancelFirst()
      window.removeEventListener("scroll", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [ref])
}
