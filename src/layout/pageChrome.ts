import { breadcrumbTree, pageEndTree } from "./chromeTrees"
import { buildStructuredData, serializeJsonLd } from "./structuredData"
import { toElementTree, type ElementNode } from "../mdx/elementTree"
import { normalizeRoute } from "../navigation/activePath"
import { trailOf } from "../navigation/breadcrumbs"
import type { IdentifiedNode } from "../navigation/types"
import { editUrl, markdownPath } from "../site"
import type { LastUpdated } from "./pageDate"

/** What the chrome reads of a page: its route, its source file from the site root, title and description. */
export interface ChromePage {
  route: string
  file: string
  title?: string | null
  description?: string | null
}

/** What a doc page shows around its body, computed at build and handed to the page as context (data, not code). */
export interface PageChrome {
  /** The breadcrumbs above the title, as element records for renderTree (empty on the home page). */
  breadcrumbs: ElementNode
  /** The end of the article: edit link and last-updated date, as element records for renderTree. */
  pageEnd: ElementNode
  /** The page's JSON-LD, serialised. */
  structuredData: string
  /** Where the page's Markdown twin is served, for "Copy page" and "View as Markdown". */
  markdown: string
  /** The date of the page's last commit (ISO 8601), when git knows it: the sitemap's lastmod. */
  lastModified?: string
}

/**
 * Breadcrumbs, Markdown twin, edit link (to `page.file`, the source from the site root), last-updated date and
 * JSON-LD of one page. `activePaths` is the tree's activePathIndex, made once for every page.
 */
export function pageChrome(page: ChromePage, activePaths: ReadonlyMap<string, IdentifiedNode[]>, lastUpdated: Map<string, LastUpdated>): PageChrome {
  const breadcrumbs = trailOf(activePaths.get(normalizeRoute(page.route)) ?? [], page.route)
  const updated = lastUpdated.get(page.file)
  return {
    breadcrumbs: toElementTree(breadcrumbTree(breadcrumbs)),
    pageEnd: toElementTree(pageEndTree(editUrl(page.file), updated)),
    markdown: markdownPath(page.route),
    lastModified: updated?.iso,
    structuredData: serializeJsonLd(
      buildStructuredData({ route: page.route, title: page.title ?? "", description: page.description ?? "", dateModified: updated?.iso, breadcrumbs }),
    ),
  }
}
