import fs from "fs"
import path from "path"
import { parseRedirects, splitTarget } from "../../redirects/redirectList"
import { REDIRECTS_FILE } from "../kernel/sourceFiles"
import { markdownPath } from "../../site"
import { nginxRedirects, NGINX_REDIRECTS_FILE } from "./nginxConfig"
import { REDIRECT_MARKER, redirectPage } from "./redirectPage"
import { formatRedirectsFile, parseRedirectsFile } from "./redirectsFile"

/** The page file answering a route (trailingSlash "never": /a/b is public/a/b/index.html). */
const pageFile = (publicDir: string, route: string) => path.join(publicDir, ...route.split("/").filter(Boolean), "index.html")

/** The <title> of a built page without the site's suffix ("Sending requests - Protocol API Reference"); the route when it has none. */
function titleOf(publicDir: string, route: string, suffix: string): string {
  const file = pageFile(publicDir, route)
  const title = fs.existsSync(file) ? /<title[^>]*>([^<]*)<\/title>/.exec(fs.readFileSync(file, "utf8"))?.[1] : undefined
  return title?.replace(` - ${suffix}`, "").trim() || route
}

/**
 * The rules for the hosts: each old path, the same with a trailing slash (one 301 to the new page, not one to the old
 * path and a second from there), and its Markdown twin (which llms.txt listed) to the new page's twin.
 */
export function hostRules(redirects: readonly { from: string; to: string }[]): { from: string; to: string }[] {
  return redirects.flatMap(({ from, to }) => [{ from, to }, { from: `${from}/`, to }, { from: markdownPath(from), to: markdownPath(splitTarget(to).route) }])
}

/**
 * Writes every way the site is served a redirect of content/redirects.yaml (checked by then: the build stops on a
 * broken one), for the old page and its Markdown twin: public/_redirects (Netlify, Cloudflare Pages, `npm run serve`), public/_redirects.nginx (included by
 * the nginx block), and a fallback page at each old path for hosts that read neither. The fallback pages of
 * redirects removed since the last build are deleted (a page Gatsby writes there later replaces it anyway).
 * Runs after the pages are rendered (it reads the targets' titles) and before the CSP step (which hashes their script).
 */
export function writeRedirects(rootDir: string, publicDir: string, { siteUrl, titleSuffix }: { siteUrl: string; titleSuffix: string }): number {
  const { redirects } = parseRedirects(readIfExists(path.join(rootDir, REDIRECTS_FILE)), REDIRECTS_FILE)
  const kept = new Set(redirects.map((redirect) => redirect.from))
  for (const old of parseRedirectsFile(readIfExists(path.join(publicDir, "_redirects")))) {
    const file = pageFile(publicDir, old.from)
    if (!kept.has(old.from) && fs.existsSync(file) && fs.readFileSync(file, "utf8").includes(`name="${REDIRECT_MARKER}"`)) fs.rmSync(file)
  }
  const rules = hostRules(redirects)
  fs.writeFileSync(path.join(publicDir, "_redirects"), formatRedirectsFile(rules))
  fs.writeFileSync(path.join(publicDir, NGINX_REDIRECTS_FILE), nginxRedirects(rules))
  for (const { from, to } of redirects) {
    // The twin a build before the move wrote: its old path now redirects to the new twin.
    fs.rmSync(path.join(publicDir, markdownPath(from)), { force: true })
    const file = pageFile(publicDir, from)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, redirectPage(to, titleOf(publicDir, splitTarget(to).route, titleSuffix), siteUrl))
  }
  return redirects.length
}

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "")
