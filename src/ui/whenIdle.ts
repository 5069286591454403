// Long enough for a slow phone to finish hydrating and paint; short enough that the reader never sees stale state.
const IDLE_TIMEOUT_MS = 1000

/**
 * Runs `callback` once the browser is idle (after hydration has painted, when layout is clean and reading it
 * costs nothing), at the latest after a second. Returns a function that cancels it. Hooks that measure the page
 * start here, so nothing reads layout while React hydrates.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(callback, 0)
  return () => window.clearTimeout(timer)
}
