import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby"
import { navigationTree } from "../../navigation/tree"

/** The node holding the navigation tree, with its ids, for the layout's static query. */
export const NAVIGATION_TYPE = "StrataNavigation"

/**
 * The tree of content/navigation.ts as one node of the data layer. The layout reads it with a static
 * query, so it reaches the browser as a JSON file fetched once per visit and shared by every page,
 * instead of as script in each first load (and it is not repeated in every page's data).
 */
export function sourceNavigationNode({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void {
  actions.createNode({
    id: createNodeId(NAVIGATION_TYPE),
    tree: navigationTree,
    internal: { type: NAVIGATION_TYPE, contentDigest: createContentDigest(navigationTree) },
  })
}

export function createNavigationType({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`type ${NAVIGATION_TYPE} implements Node @dontInfer { tree: JSON! }`)
}
