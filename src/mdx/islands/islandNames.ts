/** The parts of an article that respond to a reader, hydrated on their own on a page's first load. */
export const ISLAND_NAMES = ["code-group", "code-block", "tabs"] as const
export type IslandName = (typeof ISLAND_NAMES)[number]

/** Attributes of an island's marker element: its name and the JSON of its props. */
export const ISLAND_ATTRIBUTE = "data-island"
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props"

/** The name, checked: an island the registry does not know fails the build (the server render) with its name. */
export function islandName(name: string): IslandName {
  if (!(ISLAND_NAMES as readonly string[]).includes(name)) {
    throw new Error(`Unknown island "${name}": the islands are ${ISLAND_NAMES.join(", ")} (src/mdx/islands/islandComponents.ts)`)
  }
  return name as IslandName
}
