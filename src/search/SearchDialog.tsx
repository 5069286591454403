import { useEffect, useRef } from "react"
import { useFocusTrap } from "../layout/useFocusTrap"
import { IconButton } from "../ui/IconButton"

/**
 * Placeholder search dialog: a real modal (focus moves in and returns, Escape and outside click close it)
 * that says search is not available yet. The search issue replaces its body with InstantSearch.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusTrap(panelRef, true)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [onClose])
  return (
    <div
      onClick={(event) => event.target === event.currentTarget && onClose()}
      sx={{ position: "fixed", inset: 0, zIndex: 70, bg: "backdrop", display: "flex", justifyContent: "center", alignItems: "flex-start", pt: [4, 8], px: 4 }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="search-dialog-title"
        sx={{ width: "100%", maxWidth: 560, p: 5, borderRadius: "large", bg: "background", border: "1px solid", borderColor: "border", boxShadow: "0 16px 48px rgb(0 0 0 / 0.25)" }}
      >
        <div sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <h2 id="search-dialog-title" sx={{ m: 0, fontSize: 4, color: "heading" }}>
            Search
          </h2>
          <IconButton icon="close" label="Close search" onClick={onClose} />
        </div>
        <p sx={{ mb: 0, color: "muted" }}>Search is not available yet. Browse every page from the navigation tree.</p>
      </div>
    </div>
  )
}
