import { createElement } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./islandNames"
import { islandComponent } from "./islandComponents"

// Each root attaches React's listeners to its element (well over a hundred): a page of many islands does this in
// pieces of at most this long, so the reader's first scroll or click never waits behind all of them.
const SLICE_MS = 8

/**
 * Hydrates every island inside `container` (server HTML) as its own small React root, outermost and nested
 * alike: an island keeps its slots as the server wrote them, so an island inside a slot is its own root.
 * Islands are taken in document order, a few milliseconds' worth at a time, yielding to the browser between.
 * Returns a function that unmounts them (and stops what is left).
 */
export function hydrateIslands(container: Element): () => void {
  const roots: Root[] = []
  const pending = Array.from(container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`))
  let index = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const slice = () => {
    const started = performance.now()
    while (index < pending.length && performance.now() - started < SLICE_MS) {
      const element = pending[index]
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as Record<string, unknown>
      const component = islandComponent(element.getAttribute(ISLAND_ATTRIBUTE) ?? "")
      roots.push(hydrateRoot(element, createElement(component, props), { identifierPrefix: `island${index}-` }))
      index += 1
    }
    timer = index < pending.length ? setTimeout(slice) : undefined
  }
  slice()
  // Not during the page's own unmount: React refuses to unmount a root while another is rendering.
  return () => {
    clearTimeout(timer)
    index = pending.length
    setTimeout(() => roots.forEach((root) => root.unmount()))
  }
}
