import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Hydrates the page inside a transition: React then works in slices of a few milliseconds and lets the
 * browser paint, scroll and take input between them, instead of running one task as long as the whole
 * frame. A click on a part not hydrated yet hydrates that part first, then reaches its handler. Without
 * server HTML (develop) there is nothing to hydrate: the page renders.
 */
export function hydrateInSlices(element: ReactElement, container: Element | Document | DocumentFragment | null): void {
  if (!(container instanceof Element)) throw new Error("The page has no root element to hydrate")
  if (!container.hasChildNodes()) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
