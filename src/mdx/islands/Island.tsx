import { createElement, useId, type ReactNode } from "react"
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./islandNames"
import { islandComponent } from "./islandComponents"

interface IslandProps {
  name: string
  /** The island's own props: literal data (JSON), written into the HTML for its hydration. */
  props: Record<string, unknown>
  /** The parts rendered from the page's tree (code, tab content); on a first load they stay the server's HTML. */
  slots: ReactNode[]
}

/**
 * A part of an article that responds to a reader, rendered inside a marker that names it and carries its props,
 * so that on a page's first load the browser hydrates it alone (hydrateIslands) and leaves the rest of the
 * article as the server wrote it. On client navigation it renders like any component.
 */
export function Island({ name, props, slots }: IslandProps) {
  // Fixed here, on the server: the hydrated island reuses it, so its ids match the HTML.
  const idBase = useId()
  const own = { ...props, idBase }
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(own) }}>
      {createElement(islandComponent(name), { ...own, slots })}
    </div>
  )
}
