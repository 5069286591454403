import { site } from "../../../site"

/** Links to other sites, mail, or any other scheme: left as they are. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")
}

/**
 * A link as a reader outside the site needs it: `/guides/x#y` → `https://docs…/guides/x#y`, `#y` →
 * the current page's URL with that anchor. External links are returned unchanged.
 */
export function absoluteHref(href: string, route: string, siteUrl: string = site.siteUrl): string {
  if (isExternalHref(href)) return href
  if (href.startsWith("#")) return `${siteUrl}${route === "/" ? "/" : route}${href}`
  if (href.startsWith("/")) return `${siteUrl}${href}`
  return href
}

/** The absolute URL of a route's page. */
export function pageUrl(route: string, siteUrl: string = site.siteUrl): string {
  return `${siteUrl}${route === "/" ? "/" : route.replace(/\/+$/, "")}`
}
