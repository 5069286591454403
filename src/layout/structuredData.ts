import type { Breadcrumb } from "../navigation/breadcrumbs"
import { site } from "../site"
import { canonicalUrl } from "./pageTitle"

export interface StructuredPage {
  title: string
  description: string
  route: string
  /** ISO date of the page's last commit, when known. */
  dateModified?: string
  breadcrumbs: Breadcrumb[]
}

/** schema.org data of one page: a TechArticle of the site, and the BreadcrumbList of its linked breadcrumbs. */
export function buildStructuredData(page: StructuredPage): Record<string, unknown>[] {
  const article = {
    "@context": "https://schema.org",
    "@type": "TechArticle",
    headline: page.title,
    description: page.description,
    url: canonicalUrl(page.route),
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    inLanguage: "en",
    isPartOf: { "@type": "WebSite", name: site.title, url: canonicalUrl("/") },
    publisher: { "@type": "Organization", name: "Strata", url: site.companyUrl },
  }
  // Search engines expect every item of a BreadcrumbList to have a URL: groups that are only headings are left out.
  const linked = page.breadcrumbs.filter((crumb): crumb is Required<Breadcrumb> => Boolean(crumb.href))
  if (linked.length === 0) return [article]
  const list = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: linked.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.title, item: canonicalUrl(crumb.href) })),
  }
  return [article, list]
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text in it can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
