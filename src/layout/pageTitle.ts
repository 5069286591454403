import { site } from "../site"

/** The document title: the site's title on the home route, "{page title} - Protocol API Reference" elsewhere. */
export function pageTitle(title: string, route: string): string {
  return route === "/" ? site.title : `${title} - ${site.titleSuffix}`
}

/** The absolute URL of a route, from the one configured site URL. */
export function canonicalUrl(route: string): string {
  return `${site.siteUrl}${route === "/" ? "/" : route}`
}
