import { useEffect } from "react"
import { useCloseOnNavigation } from "../navigation/useCloseOnNavigation"

/** Closes the drawer on a hash change, a completed or failed route change, and Escape. */
export function useDrawerClosing(open: boolean, close: () => void): void {
  useCloseOnNavigation(open, close)
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open, close])
}
