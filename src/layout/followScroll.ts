/**
 * A smooth scroll to an element that may move while the page scrolls: the article's later blocks are laid out
 * only as they near the viewport (content-visibility), so each one passed on the way can grow or shrink from its
 * estimate and move the heading. The browser's own smooth scroll aims once and ends wherever the heading was;
 * this one eases toward where the heading is in each frame, so it ends on it.
 */

/** The length of a smooth scroll. */
export const SCROLL_MS = 500
/** Frames in a row the element must stay put, after the scroll, before the scroll lets go. */
export const SETTLE_FRAMES = 10
/**
 * How long after the scroll it stays on the element at least, and at most: blocks around it are laid out in idle
 * slices after load, later on a busy device, and one above it that grows or shrinks would move it off its place.
 */
export const SETTLE_MIN_MS = 1000
export const SETTLE_MAX_MS = 4000

/** Whether the scroll may let go: past its length, the element still for SETTLE_FRAMES frames and SETTLE_MIN_MS, or SETTLE_MAX_MS. */
export function scrollSettled(elapsed: number, duration: number, stillFrames: number): boolean {
  const after = elapsed - duration
  return after >= SETTLE_MAX_MS || (after >= SETTLE_MIN_MS && stillFrames >= SETTLE_FRAMES)
}

/** Fast at first, slow at the end. */
export const easeOut = (t: number): number => 1 - (1 - t) ** 3

/** Where the page should be `elapsed` ms into a scroll of `duration` ms from `start` toward `target` (as it is now). */
export function scrollPosition(start: number, target: number, elapsed: number, duration = SCROLL_MS): number {
  const t = duration > 0 ? Math.min(1, Math.max(0, elapsed / duration)) : 1
  return start + (target - start) * easeOut(t)
}

/**
 * Scrolls the window toward `targetOf()` (asked each frame), smoothly or at once, then keeps it there until it has
 * been still for a while (scrollSettled). The reader's wheel, touch, key, click or own scroll stops it. Returns a
 * stop function.
 */
export function followScroll(targetOf: () => number, smooth: boolean): () => void {
  const start = window.scrollY
  const began = performance.now()
  const duration = smooth ? SCROLL_MS : 0
  const inputs = ["wheel", "touchstart", "keydown", "mousedown"] as const
  let still = 0
  let lastTarget = NaN
  let lastSet = start
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const name of inputs) window.removeEventListener(name, stop)
  }
  const step = () => {
    const elapsed = performance.now() - began
    const target = targetOf()
    // The page moved while the element did not: the reader scrolled (a scrollbar drag has no input event).
    if (Math.abs(window.scrollY - lastSet) > 2 && Math.abs(target - lastTarget) < 1) return stop()
    lastSet = Math.round(scrollPosition(start, target, elapsed, duration))
    window.scrollTo({ top: lastSet, behavior: "instant" })
    lastSet = window.scrollY
    still = Math.abs(target - lastTarget) < 1 ? still + 1 : 0
    lastTarget = target
    if (elapsed >= duration && scrollSettled(elapsed, duration, still)) stop()
    else frame = requestAnimationFrame(step)
  }
  for (const name of inputs) window.addEventListener(name, stop, { passive: true })
  step()
  return stop
}
