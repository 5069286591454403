// Every route the site ever served, read from git, so the check stage can tell a moved or retired page that
// left no redirect behind (a reader's bookmark or a search result would end on a 404).
import type { RouteHistory, RouteRemoval, ServedRoute } from "../../redirects/types"
import type { GitRunner } from "./lastUpdated"
import { routeFromFilePath } from "./routes"

// Starts each commit's header line, so a subject can never be mistaken for a file or a diff line.
const COMMIT_MARK = "\u0001"
// %ct orders removals found in the two logs: a position in one log says nothing about the other.
const FORMAT = `--format=${COMMIT_MARK}%h%x09%cs%x09%ct%x09%s`
const HREF = /\bhref:\s*(["'])(.*?)\1/g
const NO_GIT = "no git history here (a copy or a tarball): git is missing or this folder is not a repository"
const SHALLOW =
  "this is a shallow clone, whose history does not reach the routes the site served before: " +
  "run `git fetch --unshallow` (in CI, check out the full history, e.g. fetch-depth: 0)"

/** A removal with its commit time (seconds since the epoch), to compare removals from different logs. */
export type LoggedRemoval = RouteRemoval & { time: number }

/** Each route a log shows served, with the newest commit of that log that removed it (undefined: none did). */
export type LoggedRoutes = Map<string, LoggedRemoval | undefined>

interface Commit {
  commit: string
  date: string
  time: number
  subject: string
}

/** Splits a log (newest commit first) into each commit's header and the lines that follow it. */
function commitsOf(text: string): { commit: Commit; lines: string[] }[] {
  const commits: { commit: Commit; lines: string[] }[] = []
  for (const line of text.split("\n")) {
    if (line.startsWith(COMMIT_MARK)) {
      const [commit, date, time, ...subject] = line.slice(COMMIT_MARK.length).split("\t")
      commits.push({ commit: { commit, date, time: Number(time), subject: subject.join("\t") }, lines: [] })
    } else commits.at(-1)?.lines.push(line)
  }
  return commits
}

/** Records a route as served; the first removal recorded is kept, because the log lists the newest commit first. */
function record(routes: LoggedRoutes, route: string, removal?: LoggedRemoval): void {
  if (!routes.get(route)) routes.set(route, removal)
}

/** `git log --no-renames --name-status` of contentDir → every page route ever added, with its newest deletion. */
export function parsePageLog(text: string, contentDir: string): LoggedRoutes {
  const routes: LoggedRoutes = new Map()
  for (const { commit, lines } of commitsOf(text)) {
    for (const line of lines) {
      const [status, file] = line.split("\t")
      if ((status !== "A" && status !== "D") || !/\.mdx?$/.test(file ?? "")) continue
      record(routes, routeFromFilePath(contentDir, file), status === "D" ? { ...commit, file } : undefined)
    }
  }
  return routes
}

/** The route an href serves (no #anchor, ?query or trailing slash), or undefined when it leaves the site. */
export function routeOfHref(href: string): string | undefined {
  const route = href.replace(/[#?].*$/, "")
  if (!route.startsWith("/") || route.startsWith("//")) return undefined
  return route.replace(/\/+$/, "") || "/"
}

function hrefRoutes(lines: string[], sign: "+" | "-"): Set<string> {
  const routes = new Set<string>()
  // The diff's own "--- a/…" and "+++ b/…" lines hold no href, so they need no special case.
  for (const line of lines.filter((l) => l.startsWith(sign))) {
    for (const [, , href] of line.matchAll(HREF)) {
      const route = routeOfHref(href)
      if (route) routes.add(route)
    }
  }
  return routes
}

/** `git log -p -U0` of the navigation file → every href route it ever listed, with the newest commit that dropped it. */
export function parseNavigationLog(text: string, navigationFile = "content/navigation.ts"): LoggedRoutes {
  const routes: LoggedRoutes = new Map()
  for (const { commit, lines } of commitsOf(text)) {
    const added = hrefRoutes(lines, "+")
    // A line that only moved or changed shape within the commit (a "-" and a "+" for one href) removed nothing.
    for (const route of hrefRoutes(lines, "-")) record(routes, route, added.has(route) ? undefined : { ...commit, file: navigationFile })
    for (const route of added) record(routes, route)
  }
  return routes
}

/** One list of routes from both logs: a route both show keeps the newer removal (the page's on a tie). */
export function mergeRoutes(pages: LoggedRoutes, navigation: LoggedRoutes): ServedRoute[] {
  const merged = new Map(pages)
  for (const [route, removal] of navigation) {
    const current = merged.get(route)
    if (!merged.has(route) || (removal && (!current || removal.time > current.time))) merged.set(route, removal)
  }
  return [...merged.keys()].sort().map((route) => {
    const removal = merged.get(route)
    if (!removal) return { route }
    const { commit, date, subject, file } = removal
    return { route, removed: { commit, date, subject, file } }
  })
}

/**
 * Every route the site ever served, from two git logs run in the repository root: the pages under contentDir and the
 * hrefs of navigationFile (pages generated from content/schema appear only there). Unknown, with the reason, when
 * the history is missing or cut short.
 */
export function readRouteHistory(runGit: GitRunner, contentDir = "content/docs", navigationFile = "content/navigation.ts"): RouteHistory {
  const shallow = runGit(["rev-parse", "--is-shallow-repository"])
  if (shallow === null) return { known: false, reason: NO_GIT }
  if (shallow.trim() === "true") return { known: false, reason: SHALLOW }
  const pageLog = runGit(["-c", "core.quotePath=false", "log", "--no-renames", "--name-status", "--relative", FORMAT, "--", contentDir])
  if (!pageLog?.trim()) return { known: false, reason: `git knows no commit of ${contentDir}: commit the pages first` }
  const navigationLog = runGit(["-c", "core.quotePath=false", "log", "-p", "-U0", "--no-color", FORMAT, "--", navigationFile]) ?? ""
  return { known: true, routes: mergeRoutes(parsePageLog(pageLog, contentDir), parseNavigationLog(navigationLog, navigationFile)) }
}
