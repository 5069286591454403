import { flattenNavigation } from "../../navigation/flatten"
import { normalizeRoute } from "../../navigation/activePath"
import type { IdentifiedNode } from "../../navigation/types"
import type { Redirect } from "../../redirects/types"

export interface SourcedPage {
  route: string
  file: string
  title?: string | null
  description?: string | null
}

/** Pages whose front matter lacks a required field, one message each naming the file. */
export function checkFrontMatter(pages: SourcedPage[]): string[] {
  return pages.flatMap((page) =>
    (["title", "description"] as const)
      .filter((field) => !page[field] || !String(page[field]).trim())
      .map((field) => `${page.file}: front matter needs a "${field}"`),
  )
}

/** Two files that would serve the same route. */
export function checkDuplicateRoutes(pages: SourcedPage[]): string[] {
  const byRoute = new Map<string, string[]>()
  for (const page of pages) byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), page.file])
  return [...byRoute]
    .filter(([, files]) => files.length > 1)
    .map(([route, files]) => `${route} is served by more than one file: ${files.join(", ")}`)
}

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
