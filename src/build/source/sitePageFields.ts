import type { CreateResolversArgs } from "gatsby"
import type { PageChrome } from "../../layout/pageChrome"

/** A SitePage node as the data layer keeps it: its context (made by src/build/pages) under `context`. */
interface SitePageSource {
  context?: Pick<PageChrome, "lastModified">
}

/** The date of a page's last commit, from its context, when git knows it. */
export const lastModifiedOf = (page: SitePageSource): string | null => page.context?.lastModified ?? null

/**
 * `lastModified` on SitePage, for the sitemap's lastmod: its query asks for this one date, not for
 * `pageContext`, which is every page's whole context (breadcrumbs, page end, JSON-LD, headings) as JSON.
 * At 10,000 pages that answer was 80 MB of objects, made at the very end of the build.
 */
export function createSitePageResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers({ SitePage: { lastModified: { type: "String", resolve: lastModifiedOf } } })
}
