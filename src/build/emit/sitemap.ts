import type { CreateResolversArgs } from "gatsby"
import type { PageChrome } from "../../layout/pageChrome"

// The sitemap (public/sitemap-index.xml, public/sitemap-0.xml): gatsby-plugin-sitemap writes it with these options
// (gatsby-config.ts), from the pages Gatsby created and the one field of their context it reads.

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

/** The query gatsby-plugin-sitemap runs: each page's path and its lastModified field, nothing else of its context. */
export const SITEMAP_QUERY = `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path lastModified } } }`

/** One page's entry: its canonical URL, and lastmod when git knows the date of its last commit (src/build/source/lastUpdated). */
export const sitemapEntry = ({ path, lastModified }: { path: string; lastModified?: string | null }) => ({
  url: path,
  ...(lastModified ? { lastmod: lastModified } : {}),
})

/**
 * gatsby-plugin-sitemap's options: every reader's page, at its canonical URL; the routes kept out of the navigation
 * (the writers' page) stay out, like the 404 (excluded by default).
 */
export const sitemapOptions = (unlisted: string[]) => ({ excludes: unlisted, query: SITEMAP_QUERY, serialize: sitemapEntry })
