import fs from "fs"
import path from "path"
import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby"
import { identifyTree } from "../../navigation/identify"
import type { IdentifiedNode } from "../../navigation/types"
import { parseRedirects } from "../../redirects/redirectList"
import { REDIRECTS_FILE } from "../kernel/sourceFiles"
import { readNavigationFile } from "./navigationFile"

/** The node holding the navigation tree, with its ids, for the layout's static query. */
export const NAVIGATION_TYPE = "StrataNavigation"

/** What the navigation node holds: the tree with its ids, the routes served outside it, and the moved pages. */
export interface NavigationNode {
  tree: IdentifiedNode[]
  unlisted: string[]
  /** content/redirects.yaml's old paths and where they lead: the 404 page suggests from them too (its own static query). */
  moved: { from: string; to: string }[]
}

/** The redirects of content/redirects.yaml as the 404 page reads them; the build's checks report a broken file. */
function movedPages(rootDir: string): NavigationNode["moved"] {
  const file = path.join(rootDir, REDIRECTS_FILE)
  if (!fs.existsSync(file)) return []
  return parseRedirects(fs.readFileSync(file, "utf8"), REDIRECTS_FILE).redirects.map(({ from, to }) => ({ from, to }))
}

/**
 * The tree of content/navigation.ts as one node of the data layer, read from the file each time it is
 * sourced (in develop, again on every edit: watchedSources). The layout reads it with a static query, so
 * it reaches the browser as a JSON file fetched once per visit and shared by every page, instead of as
 * script in each first load (and it is not repeated in every page's data); createPages reads it too.
 * A file that cannot be read is reported with its place, and the last good tree stays.
 */
export function sourceNavigationNode({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs, rootDir: string): void {
  let fields: NavigationNode
  try {
    const { navigation, unlistedRoutes } = readNavigationFile(rootDir)
    fields = { tree: identifyTree(navigation), unlisted: unlistedRoutes, moved: movedPages(rootDir) }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  actions.createNode({ id: createNodeId(NAVIGATION_TYPE), ...fields, internal: { type: NAVIGATION_TYPE, contentDigest: createContentDigest(fields) } })
}

export function createNavigationType({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`type ${NAVIGATION_TYPE} implements Node @dontInfer { tree: JSON! unlisted: [String!]! moved: JSON! }`)
}
