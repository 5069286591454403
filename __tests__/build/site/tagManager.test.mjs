// A build with a tag-manager container, against a fake container served on 127.0.0.1: what marketing's
// tags can see and do under the Content-Security-Policy. Nothing leaves the machine.
import assert from "node:assert/strict"
import { createHash } from "node:crypto"
import { spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import { after, before, test } from "node:test"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "../../../scripts/chromium.mjs"
import { createFixtureSite } from "../../../scripts/fixture-site.mjs"
import { startServer } from "../../../scripts/serve.mjs"
import { syntheticContent } from "../../../scripts/synthetic-content.mjs"

const CONTAINER_ID = "GTM-TEST42"
let site
let server
let browser
const origins = {}
const requests = []

// The fake container does what a real one does with tags that need no Custom HTML: reads the dataLayer
// (and wraps its push, as GTM does), loads scripts from its own origin and from others, and, like a
// Custom HTML tag, injects an inline script.
const containerScript = () => `(function () {
  var dl = window.dataLayer
  var first = dl[0]
  window.__container = { firstEntry: Object.prototype.toString.call(first), consent: first ? Array.prototype.slice.call(first) : null, events: [] }
  function record(entry) { if (entry && entry.event) window.__container.events.push(JSON.parse(JSON.stringify(entry))) }
  dl.forEach(record)
  var push = dl.push
  dl.push = function () { for (var i = 0; i < arguments.length; i++) record(arguments[i]); return push.apply(dl, arguments) }
  function load(src) { var s = document.createElement("script"); s.src = src; document.head.appendChild(s) }
  load("${origins.container}/tag.js")
  load("${origins.extra}/vendor.js")
  load("${origins.unlisted}/other.js")
  var inline = document.createElement("script")
  inline.textContent = "window.__inlineRan = true"
  document.head.appendChild(inline)
})()`

const SCRIPTS = {
  "/gtm.js": containerScript,
  "/tag.js": () => "window.__fromContainerOrigin = true",
  "/vendor.js": () => "window.__fromExtraOrigin = true",
  "/other.js": () => "window.__fromUnlistedOrigin = true",
}

function listen(name) {
  return new Promise((resolve) => {
    const fake = http.createServer((request, response) => {
      const url = new URL(request.url, "http://127.0.0.1")
      requests.push(`${name} ${url.pathname}${url.search}`)
      const body = SCRIPTS[url.pathname]
      if (!body) return response.writeHead(404).end()
      response.writeHead(200, { "Content-Type": "text/javascript" }).end(body())
    })
    fake.listen(0, "127.0.0.1", () => {
      origins[name] = `http://127.0.0.1:${fake.address().port}`
      resolve(fake)
    })
  })
}

const fakes = []
const tail = (result) => `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, "").slice(-3000)

before(async () => {
  for (const name of ["container", "extra", "unlisted"]) fakes.push(await listen(name))
  site = createFixtureSite(syntheticContent(4))
  const result = spawnSync("node_modules/.bin/gatsby", ["build"], {
    cwd: site.dir,
    encoding: "utf8",
    timeout: 240_000,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", GATSBY_GTM_ID: CONTAINER_ID, GATSBY_GTM_ORIGIN: origins.container, GTM_EXTRA_ORIGINS: origins.extra },
  })
  assert.equal(result.status, 0, tail(result))
  server = await startServer(site.dir)
  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
})

after(async () => {
  await browser?.close()
  server?.stop()
  for (const fake of fakes) fake.close()
  site?.remove()
})

/** A page that reports CSP violations and keeps every request on this machine. */
async function openPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url })
  const page = await context.newPage()
  page.violations = []
  await page.exposeFunction("__reportViolation", (line) => page.violations.push(line))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => window.__reportViolation(`${event.violatedDirective} ${event.blockedURI || "inline"}`))
  })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  return page
}

const events = (page) => page.evaluate(() => window.__container.events.filter((entry) => entry.event !== "gtm.js"))

test("the consent default reaches the container first, in gtag's arguments form, and the container loads from its origin", async () => {
  const page = await openPage()
  await page.goto(server.url + "/", { waitUntil: "networkidle" })
  await page.waitForFunction(() => window.__container)
  const container = await page.evaluate(() => window.__container)
  assert.equal(container.firstEntry, "[object Arguments]")
  assert.deepEqual(container.consent, ["consent", "default", { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }])
  assert.ok(requests.includes(`container /gtm.js?id=${CONTAINER_ID}`), requests.join("\n"))
  await page.context().close()
})

test("under the policy: scripts from the container's origin and GTM_EXTRA_ORIGINS run; another origin and inline injection are refused and reported", async () => {
  const page = await openPage()
  await page.goto(server.url + "/", { waitUntil: "networkidle" })
  await page.waitForFunction(() => window.__fromContainerOrigin && window.__fromExtraOrigin)
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
  const ran = await page.evaluate(() => ({ unlisted: window.__fromUnlistedOrigin ?? false, inline: window.__inlineRan ?? false }))
  assert.deepEqual(ran, { unlisted: false, inline: false })
  assert.ok(page.violations.some((line) => /^script-src(-elem)? inline$/.test(line)), page.violations.join("\n"))
  assert.ok(page.violations.some((line) => line.startsWith("script-src") && line.includes(`${origins.unlisted}/other.js`)), page.violations.join("\n"))
  assert.ok(!page.violations.some((line) => line.includes(origins.container) || line.includes(origins.extra)), page.violations.join("\n"))
  await page.context().close()
})

test("what the reader does arrives in the dataLayer with its fields", async () => {
  const page = await openPage()
  await page.goto(server.url + "/synthetic/section-0/page-0", { waitUntil: "networkidle" })
  await page.waitForFunction(() => window.__container && document.documentElement.hasAttribute("data-loaded"))
  // Links leaving the page are clicked, not followed: the listener after ours cancels the navigation.
  await page.evaluate(() => window.addEventListener("click", (event) => event.target.closest("a[href$='.md'], a[href^='https:']") && event.preventDefault()))

  await page.getByRole("button", { name: "Toggle dark mode" }).click()
  await page.getByRole("button", { name: "Copy page" }).click()
  await page.getByRole("button", { name: "Copied!" }).waitFor()
  await page.getByRole("link", { name: "View as Markdown" }).click()
  await page.getByRole("link", { name: "Edit this page" }).click()
  await page.getByRole("button", { name: "Copy", exact: true }).first().click()
  await page.waitForFunction(() => window.__container.events.some((entry) => entry.event === "copy_code"))

  await page.keyboard.press("Control+k")
  const input = page.getByRole("combobox", { name: "Search the documentation" })
  await input.waitFor()
  await input.pressSequentially("synthetic", { delay: 60 })
  await page.getByRole("option").first().waitFor()
  await page.waitForTimeout(1500)
  const firstUrl = await page.getByRole("option").first().getAttribute("data-url")
  await page.keyboard.press("Enter")
  await page.waitForURL(server.url + firstUrl)
  const newPage = firstUrl.split("#")[0] !== "/synthetic/section-0/page-0"
  if (newPage) await page.waitForFunction(() => window.__container.events.some((entry) => entry.event === "page_view"))

  const path = "/synthetic/section-0/page-0"
  const pushed = await events(page)
  const named = (name) => pushed.filter((entry) => entry.event === name)
  assert.deepEqual(named("theme_change"), [{ event: "theme_change", theme: "dark" }])
  assert.deepEqual(named("copy_page"), [{ event: "copy_page", page_path: path }])
  assert.deepEqual(named("view_markdown"), [{ event: "view_markdown", page_path: path }])
  assert.deepEqual(named("outbound_click").map((entry) => entry.url.startsWith("https://")), [true])
  assert.equal(named("copy_code").length, 1)
  assert.equal(named("copy_code")[0].page_path, path)
  assert.match(named("copy_code")[0].language, /^[a-z]+$/)
  // One search for the settled query, not one per keystroke.
  const searches = named("search")
  assert.equal(searches.length, 1, JSON.stringify(searches))
  assert.equal(searches[0].search_term, "synthetic")
  assert.ok(searches[0].result_count > 0)
  assert.deepEqual(named("select_search_result"), [{ event: "select_search_result", search_term: "synthetic", url: firstUrl, position: 1 }])
  if (newPage) assert.equal(named("page_view").at(-1).page_path, firstUrl.split("#")[0])
  assert.deepEqual(page.violations.filter((line) => !line.includes(origins.unlisted) && !/ inline$/.test(line)), [])
  await page.context().close()
})

test("page feedback reaches the container only once the reader's consent grants analytics", async () => {
  const page = await openPage()
  await page.goto(server.url + "/synthetic/section-0/page-0", { waitUntil: "networkidle" })
  await page.waitForFunction(() => window.__container && document.documentElement.hasAttribute("data-loaded"))
  const form = page.getByRole("form", { name: "Was this page helpful?" })
  const answer = async (choice, reason) => {
    await form.getByRole("button", { name: choice }).click()
    await form.getByRole("textbox").fill(reason)
    await form.getByRole("button", { name: "Send" }).click()
    await form.getByRole("status").filter({ hasText: "Thanks for your feedback." }).waitFor()
  }
  // The build's default is denied: the answer is thanked, and the container sees nothing.
  await answer("No", "denied")
  assert.deepEqual((await events(page)).filter((entry) => String(entry.event).startsWith("page_feedback")), [])
  // On the next visit, a consent banner grants analytics (gtag's update, in its arguments form): the answer arrives.
  await page.reload({ waitUntil: "networkidle" })
  await page.waitForFunction(() => window.__container && document.documentElement.hasAttribute("data-loaded"))
  await page.evaluate(() => {
    ;(function () {
      window.dataLayer.push(arguments)
    })("consent", "update", { analytics_storage: "granted" })
  })
  await answer("Yes", "clear")
  assert.deepEqual((await events(page)).filter((entry) => String(entry.event).startsWith("page_feedback")), [
    { event: "page_feedback", page_path: "/synthetic/section-0/page-0", helpful: "yes" },
    { event: "page_feedback_reason", page_path: "/synthetic/section-0/page-0", helpful: "yes", reason: "clear" },
  ])
  await page.context().close()
})

test("why not 'strict-dynamic': what the container injects would run, from any origin and inline", async () => {
  // The home page as built, with 'strict-dynamic' and a hashed loader added to its policy (a file no header rule names).
  const loader = `window.dataLayer=[];var s=document.createElement("script");s.src="${origins.container}/gtm.js?id=${CONTAINER_ID}";document.head.appendChild(s)`
  const hash = `'sha256-${createHash("sha256").update(loader).digest("base64")}'`
  // Served by the site's own server, not through Playwright's routing: Chromium refused the requests of a routed
  // document to 127.0.0.1 ("loopback address space", local network access) before any CSP check.
  const html = readFileSync(path.join(site.dir, "public", "index.html"), "utf8")
  const changed = html
    .replace(/(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self')/, `$1 'strict-dynamic' ${hash}`)
    .replace(/(<meta http-equiv="Content-Security-Policy"[^>]*>)/, `$1<script>${loader}</script>`)
  assert.notEqual(changed, html)
  writeFileSync(path.join(site.dir, "public", "strict-dynamic.html"), changed)
  const page = await openPage()
  await page.goto(server.url + "/strict-dynamic.html", { waitUntil: "networkidle" })
  await page.waitForFunction(() => window.__fromContainerOrigin)
  // Given time to run; if it is refused (the assertion below fails), there is nothing to wait for.
  await page.waitForFunction(() => window.__fromUnlistedOrigin, null, { timeout: 3000 }).catch(() => {})
  const ran = await page.evaluate(() => ({ unlisted: window.__fromUnlistedOrigin ?? false, inline: window.__inlineRan ?? false }))
  // Trust passes to every script a trusted script creates: from ANY origin (the allow-list is ignored), and
  // inline too (not parser-inserted, so no hash is asked for): a Custom HTML tag would run whatever it holds.
  assert.deepEqual(ran, { unlisted: true, inline: true })
  await page.context().close()
})
