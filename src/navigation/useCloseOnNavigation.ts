import { useEffect } from "react"
import { onRouteEvent } from "./routeEvents"

/** While `active`, calls `close` on a hash change and on a completed or failed route change. */
export function useCloseOnNavigation(active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return
    window.addEventListener("hashchange", close)
    const stopRouteEvents = onRouteEvent(close)
    return () => {
      window.removeEventListener("hashchange", close)
      stopRouteEvents()
    }
  }, [active, close])
}
