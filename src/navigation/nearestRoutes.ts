// The 404 page's suggestions: the published routes nearest to a mistyped address, by edit distance, over the
// tree's routes and the old paths of content/redirects.yaml (an old path suggests where it leads now). Pure
// and small: it runs in the 404 page's own component, on data every page already has.

/** One address a reader might have meant, and the route to suggest for it. */
export interface RouteCandidate {
  path: string
  route: string
}

/** Levenshtein distance: insertions, deletions and substitutions, one each. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}

/** An address as routes are written: decoded, lower case, no query, hash, index.html, .html or trailing slash. */
export function normalizeAddress(address: string): string {
  let path = address.split(/[?#]/)[0]
  try {
    path = decodeURIComponent(path)
  } catch {
    // a malformed escape: compare it as typed
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(\/index)?\.html?$/, "")
    .replace(/\/+$/, "")
  return path.startsWith("/") ? path : `/${path}`
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf("/") + 1)
const parentOf = (path: string) => path.slice(0, path.lastIndexOf("/"))

/**
 * How far `path` is from a candidate: the edit distance of the whole paths, or of the last segments plus 2 when
 * the folders differ (a page asked for in the wrong folder); 1 for a folder whose pages are below it.
 */
function distance(path: string, candidate: string): number {
  if (candidate.startsWith(`${path}/`)) return 1
  const segments = editDistance(lastSegment(path), lastSegment(candidate)) + (parentOf(path) === parentOf(candidate) ? 0 : 2)
  return Math.min(editDistance(path, candidate), segments)
}

/** The candidates: every route (but the home page) as itself, and every redirect's old path as its target. */
export function routeCandidates(routes: readonly string[], redirects: readonly { from: string; to: string }[]): RouteCandidate[] {
  return [
    ...routes.filter((route) => route !== "/").map((route) => ({ path: route, route })),
    ...redirects.map(({ from, to }) => ({ path: from, route: to })),
  ]
}

/**
 * Up to `limit` routes nearest to `address`, nearest first (ties in the tree's order), each once. Only close ones:
 * within 2 edits, or a third of the last segment's length; none for the home page or an address far from all.
 */
export function nearestRoutes(address: string, candidates: readonly RouteCandidate[], limit = 3): string[] {
  const path = normalizeAddress(address)
  if (path === "/") return []
  const allowed = Math.max(2, Math.floor(lastSegment(path).length / 3))
  const scored = candidates
    .map((candidate, order) => ({ route: candidate.route, score: distance(path, normalizeAddress(candidate.path)), order }))
    .filter((entry) => entry.score <= allowed)
    .sort((a, b) => a.score - b.score || a.order - b.order)
  return [...new Set(scored.map((entry) => entry.route))].slice(0, limit)
}
