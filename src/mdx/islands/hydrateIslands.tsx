import { createElement } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./islandNames"
import { islandComponent } from "./registry"

/**
 * Hydrates every island inside `container` (server HTML) as its own small React root, outermost and nested
 * alike: an island keeps its slots as the server wrote them, so an island inside a slot is its own root.
 * Returns a function that unmounts them.
 */
export function hydrateIslands(container: Element): () => void {
  const roots: Root[] = []
  container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`).forEach((element, index) => {
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as Record<string, unknown>
    const component = islandComponent(element.getAttribute(ISLAND_ATTRIBUTE) ?? "")
    roots.push(hydrateRoot(element, createElement(component, props), { identifierPrefix: `island${index}-` }))
  })
  // Not during the page's own unmount: React refuses to unmount a root while another is rendering.
  return () => setTimeout(() => roots.forEach((root) => root.unmount()))
}
