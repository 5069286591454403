// The pages of a build a reader can open: each index.html under public/, not Gatsby's own folders
// (page data, slices, static assets) and not the fallback pages of old paths (content/redirects.yaml), which only
// send the reader on. Shared by the byte budgets, the HTML check and the browser tests.
import { readFileSync, readdirSync, statSync } from "node:fs"
import path from "node:path"

const GATSBY_FOLDERS = new Set(["_gatsby", "page-data", "static"])

// src/build/hosting/redirectPage.ts marks its pages with this <meta>.
const REDIRECT_MARK = '<meta name="strata-redirect"'

/** [{ route, file }] of every index.html under `publicDir` ("/" for the top one), in folder order; `redirects` lists the fallback pages instead. */
export function builtPages(publicDir, { redirects = false } = {}, route = "") {
  return readdirSync(publicDir).flatMap((name) => {
    const full = path.join(publicDir, name)
    if (!statSync(full).isDirectory()) {
      return name === "index.html" && readFileSync(full, "utf8").includes(REDIRECT_MARK) === redirects ? [{ route: route || "/", file: full }] : []
    }
    return route === "" && GATSBY_FOLDERS.has(name) ? [] : builtPages(full, { redirects }, `${route}/${name}`)
  })
}

/**
 * The bundles a built page loads at first, in order: Gatsby's `<script src>` tags, which the build replaces by an
 * inline loader that adds them after the first paint (src/build/hosting/bundlesAfterFirstPaint.ts).
 */
export function firstLoadScripts(html) {
  const tags = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1])
  const loader = /<script id="strata-bundles">.*?(\["[^\]]*\])/.exec(html)
  return [...tags, ...(loader ? JSON.parse(loader[1]) : [])]
}
