import fs from "fs"
import path from "path"
import { gtmOrigin } from "../../startup/gtmOrigin"
import { contentSecurityPolicy, inlineScripts, inlineStyles, parseExtraOrigins, scriptHash, withCspMeta, type CspOrigins } from "./csp"
import type { PagePolicy } from "./hostingHeaders"
import { withBundlesAfterFirstPaint } from "./bundlesAfterFirstPaint"

/** The origins this build's policy allows beyond its own: only what is configured. */
export function configuredOrigins(env: NodeJS.ProcessEnv = process.env): CspOrigins {
  // The same condition as the browser's: Algolia is used only with both public keys.
  const algolia = env.GATSBY_ALGOLIA_APP_ID && env.GATSBY_ALGOLIA_SEARCH_KEY
  const gtm = env.GATSBY_GTM_ID ? { origin: gtmOrigin(env.GATSBY_GTM_ORIGIN), extraOrigins: parseExtraOrigins(env.GTM_EXTRA_ORIGINS) } : undefined
  return { algoliaAppId: algolia ? env.GATSBY_ALGOLIA_APP_ID : undefined, gtm }
}

// Gatsby's own folders hold page data and HTML fragments (slices), not pages a reader opens.
const NOT_PAGES = new Set(["_gatsby", "page-data", "static"])

function htmlFiles(dir: string, top = true): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return top && NOT_PAGES.has(entry.name) ? [] : htmlFiles(full, false)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** The URL path a built file answers: public/a/b/index.html → /a/b, public/404.html → /404.html. */
export function routeOfHtmlFile(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/")
  if (relative === "index.html") return "/"
  return "/" + relative.replace(/\/index\.html$/, "")
}

/**
 * Gives every built page its policy as a <meta> in the page, and returns each page's policy for the
 * header (the same, plus frame-ancestors), which `writeHostingHeaders` puts in public/_headers.
 */
export function applyContentSecurityPolicy(publicDir: string, origins: CspOrigins = configuredOrigins()): PagePolicy[] {
  return htmlFiles(publicDir)
    .sort()
    .map((file) => {
      // The bundles load after the first paint (./bundlesAfterFirstPaint); the policy then hashes the loader.
      const html = withBundlesAfterFirstPaint(fs.readFileSync(file, "utf8"))
      const hashes = { scripts: inlineScripts(html).map(scriptHash), styles: inlineStyles(html).map(scriptHash) }
      fs.writeFileSync(file, withCspMeta(html, contentSecurityPolicy(hashes, origins)))
      return { route: routeOfHtmlFile(publicDir, file), policy: contentSecurityPolicy(hashes, origins, true) }
    })
}
