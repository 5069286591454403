import { useEffect, type RefObject } from "react"

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // tabindex="-1" takes an element out of the Tab order (a search result's link: the combobox keeps focus).
    (element) => element.tabIndex >= 0 && !element.closest("[hidden]") && element.getClientRects().length > 0,
  )
}

/**
 * While `active`, moves focus into the container, keeps Tab and Shift+Tab inside it, and hands focus
 * back when it ends: to `returnTo` when given (recorded when the modal was requested: by the time a
 * lazily loaded modal mounts, the inert page behind it has already lost focus), else to what held it.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement>,
  returnTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current
    if (!active || !container) return
    const previous = returnTo?.current ?? (document.activeElement as HTMLElement | null)
    ;(initialFocus?.current ?? focusables(container)[0] ?? container).focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return
      const items = focusables(container)
      if (items.length === 0) return event.preventDefault()
      const first = items[0]
      const last = items[items.length - 1]
      if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      // Only give focus back if it is still inside (a route change may have moved it on purpose).
      if (previous && (container.contains(document.activeElement) || document.activeElement === document.body)) {
        previous.focus()
      }
    }
  }, [active, containerRef, initialFocus, returnTo])
}
