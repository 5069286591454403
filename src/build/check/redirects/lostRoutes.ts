// A route the site once served is in bookmarks, search results and other sites' links: when its page moves or
// goes, a line of content/redirects.yaml must send its readers on, or the build fails.
import type { RouteHistory, ServedRoute } from "../../../redirects/types"
import { REDIRECTS_FILE } from "../../kernel/sourceFiles"
import type { SiteCheck } from "../siteCheck"

function lostMessage({ route, removed }: ServedRoute, redirectsFile: string): string {
  const fix = `nothing redirects it: add "${route}: <its new route>" to ${redirectsFile}`
  if (!removed) return `${route} is no longer served, and ${fix}`
  const { commit, date, subject, file } = removed
  // Enough of the subject to recognise the commit; `git show <hash>` has the rest.
  const short = subject.length > 60 ? `${subject.slice(0, 59).trimEnd()}…` : subject
  return `${route} was served until ${commit} (${date}, ${JSON.stringify(short)}) removed ${file}, and ${fix}`
}

/**
 * A problem for every route the history shows served that is neither a page now nor the old path of a redirect,
 * and a one-line summary for the build log. Unknown history checks nothing: the summary says why.
 */
export function checkLostRoutes(
  history: RouteHistory,
  pageRoutes: ReadonlySet<string>,
  redirectSources: ReadonlySet<string>,
  redirectsFile = "content/redirects.yaml",
): { problems: string[]; summary: string } {
  if (!history.known) return { problems: [], summary: `Published routes not checked: ${history.reason}` }
  const pages = history.routes.filter(({ route }) => pageRoutes.has(route)).length
  const redirected = history.routes.filter(({ route }) => !pageRoutes.has(route) && redirectSources.has(route)).length
  const lost = history.routes.filter(({ route }) => !pageRoutes.has(route) && !redirectSources.has(route))
  const counts = `${history.routes.length} ever served, ${pages} still pages, ${redirected} redirected${lost.length ? `, ${lost.length} lost` : ""}`
  return { problems: lost.map((served) => lostMessage(served, redirectsFile)), summary: `Published routes: ${counts}` }
}

/** Every route git says the site ever served is still a page or the old path of a redirect. */
export const lostRoutes: SiteCheck = {
  name: "published routes",
  run: ({ site }) => {
    const pages = new Set(site.pages.map((page) => page.route))
    const { problems, summary } = checkLostRoutes(site.routeHistory, pages, new Set(site.redirects.map((redirect) => redirect.from)), REDIRECTS_FILE)
    return { problems, summary: [summary] }
  },
}
