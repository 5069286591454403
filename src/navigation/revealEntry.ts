/**
 * Scrolling a list's current entry into view inside its own scroll container (the sidebar, the drawer, the
 * contents bar), never the page: `scrollIntoView` would scroll every ancestor, the window included.
 */

export interface RevealGeometry {
  /** The entry's top and bottom, and the container's visible band, all in the viewport's coordinates. */
  entryTop: number
  entryBottom: number
  viewTop: number
  viewBottom: number
  scrollTop: number
}

/** The container's new scrollTop, or null when the entry is already wholly in view: it then sits a third down. */
export function revealScrollTop({ entryTop, entryBottom, viewTop, viewBottom, scrollTop }: RevealGeometry): number | null {
  if (viewBottom <= viewTop) return null
  if (entryTop >= viewTop && entryBottom <= viewBottom) return null
  return Math.max(0, Math.round(scrollTop + entryTop - viewTop - (viewBottom - viewTop) / 3))
}

/** Scrolls `container` so its element matching `selector` is in view; returns whether it moved. */
export function revealCurrentEntry(container: HTMLElement, selector = '[aria-current="page"]'): boolean {
  const entry = container.querySelector(selector)
  if (!entry) return false
  const view = container.getBoundingClientRect()
  const box = entry.getBoundingClientRect()
  const next = revealScrollTop({ entryTop: box.top, entryBottom: box.bottom, viewTop: view.top, viewBottom: view.bottom, scrollTop: container.scrollTop })
  if (next === null) return false
  container.scrollTop = next
  return true
}

/**
 * The same, inline in the sidebar's HTML right after its tree, so a direct load paints the sidebar already
 * scrolled to the current page (the tree is all parsed, the article not yet). `revealEntry.test.ts` runs it
 * against revealScrollTop on the same cases.
 */
export const revealEntryScript =
  '(function(n){var e=n&&n.querySelector(\'[aria-current="page"]\');if(!e)return;var v=n.getBoundingClientRect(),b=e.getBoundingClientRect();' +
  "if(v.bottom<=v.top||(b.top>=v.top&&b.bottom<=v.bottom))return;" +
  "n.scrollTop=Math.max(0,Math.round(n.scrollTop+b.top-v.top-(v.bottom-v.top)/3))})(document.currentScript&&document.currentScript.parentNode)"
