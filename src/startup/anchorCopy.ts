import { COPY_FEEDBACK_MS } from "../theme/tokens"

const COPIED_ATTRIBUTE = "data-copied"

/** The address a heading anchor stands for: the page's, with the section's hash. */
export function sectionAddress(location: { origin: string; pathname: string }, hash: string): string {
  return location.origin + location.pathname + hash
}

/**
 * A heading's `#` goes to its section, as a link does, and also puts the section's address on the clipboard:
 * "Link copied" shows beside it for a moment and is announced. One listener for every heading, whether the
 * article is the server's HTML or rendered after navigation.
 */
export function startAnchorCopy(): void {
  document.addEventListener("click", (event) => {
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-anchor]") : null
    if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !navigator.clipboard) return
    const address = sectionAddress(window.location, anchor.hash)
    navigator.clipboard.writeText(address).then(
      () => {
        anchor.setAttribute(COPIED_ATTRIBUTE, "")
        announce("Link copied")
        setTimeout(() => anchor.removeAttribute(COPIED_ATTRIBUTE), COPY_FEEDBACK_MS)
      },
      () => {},
    )
  })
}

function announce(text: string): void {
  let region = document.getElementById("anchor-status")
  if (!region) {
    region = document.createElement("div")
    region.id = "anchor-status"
    region.setAttribute("role", "status")
    region.className = "visually-hidden"
    document.body.append(region)
  }
  region.textContent = ""
  // A new text node after clearing: screen readers announce the same words again.
  setTimeout(() => (region!.textContent = text), 50)
}
