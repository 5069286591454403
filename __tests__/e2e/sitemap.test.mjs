import assert from "node:assert/strict"
import { execSync } from "node:child_process"
import { test } from "node:test"
import { BASE_URL, readerRoutes as routes } from "./browser.mjs"

// Each page's lastmod is its last commit's date; a build without git history (a tarball) has none.
const hasGitHistory = (() => {
  try {
    return execSync("git log -1 --format=%cI -- content/docs", { cwd: process.env.SITE_DIR || ".", encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() !== ""
  } catch {
    return false
  }
})()

const locations = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]))

test("robots.txt allows crawling and points at the sitemap; every route is listed once and every listed route answers", async () => {
  const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text()
  assert.match(robots, /^User-agent: \*$/m)
  const sitemapUrl = new URL(/^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? "missing")
  const index = await (await fetch(BASE_URL + sitemapUrl.pathname)).text()
  const listed = []
  for (const sitemap of locations(index)) {
    const response = await fetch(BASE_URL + sitemap.pathname)
    assert.equal(response.status, 200, sitemap.pathname)
    const xml = await response.text()
    listed.push(...locations(xml))
    if (hasGitHistory) {
      const entries = xml.match(/<url>.*?<\/url>/g) ?? []
      const dated = entries.filter((entry) => /<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/.test(entry))
      assert.equal(dated.length, entries.length, "every page has its last commit's date as lastmod")
    }
  }
  const paths = listed.map((url) => url.pathname)
  assert.equal(new Set(listed.map((url) => url.origin)).size, 1, "one site URL for every entry")
  assert.equal(listed[0].origin, sitemapUrl.origin, "the sitemap and robots.txt name the same site")
  assert.equal(paths.length, new Set(paths).size, "a route is listed twice")
  assert.deepEqual([...paths].sort(), [...routes].sort(), "the sitemap lists exactly the reader's routes")
  for (const path of paths) {
    const response = await fetch(BASE_URL + path)
    assert.equal(response.status, 200, `${path} is in the sitemap but does not answer`)
  }
})
