import { useEffect } from "react"
import { hasVisibleTrigger, isSearchShortcut, isSlashShortcut, warmUpSearch } from "./searchIntent"

/**
 * ⌘/Ctrl+K toggles the search dialog and `/` opens it (outside text fields, with no modal open), as
 * long as a search button is shown at this width.
 */
export function useSearchShortcut(toggle: () => void, open: () => void, modalOpen: boolean): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const slash = isSlashShortcut(event, event.target as HTMLElement | null, modalOpen)
      if (!(slash || isSearchShortcut(event)) || !hasVisibleTrigger()) return
      // The `/` must not land in the input the dialog is about to focus.
      event.preventDefault()
      warmUpSearch()
      if (slash) open()
      else toggle()
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [toggle, open, modalOpen])
}
