// A moved page (content/redirects.yaml) on the built site: the old URL still lands on the new page, whichever way it is
// reached (the host's 301, Gatsby's router, the fallback page with JavaScript off), and is nowhere a reader searches.
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import { after, before, test } from "node:test"
import { BASE_URL, builtRedirects, launch, openPage, visit } from "./browser.mjs"

const OLD = "/guides/function/sending-request"
const NEW = "/guides/function/sending-requests"
const SITE_DIR = process.env.SITE_DIR || "."

let browser
before(async () => {
  browser = await launch()
})
after(() => browser?.close())

/** Where the #anchor's heading sits from the top of the window (the layout scrolls it 100 px below the top). */
const headingTop = (page, id) => page.evaluate((anchor) => document.getElementById(anchor)?.getBoundingClientRect().top, id)

test("the build redirects the moved page's old path and its Markdown twin's, to the new ones", () => {
  const rules = builtRedirects()
  assert.deepEqual(rules.find((redirect) => redirect.from === OLD), { from: OLD, to: NEW, status: 301 })
  assert.deepEqual(rules.find((redirect) => redirect.from === `${OLD}.md`), { from: `${OLD}.md`, to: `${NEW}.md`, status: 301 })
})

test("npm run serve answers the old URL with 301 and Location, as Netlify and Cloudflare Pages do, keeping the query", async () => {
  const response = await fetch(`${BASE_URL}${OLD}?lang=cue`, { redirect: "manual" })
  assert.equal(response.status, 301)
  assert.equal(response.headers.get("location"), `${NEW}?lang=cue`)
  assert.equal((await fetch(`${BASE_URL}/_redirects`)).status, 404, "the rules file is for the host")
  // llms.txt listed the old twin: language models and their readers land on the new one.
  const twin = await fetch(`${BASE_URL}${OLD}.md`, { redirect: "manual" })
  assert.equal(twin.status, 301)
  assert.equal(twin.headers.get("location"), `${NEW}.md`)
})

test("a reader opening the old URL with an anchor lands on the new page at that heading", async () => {
  const page = await openPage(browser)
  const response = await page.goto(`${BASE_URL}${OLD}#set-a-timeout`, { waitUntil: "networkidle" })
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
  const first = response.request().redirectedFrom()
  assert.ok(first, "the old URL was redirected")
  assert.equal((await first.response()).status(), 301)
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, `${NEW}#set-a-timeout`)
  assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Sending requests")
  const top = await headingTop(page, "set-a-timeout")
  assert.ok(top !== undefined && top >= 0 && top < 200, `the heading is in view at the top (${top} px)`)
  assert.deepEqual(page.problems, [])
  await page.context().close()
})

test("a client navigation to the old path (a link on an older page) lands on the new page without a reload", async () => {
  const page = await openPage(browser)
  await visit(page, "/guides/function/overview")
  await page.evaluate((old) => {
    window.__samePage = true
    const link = Object.assign(document.createElement("a"), { href: `${old}#retry-failed-requests`, textContent: "Old link to retries" })
    document.querySelector("main article, main")?.prepend(link)
  }, OLD)
  await page.getByRole("link", { name: "Old link to retries" }).click()
  await page.waitForURL((url) => url.pathname === NEW)
  await page.getByRole("heading", { level: 1, name: "Sending requests" }).waitFor()
  assert.equal(new URL(page.url()).hash, "#retry-failed-requests")
  assert.equal(await page.evaluate(() => window.__samePage), true, "Gatsby's router redirected in the page, no reload")
  assert.deepEqual(page.problems, [])
  await page.context().close()
})

test("the fallback page at the old path sends a reader on with JavaScript off, and keeps the anchor with it on", async () => {
  const fallback = `${OLD}/index.html`
  const html = await (await fetch(BASE_URL + fallback)).text()
  assert.match(html, /<meta name="robots" content="noindex" \/>/)
  assert.match(html, new RegExp(`<link rel="canonical" href="https?://[^"]+${NEW}" />`))
  assert.match(html, /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src[^"]*'sha256-/, "the same CSP as every page, with its script's hash")

  const noScript = await openPage(browser, { javaScriptEnabled: false })
  await noScript.goto(BASE_URL + fallback)
  await noScript.waitForURL((url) => url.pathname === NEW)
  assert.equal(await noScript.getByRole("heading", { level: 1 }).textContent(), "Sending requests")
  await noScript.context().close()

  const page = await openPage(browser)
  await page.goto(`${BASE_URL}${fallback}#network-rules`)
  await page.waitForURL((url) => url.pathname === NEW && url.hash === "#network-rules")
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
  assert.deepEqual(page.problems, [], "the fallback's script runs under the CSP")
  await page.context().close()
})

test("the old path is in no sitemap, no llms.txt and no search record", async () => {
  const oldPath = new RegExp(`${OLD}(?![a-z-])`)
  const index = await (await fetch(`${BASE_URL}/sitemap-index.xml`)).text()
  for (const loc of index.matchAll(/<loc>[^<]*?(\/sitemap-[^<]+)<\/loc>/g)) {
    const xml = await (await fetch(BASE_URL + loc[1])).text()
    assert.ok(xml.includes(NEW) && !oldPath.test(xml), loc[1])
  }
  for (const file of ["/llms.txt", "/llms-full.txt"]) {
    const text = await (await fetch(BASE_URL + file)).text()
    assert.ok(text.includes(NEW) && !oldPath.test(text), file)
  }
  const records = readFileSync(`${SITE_DIR}/.cache/search-records.json`, "utf8")
  assert.ok(records.includes(NEW) && !oldPath.test(records), "the records the Algolia sync sends")
})
