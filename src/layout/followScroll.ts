/**
 * A smooth scroll to an element that may move while the page scrolls: the article's later blocks are laid out
 * only as they near the viewport (content-visibility), so each one passed on the way can grow or shrink from its
 * estimate and move the heading. The browser's own smooth scroll aims once and ends wherever the heading was;
 * this one eases toward where the heading is in each frame, so it ends on it.
 */

/** The length of a smooth scroll. */
export const SCROLL_MS = 500
/** Frames after the scroll during which it stays on the element while the blocks around it finish laying out. */
export const SETTLE_FRAMES = 10

/** Fast at first, slow at the end. */
export const easeOut = (t: number): number => 1 - (1 - t) ** 3

/** Where the page should be `elapsed` ms into a scroll of `duration` ms from `start` toward `target` (as it is now). */
export function scrollPosition(start: number, target: number, elapsed: number, duration = SCROLL_MS): number {
  const t = duration > 0 ? Math.min(1, Math.max(0, elapsed / duration)) : 1
  return start + (target - start) * easeOut(t)
}

/**
 * Scrolls the window toward `targetOf()` (asked each frame), smoothly or at once, then keeps it there for
 * SETTLE_FRAMES frames. The reader's wheel, touch, key or click stops it. Returns a stop function.
 */
export function followScroll(targetOf: () => number, smooth: boolean): () => void {
  const start = window.scrollY
  const began = performance.now()
  const duration = smooth ? SCROLL_MS : 0
  const inputs = ["wheel", "touchstart", "keydown", "mousedown"] as const
  let settled = 0
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const name of inputs) window.removeEventListener(name, stop)
  }
  const step = () => {
    const elapsed = performance.now() - began
    window.scrollTo({ top: scrollPosition(start, targetOf(), elapsed, duration), behavior: "instant" })
    if (elapsed >= duration && ++settled >= SETTLE_FRAMES) stop()
    else frame = requestAnimationFrame(step)
  }
  for (const name of inputs) window.addEventListener(name, stop, { passive: true })
  step()
  return stop
}
