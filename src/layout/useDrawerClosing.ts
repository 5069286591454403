import { useEffect } from "react"
import { onRouteEvent } from "./routeEvents"

/** Closes the drawer on a hash change, a completed or failed route change, and Escape. */
export function useDrawerClosing(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close()
    }
    window.addEventListener("hashchange", close)
    document.addEventListener("keydown", onKeyDown)
    const stopRouteEvents = onRouteEvent(close)
    return () => {
      window.removeEventListener("hashchange", close)
      document.removeEventListener("keydown", onKeyDown)
      stopRouteEvents()
    }
  }, [open, close])
}
