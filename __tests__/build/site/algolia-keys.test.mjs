// Builds with Algolia configured (the sync pointed at a closed port on 127.0.0.1: nothing leaves the machine).
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { readFileSync, readdirSync, statSync } from "node:fs"
import net from "node:net"
import path from "node:path"
import { after, before, test } from "node:test"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "../../../scripts/chromium.mjs"
import { createFixtureSite } from "../../../scripts/fixture-site.mjs"
import { startServer } from "../../../scripts/serve.mjs"
import { syntheticContent } from "../../../scripts/synthetic-content.mjs"

const ADMIN_KEY = `admin-sentinel-${Date.now()}`
let site
let closedPort

function build(extraEnv) {
  return spawnSync("node_modules/.bin/gatsby", ["build"], {
    cwd: site.dir,
    encoding: "utf8",
    timeout: 240_000,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
      ALGOLIA_APP_ID: "SENTINELAPP",
      ALGOLIA_ADMIN_KEY: ADMIN_KEY,
      ALGOLIA_HOSTS: `127.0.0.1:${closedPort}`,
      GATSBY_ALGOLIA_APP_ID: "SENTINELAPP",
      GATSBY_ALGOLIA_SEARCH_KEY: "public-search-only-key",
      ...extraEnv,
    },
  })
}

/** The last part of a build's output, without colours: enough to see why it failed. */
const tail = (result) => `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, "").slice(-3000)

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

before(async () => {
  site = createFixtureSite(syntheticContent(4))
  closedPort = await new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
})
after(() => site?.remove())

test("a failed push fails the build, saying why", () => {
  const result = build({})
  assert.notEqual(result.status, 0)
  assert.match(tail(result), /Algolia sync failed at list indices: no answer from 127\.0\.0\.1:\d+.*The index strata-docs still holds its previous complete state; the next build syncs again\. Set ALGOLIA_SYNC_OPTIONAL=true/s)
  // The service did not answer: nothing points at the application id.
  assert.doesNotMatch(tail(result), /application id/i)
})

// A preview's build: its own index, which its readers must search (the Chromium test below asks which).
const PREVIEW_INDEX = "strata-docs-preview-41"

test("with ALGOLIA_SYNC_OPTIONAL=true it warns loudly and builds; the admin key is nowhere in public/", () => {
  const result = build({ ALGOLIA_SYNC_OPTIONAL: "true", ALGOLIA_INDEX_NAME: PREVIEW_INDEX })
  assert.equal(result.status, 0, tail(result))
  assert.match(tail(result), /WARNING: Algolia sync failed/)
  const built = files(path.join(site.dir, "public"))
  const leaking = built.filter((file) => readFileSync(file).includes(ADMIN_KEY))
  assert.deepEqual(leaking, [])
  // The public search key does reach the bundles: the browser talks to Algolia with it.
  assert.ok(built.some((file) => file.endsWith(".js") && readFileSync(file).includes("public-search-only-key")))
})

test("in Chromium, the dialog asks the build's own Algolia index, names it in its insights, and shows a section held in several chunks once", async () => {
  // Runs on the build of the test above (keys set, sync optional, ALGOLIA_INDEX_NAME of a preview).
  assert.ok(files(path.join(site.dir, "public")).some((file) => file.endsWith("index.html")))
  const hit = (objectID, url, header, content) => ({
    objectID, url, slug: url.split("#")[0], header, content, code: "", title: "Synthetic home", hierarchy: ["Synthetic home", header],
    _highlightResult: { header: { value: header, matchLevel: "none", matchedWords: [] }, content: { value: content, matchLevel: "partial", matchedWords: ["reorder"] }, title: { value: "Synthetic home", matchLevel: "none", matchedWords: [] } },
    _snippetResult: { content: { value: content.replace("reorder", "<mark>reorder</mark>"), matchLevel: "partial" } },
  })
  const hits = [hit("/#start~1", "/#start", "Start", "First chunk about reorder points."), hit("/#start~2", "/#start", "Start", "Second chunk about reorder points."), hit("/#more", "/#more", "More", "Another reorder section.")]
  const queries = []
  const indexes = new Set()
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
  const server = await startServer(site.dir)
  try {
    const page = await browser.newPage()
    // Insights events (search-insights sends them with sendBeacon or XHR), read off the wire whatever the transport.
    const insights = []
    page.on("request", (request) => {
      if (/insights\.(\w+\.)?algolia\.io\/1\/events/.test(request.url())) insights.push(...(JSON.parse(request.postData() ?? "{}").events ?? []))
    })
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      const url = route.request().url()
      if (/insights\.(\w+\.)?algolia\.io\/1\/events/.test(url)) return route.fulfill({ status: 200, contentType: "application/json", body: "{}" })
      if (!/algolia(net)?\.(net|io)|algolianet\.com/.test(url) || !url.includes("/queries")) return route.abort()
      const body = JSON.parse(route.request().postData() ?? "{}")
      queries.push(...body.requests.map((request) => new URLSearchParams(request.params ?? "").get("query") ?? request.params?.query))
      for (const request of body.requests) indexes.add(request.indexName)
      const results = body.requests.map((request) => ({ hits, nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 5, processingTimeMS: 1, exhaustiveNbHits: true, query: "reorder", params: "", index: request.indexName }))
      return route.fulfill({ status: 200, contentType: "application/json", headers: { "access-control-allow-origin": "*" }, body: JSON.stringify({ results }) })
    })
    await page.goto(server.url + "/", { waitUntil: "networkidle" })
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
    await page.keyboard.press("Control+k")
    const input = page.getByRole("combobox", { name: "Search the documentation" })
    await input.waitFor()
    await input.fill("reorder")
    await page.getByRole("option").first().waitFor()
    assert.ok(queries.includes("reorder"), `Algolia was asked: ${JSON.stringify(queries)}`)
    assert.deepEqual([...indexes], [PREVIEW_INDEX], "the readers of a preview search the index its build synced, not production's")
    assert.deepEqual(await page.getByRole("option").evaluateAll((options) => options.map((option) => option.getAttribute("data-url"))), ["/#start", "/#more"])
    // The hits shown are reported as viewed after the insights debounce: to the same index the build synced.
    const deadline = Date.now() + 10_000
    while (insights.length === 0 && Date.now() < deadline) await page.waitForTimeout(100)
    assert.ok(insights.length > 0, "search-insights sent the viewed results")
    assert.deepEqual([...new Set(insights.map((event) => event.index))], [PREVIEW_INDEX], "insights name the preview's index")
  } finally {
    server.stop()
    await browser.close()
  }
})
