import { useEffect } from "react"
import { hasVisibleTrigger, isSearchShortcut, warmUpSearch } from "./searchIntent"

/** ⌘/Ctrl+K toggles the search dialog, as long as a search button is shown at this width. */
export function useSearchShortcut(toggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || !hasVisibleTrigger()) return
      event.preventDefault()
      warmUpSearch()
      toggle()
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [toggle])
}
