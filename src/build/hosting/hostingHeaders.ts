import type { HeaderRule } from "./headersFile"

/**
 * The HTTP headers a static host or CDN must send with the build, as rules of a `_headers` file.
 * Files whose name changes with their content are cached for a year; everything a reader must see
 * fresh after a deploy (pages, page data, the search index's directory, sitemaps, Markdown and text)
 * is revalidated on every use. No path gets Cache-Control or Content-Type from two rules: hosts join
 * such values with a comma, which no browser reads as intended.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"

/** Sent with every response: no file is read as another type than its own. */
export const SECURITY_HEADERS: [string, string][] = [["X-Content-Type-Options", "nosniff"]]

/**
 * Sent with pages: what a document may send as its referrer and which browser features it may use. They do nothing on
 * a script or a JSON file, where they cost a first search 14 responses × 190 bytes.
 */
export const PAGE_SECURITY_HEADERS: [string, string][] = [
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // Only features Chromium knows: an unknown name is logged as a console error on every page.
  ["Permissions-Policy", "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()"],
]

export const MARKDOWN_TYPE = "text/markdown; charset=UTF-8"
export const TEXT_TYPE = "text/plain; charset=UTF-8"

/** Patterns whose files are named by their content (the search index's shards, Gatsby's static assets). */
export const IMMUTABLE_PATTERNS = ["/static/*", "/search/terms.*", "/search/dict.*", "/search/typos.*", "/search/postings.*", "/search/fragments.*"]
/** Fixed names whose content changes with each build. */
export const REVALIDATED_PATTERNS = ["/page-data/*", "/search/meta.json", "/sitemap*"]

// Gatsby's bundles sit at the top of public/ and end in a content hash (app-0a1b…c.js, styles.0a1b….css);
// the tag manager's ~partytown/ files do not, so they are left to the host's default.
export const HASHED_BUNDLE = /^\/[^/]+[-.][0-9a-f]{16,}\.(js|css)$/

export interface PagePolicy {
  route: string
  policy: string
}

/** Whether a URL path is one of Gatsby's content-hashed bundles. */
export function isHashedBundle(urlPath: string): boolean {
  return HASHED_BUNDLE.test(urlPath)
}

/**
 * The rules for one build: `files` are the URL paths of every built file, `pages` each page's route
 * with its Content-Security-Policy. A page's rule keeps the policy on the line after its route.
 */
export function hostingHeaderRules(files: string[], pages: PagePolicy[]): HeaderRule[] {
  return [
    { path: "/*", headers: SECURITY_HEADERS },
    ...pages.map(({ route, policy }): HeaderRule => ({
      path: route,
      headers: [["Content-Security-Policy", policy], ...PAGE_SECURITY_HEADERS, ["Cache-Control", REVALIDATE]],
    })),
    ...files.filter(isHashedBundle).sort().map((file): HeaderRule => ({ path: file, headers: [["Cache-Control", IMMUTABLE]] })),
    ...IMMUTABLE_PATTERNS.map((path): HeaderRule => ({ path, headers: [["Cache-Control", IMMUTABLE]] })),
    ...REVALIDATED_PATTERNS.map((path): HeaderRule => ({ path, headers: [["Cache-Control", REVALIDATE]] })),
    { path: "/*.md", headers: [["Content-Type", MARKDOWN_TYPE], ["Cache-Control", REVALIDATE]] },
    { path: "/*.txt", headers: [["Content-Type", TEXT_TYPE], ["Cache-Control", REVALIDATE]] },
  ]
}
