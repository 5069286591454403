import { useEffect, type RefObject } from "react"
import { scrollProgress } from "./scrollProgress"

export const SCROLL_PROGRESS_VAR = "--top-bar-progress"

/**
 * Writes the scroll progress into a CSS variable on the element: CSS turns it into the
 * background opacity of each theme. No React state, so scrolling never re-renders; one update per frame.
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
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [ref])
}
