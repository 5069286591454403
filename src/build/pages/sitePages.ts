import { activePathIndex } from "../../navigation/activePath"
import type { SiteModel } from "../source/siteModel"
import { pageChrome, type PageChrome } from "./pageChrome"

export const TEMPLATE = "src/templates/DocPage.tsx"

/** What Gatsby's createPage gets for one page. */
export interface SitePageSpec {
  path: string
  component: string
  context: { id: string; headings: unknown; treeDigest?: string } & PageChrome
}

/**
 * One page per page of the site, all through the one doc template, with its chrome (breadcrumbs, edit
 * link, date, JSON-LD) as context. Pages that did not compile are left out (in `gatsby develop` the rest
 * of the site stays up while a writer fixes them). The tree's digest is in the context so a change of
 * the compiler (same MDX, new output) changes the context, which makes Gatsby re-run the page query.
 */
export function sitePages(site: SiteModel, templateFile: string): SitePageSpec[] {
  const activePaths = activePathIndex(site.navigation)
  return site.pages
    .filter((page) => page.compiled)
    .map((page) => {
      const chrome = pageChrome({ route: page.route, file: page.editFile, title: page.title, description: page.description }, activePaths, site.lastUpdated)
      return { path: page.route, component: templateFile, context: { id: page.id, headings: page.compiled?.headings, treeDigest: page.treeDigest, ...chrome } }
    })
}
