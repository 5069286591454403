import { flattenNavigation } from "../../../navigation/flatten"
import { normalizeRoute } from "../../../navigation/activePath"
import type { IdentifiedNode } from "../../../navigation/types"
import type { Redirect } from "../../../redirects/types"
import { NAVIGATION_FILE } from "../../kernel/sourceFiles"
import type { SiteCheck } from "../siteCheck"
import type { SourcedPage } from "./frontMatter"

/**
 * The tree and the pages must match: every tree link has a page, every page is in the tree,
 * no route is listed twice. `navigationFile` names the tree in messages; a link to an old path of
 * content/redirects.yaml says where the page went.
 */
export function checkNavigationCoverage(
  tree: IdentifiedNode[],
  pages: SourcedPage[],
  navigationFile: string,
  unlisted: string[] = [],
  redirects: readonly Redirect[] = [],
): string[] {
  const problems: string[] = []
  const moved = new Map(redirects.map((redirect) => [redirect.from, redirect.to]))
  const pageRoutes = new Set(pages.map((page) => normalizeRoute(page.route)))
  const treeRoutes = new Map<string, number>()
  for (const node of flattenNavigation(tree)) {
    if (!node.href) {
      if (node.children.length === 0) problems.push(`${navigationFile}: "${node.title}" has neither a link nor entries`)
      continue
    }
    if (/^[a-z]+:/i.test(node.href)) continue
    const route = normalizeRoute(node.href)
    treeRoutes.set(route, (treeRoutes.get(route) ?? 0) + 1)
    if (moved.has(route)) problems.push(`${navigationFile}: "${node.title}" links to ${node.href}, which moved to ${moved.get(route)}`)
    else if (!pageRoutes.has(route)) problems.push(`${navigationFile}: "${node.title}" links to ${node.href}, which has no page`)
  }
  for (const [route, count] of treeRoutes) {
    if (count > 1) problems.push(`${navigationFile}: ${route} is listed ${count} times`)
  }
  for (const page of pages) {
    if (!treeRoutes.has(normalizeRoute(page.route)) && !unlisted.includes(normalizeRoute(page.route))) {
      problems.push(`${page.file}: page ${page.route} is missing from the navigation tree (${navigationFile})`)
    }
  }
  return problems
}

/** content/navigation.ts and the pages match: every link has a page, every page is in the tree, no route twice. */
export const treeCoverage: SiteCheck = {
  name: "navigation tree",
  run: ({ site }) => ({ problems: checkNavigationCoverage(site.navigation, site.pages, NAVIGATION_FILE, site.unlisted, site.redirects) }),
}
