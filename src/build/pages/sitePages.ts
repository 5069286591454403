import { PAGE_TEMPLATE, PROBLEM_PAGE_TEMPLATE } from "../kernel/sourcePaths"
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { activePathIndex } from "../../navigation/activePath"
import type { SiteModel } from "../kernel/siteModel"
import { pageChrome, type PageChrome } from "../../layout/pageChrome"



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

/** The site's pages for Gatsby, through the template at the site's root. */
export const sitePagesOf = (site: SiteModel): SitePageSpec[] => sitePages(site, path.join(site.rootDir, PAGE_TEMPLATE))

/**
 * In `gatsby develop`, the pages that did not compile, each at its route through the problem page (its problems are
 * shown over it), so a writer never meets a 404 for a typo. A build stops before making pages when any page has problems.
 */
export function problemPagesOf(site: SiteModel): { path: string; component: string; context: { title: string; file: string } }[] {
  return site.pages
    .filter((page) => !page.compiled)
    .map((page) => ({ path: page.route, component: path.join(site.rootDir, PROBLEM_PAGE_TEMPLATE), context: { title: page.title ?? page.route, file: page.file } }))
}

/** Creates the pages in Gatsby and logs how many. */
export function createSitePages(
  site: SiteModel,
  pages: SitePageSpec[],
  { actions, reporter, getNode }: Pick<CreatePagesArgs, "actions" | "reporter"> & Partial<Pick<CreatePagesArgs, "getNode">>,
): void {
  pages.forEach((page) => actions.createPage(page))
  // A page just moved in develop is still Gatsby's page at its old path until Gatsby drops the pages no one made
  // again, and Gatsby warns that the new redirect is shadowed. It is gone: drop it now.
  for (const { from } of site.redirects) {
    const stale = getNode?.(`SitePage ${from}`) as { component?: string } | undefined
    if (stale?.component && !pages.some((page) => page.path === from)) actions.deletePage({ path: from, component: stale.component })
  }
  reporter.info(`Created ${pages.length} documentation pages (${site.pages.filter((page) => page.generated).length} generated from content/schema)`)
  // A client navigation to an old path (a link from an older page in the reader's cache, a bookmark opened
  // in the app) lands on the new page: Gatsby's router reads these before it loads a page.
  for (const { from, to } of site.redirects) actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true })
  const count = site.redirects.length
  if (count > 0) reporter.info(`Redirects: ${count} old ${count === 1 ? "path leads" : "paths lead"} to the new pages in client navigation (content/redirects.yaml)`)
}
