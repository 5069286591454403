import { createHash } from "crypto"
import { APP_CONNECT_ORIGIN } from "../../explorer/appTarget"

/**
 * The site's Content-Security-Policy, computed per page at build. Scripts run only from the site's own
 * origin or, inline, when their sha256 matches one this page was built with: no 'unsafe-inline' and no
 * 'unsafe-eval'. Styles likewise: the stylesheet generated from the theme and the page's own rules are
 * inline <style> elements allowed by their hashes, and no element carries a `style` attribute. Scripts
 * may still set styles through the CSSOM (element.style), which a policy does not restrict.
 */
export interface CspOrigins {
  /** Algolia is configured (GATSBY_ALGOLIA_APP_ID): its search hosts and the insights endpoint. */
  algoliaAppId?: string
  /** The tag manager is configured (GATSBY_GTM_ID): where its container comes from, and what its tags may add. */
  gtm?: { origin: string; extraOrigins: string[] }
}

const ALGOLIA_INSIGHTS = ["https://insights.algolia.io", "https://insights.de.algolia.io", "https://insights.us.algolia.io"]
// Where the Google tag (GA4) sends its hits and pixels, whichever origin the container comes from.
const GOOGLE_ANALYTICS_CONNECT = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
const GOOGLE_ANALYTICS_IMG = ["https://www.google-analytics.com"]
// An origin a tag may load from: https, one host (a leading *. allowed), an optional port; or plain http on
// the loopback interface, for tests. Anything else (a keyword, a scheme, a path, a bare *) is refused.
const EXTRA_ORIGIN = /^(https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+|http:\/\/(127\.0\.0\.1|localhost))(:\d{1,5})?$/i

/**
 * GTM_EXTRA_ORIGINS: origins (space or comma separated) the container's tags may load scripts from,
 * connect to and show images from. Throws on anything but origins: never 'unsafe-inline' and the like.
 */
export function parseExtraOrigins(value: string | undefined): string[] {
  const origins = (value ?? "").split(/[\s,]+/).filter(Boolean).map((origin) => origin.replace(/\/+$/, ""))
  const refused = origins.filter((origin) => !EXTRA_ORIGIN.test(origin))
  if (refused.length > 0) {
    throw new Error(`GTM_EXTRA_ORIGINS accepts origins only (https://host, https://*.host, with an optional port); refused: ${refused.join(" ")}`)
  }
  return [...new Set(origins)]
}

// A <script> without src whose type is JavaScript (none, or a JavaScript MIME type / module).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

function hasAttribute(attributes: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?:\\s*=|\\s|$)`, "i").test(attributes)
}

/** The text of every inline script the browser would run (data blocks such as JSON-LD are not run, so not listed). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, body] = match
    if (hasAttribute(attributes, "src")) continue
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase()
    if (!JS_TYPES.has(type)) continue
    scripts.push(body)
  }
  return scripts
}

// A <style> element and its text.
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi

/** The text of every inline <style> element of a page. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map((match) => match[2])
}

/** The CSP source expression allowing one inline script's or style's exact text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`
}

function algoliaHosts(appId: string): string[] {
  // The search client's hosts: {app}-dsn for reads and {app}-1..3.algolianet.com to retry on.
  return [`https://${appId.toLowerCase()}-dsn.algolia.net`, `https://${appId.toLowerCase()}.algolia.net`, "https://*.algolianet.com"]
}

/** The hashes of a page's inline scripts and styles (scriptHash of each text). */
export interface InlineHashes {
  scripts: string[]
  styles?: string[]
}

/** The policy of one page, given the hashes of its inline scripts and styles. `forHeader` adds what only a header may carry. */
export function contentSecurityPolicy(hashes: InlineHashes, origins: CspOrigins = {}, forHeader = false): string {
  const scriptSrc = ["'self'", ...new Set(hashes.scripts)]
  const styleSrc = ["'self'", ...new Set(hashes.styles ?? [])]
  // The explorer sends a reader's request to their own application, at the documented host pattern only.
  const connectSrc = ["'self'", APP_CONNECT_ORIGIN]
  const imgSrc = ["'self'", "data:"]
  if (origins.algoliaAppId) connectSrc.push(...algoliaHosts(origins.algoliaAppId), ...ALGOLIA_INSIGHTS)
  if (origins.gtm) {
    // The container and the scripts its tags load from allowed origins run; an inline script it injects
    // (a Custom HTML tag) has no hash, so it is refused. No 'strict-dynamic': it would pass trust on to
    // whatever the container creates, inline or from any origin (docs/analytics.md).
    const { origin, extraOrigins } = origins.gtm
    scriptSrc.push(origin, ...extraOrigins)
    connectSrc.push(origin, ...GOOGLE_ANALYTICS_CONNECT, ...extraOrigins)
    imgSrc.push(origin, ...GOOGLE_ANALYTICS_IMG, ...extraOrigins)
  }
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    `style-src ${styleSrc.join(" ")}`,
    `img-src ${imgSrc.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]
  // A <meta> policy cannot carry frame-ancestors (browsers ignore it there and say so in the console).
  if (forHeader) directives.push("frame-ancestors 'none'")
  return directives.join("; ")
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")
}

/** The page with its policy as the first element of <head>, before any script can run. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "")
  const head = /<head\b[^>]*>/i.exec(withoutOld)
  if (!head) throw new Error("The page has no <head> to carry its Content-Security-Policy")
  const at = head.index + head[0].length
  // After <meta charset>, which must come within the first 1024 bytes; the policy goes right behind it.
  const charset = /^<meta charSet="utf-8"\/>/i.exec(withoutOld.slice(at))
  const insertAt = charset ? at + charset[0].length : at
  return withoutOld.slice(0, insertAt) + meta + withoutOld.slice(insertAt)
}
