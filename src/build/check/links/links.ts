import path from "path"
import { normalizeRoute } from "../../../navigation/activePath"
import type { PageLink } from "../../../mdx/treeTypes"
import { TOP_ID } from "../../../ui/topAnchor"
import { splitTarget } from "../../../redirects/redirectList"
import type { Redirect } from "../../../redirects/types"
import { PUBLISHED_SCHEMA_FILES } from "../../../reference/sources"
import type { SiteCheck } from "../siteCheck"

export interface LinkedPage {
  file: string
  route: string
  links: PageLink[]
  /** Its heading ids; unknown for a page that did not compile (its own problems say why). */
  anchors?: string[]
}

/** Links to other sites, mail, or files outside the pages (not checked here). */
function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")
}

/**
 * Every internal link that points nowhere: a route without a page, or an anchor that is not a heading
 * id of its page, or an old path of content/redirects.yaml (readers would take a redirect; the message gives the
 * new path). Messages read "file:line → target (why)". `extraRoutes` are routes served by other means (the 404
 * page, files in static/).
 */
export function checkLinks(pages: LinkedPage[], extraRoutes: string[] = [], redirects: readonly Redirect[] = []): string[] {
  const anchorsByRoute = new Map(pages.map((page) => [normalizeRoute(page.route), page.anchors && new Set(page.anchors)]))
  const moved = new Map(redirects.map((redirect) => [redirect.from, redirect]))
  const problems: string[] = []
  for (const page of pages) {
    for (const { href, line } of page.links) {
      if (isExternal(href)) continue
      const [pathPart, anchor] = href.split("#", 2)
      const route = pathPart === "" ? normalizeRoute(page.route) : normalizeRoute(pathPart)
      if (pathPart !== "" && !pathPart.startsWith("/")) {
        problems.push(`${page.file}:${line} → ${href} (write site links from the root, like /guides/pipeline)`)
        continue
      }
      const redirect = moved.get(route)
      if (redirect) {
        problems.push(`${page.file}:${line} → ${href} (moved: link ${linkTargetFor(href, redirect)})`)
        continue
      }
      if (!anchorsByRoute.has(route)) {
        if (!extraRoutes.includes(route)) problems.push(`${page.file}:${line} → ${href} (no page at ${route})`)
        continue
      }
      // A link into a page that did not compile waits for that page's fix: one problem, one message.
      const anchors = anchorsByRoute.get(route)
      if (anchors && anchor && anchor !== TOP_ID && !anchors.has(decodeURIComponent(anchor))) {
        problems.push(`${page.file}:${line} → ${href} (no heading #${anchor} on ${route})`)
      }
    }
  }
  return problems
}

/** Where a link to a redirected path should point instead: the target, keeping the link's own anchor if it has one. */
export function linkTargetFor(href: string, redirect: Redirect): string {
  const anchor = href.split("#", 2)[1]
  return anchor ? `${splitTarget(redirect.to).route}#${anchor}` : redirect.to
}

/**
 * Every internal link and anchor of the pages that compiled. A page with MDX errors is reported by its compile
 * problems: it still counts as a page, so links to it are not reported again.
 */
export const links: SiteCheck = {
  name: "links",
  run: ({ site }) => ({
    problems: checkLinks(
      site.pages.map((page) => ({ file: page.file, route: page.route, links: page.compiled?.links ?? [], anchors: page.compiled?.anchors })),
      PUBLISHED_SCHEMA_FILES.map((file) => `/schema/${path.basename(file)}`),
      site.redirects,
    ),
  }),
}
