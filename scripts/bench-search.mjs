// Search budgets, measured in Chromium on a built site: what the first search downloads (gzip, dialog
// chunk included, Gatsby's prefetch of result pages apart), what each further distinct query adds, the
// index's size on disk, and type-to-results time of the local engine with its files cached (p50/p95 of
// its User Timing entries while a reader types every query key by key). First (scripts/search-latency.mjs):
// Ctrl+K → focused input at 4× CPU before and after hydration, complete query → results uncached and
// cached, sequential round trips at 50 ms of emulated latency.
// Usage: node scripts/bench-search.mjs             this site (public/)
//        SYNTHETIC_SITE=<dir> node scripts/bench-search.mjs   also a site kept by `bench-build.mjs --keep 10000`:
//        its search index, answered to this site's pages, so the engine measured is this build's.
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { measureFirstSearch, searchInput, typeQuery } from "./first-search.mjs"
import { measureOpen, measureQueries } from "./search-latency.mjs"
import { startServer } from "./serve.mjs"

const SITE_QUERIES = ["workspace", "syncCursors", "retry webhok", "bulk upsert", "X-Supplier-Signature", "how do I rotate a secret", "vector search", "permission condition", "stratactl manifest apply", "csv import", "id token", "schedule cron"]
const SYNTHETIC_QUERIES = ["workspace", "rotation secret", "webhook retry", "supplierInvoice", "carrier shipment", "vector embedding", "timeout", "bucket archive", "tokenRefresh", "warehouse stock", "canary rollout", "cursor page"]
const BUDGET = { firstKb: 80, furtherKb: 15, siteP95: 16, syntheticFirstKb: 150, syntheticP95: 50, openMs: 50, uncachedP95: 100, cachedP95: 16, roundTrips: 2 }
const kb = (bytes) => (bytes / 1024).toFixed(1)

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function diskSize(dir) {
  let raw = 0
  let gzip = 0
  let files = 0
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      const inner = diskSize(full)
      raw += inner.raw
      gzip += inner.gzip
      files += inner.files
    } else {
      const body = readFileSync(full)
      raw += body.length
      gzip += gzipSync(body).length
      files++
    }
  }
  return { raw, gzip, files }
}

async function openSite(browser, url, indexDir) {
  const context = await browser.newContext()
  if (indexDir) {
    await context.route("**/search/**", (route) => {
      const file = path.join(indexDir, decodeURIComponent(new URL(route.request().url()).pathname.slice("/search/".length)))
      try {
        route.fulfill({ status: 200, contentType: "application/json", body: readFileSync(file) })
      } catch {
        route.fulfill({ status: 404, body: "" })
      }
    })
  }
  const page = await context.newPage()
  await page.goto(url + "/", { waitUntil: "networkidle" })
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
  return page
}

async function measureSite(browser, url, queries, indexDir) {
  // First search: a fresh page per query, so each is a first search.
  const firsts = []
  for (const query of queries.slice(0, 4)) {
    const page = await openSite(browser, url, indexDir)
    const { first, downloads } = await measureFirstSearch(page, query)
    downloads.stop()
    firsts.push({ query, ...first })
    await page.context().close()
  }
  // Further distinct queries, then every query again key by key with the files cached, timed.
  const page = await openSite(browser, url, indexDir)
  const { downloads } = await measureFirstSearch(page, queries[0])
  const further = []
  for (const query of queries.slice(1)) {
    await typeQuery(page, query)
    further.push((await downloads.take()).index)
  }
  // Twice: the first pass loads what each prefix needs, the second is timed with every file cached.
  for (const pass of [1, 2]) {
    await page.evaluate(() => performance.clearMeasures("strata-search"))
    for (const query of queries) {
      await searchInput(page).fill("")
      for (let end = 1; end <= query.length; end++) {
        const count = await page.evaluate(() => performance.getEntriesByName("strata-search").length)
        await searchInput(page).fill(query.slice(0, end))
        await page.waitForFunction((n) => performance.getEntriesByName("strata-search").length > n, count, { timeout: 30_000 }).catch(() => undefined)
        if (pass === 1) await page.waitForLoadState("networkidle")
      }
    }
  }
  const durations = await page.evaluate(() => performance.getEntriesByName("strata-search").map((entry) => entry.duration))
  await page.context().close()
  return { firsts, further, durations }
}

function report(name, dir, result, budgets) {
  const disk = diskSize(path.join(dir, "public", "search"))
  const meanFurther = result.further.reduce((a, b) => a + b, 0) / result.further.length
  console.log(`\n## ${name}`)
  console.log(`Index on disk: ${disk.files} files, ${(disk.raw / 1024 / 1024).toFixed(2)} MB (${(disk.gzip / 1024 / 1024).toFixed(2)} MB gzip, file by file)`)
  console.log(`| first query | total KB gz (≤ ${budgets.first}) | scripts (dialog) | index | index files | prefetch (not counted) |`)
  console.log("|---|---:|---:|---:|---:|---:|")
  for (const f of result.firsts) console.log(`| ${f.query} | ${kb(f.total)} | ${kb(f.scripts)} | ${kb(f.index)} | ${f.indexFiles.length} | ${kb(f.prefetch)} |`)
  console.log(`Each further distinct query: ${kb(meanFurther)} KB gz on average (≤ ${BUDGET.furtherKb}), ${result.further.map(kb).join(", ")}`)
  console.log(`Type-to-results with files cached: ${result.durations.length} searches, p50 ${percentile(result.durations, 50).toFixed(2)} ms, p95 ${percentile(result.durations, 95).toFixed(2)} ms (≤ ${budgets.p95}), max ${Math.max(...result.durations).toFixed(2)} ms`)
}

const median = (values) => percentile(values, 50)
const ms = (value) => (value === null || value === undefined ? "never (5 s)" : `${value.toFixed(1)} ms`)

/** What a reader feels: the shortcut's open delay, complete query → results (uncached, cached), round trips at 50 ms RTT. */
async function reportFeel(browser, url) {
  console.log("\n## Shortcut and query latency (Chromium, loopback)")
  for (const phase of ["early", "hydrated"]) {
    const runs = []
    for (let i = 0; i < 5; i++) runs.push(await measureOpen(browser, url, phase))
    const label = phase === "early" ? "at domcontentloaded (before hydration)" : "after hydration"
    console.log(`Ctrl+K → visible focused input, 4× CPU, ${label}: median ${ms(runs.some((r) => r === null) ? null : median(runs))} (runs: ${runs.map(ms).join(", ")}; ≤ ${BUDGET.openMs} ms)`)
  }
  // Each query on a fresh page, FEEL_ROUNDS times (3 by default): one sample per query swings with the machine.
  const uncached = []
  const cached = []
  for (let round = 0; round < Number(process.env.FEEL_ROUNDS || 3); round++) {
    const measured = await measureQueries(browser, url, SITE_QUERIES)
    uncached.push(...measured.uncached)
    cached.push(...measured.cached)
  }
  const stats = (list) => (list.length ? `p50 ${percentile(list.map((r) => r.ms), 50).toFixed(1)} ms, p95 ${percentile(list.map((r) => r.ms), 95).toFixed(1)} ms` : "no answers")
  console.log(`Complete query → first results, files not cached: ${uncached.length} answers to ${SITE_QUERIES.length} queries, ${stats(uncached)} (p95 ≤ ${BUDGET.uncachedP95} ms); index requests ${uncached.slice(0, SITE_QUERIES.length).map((r) => r.requests).join(", ")}`)
  console.log(`Complete query → first results, files cached: ${cached.length} queries, ${stats(cached)} (p95 ≤ ${BUDGET.cachedP95} ms)`)
  const slow = await measureQueries(browser, url, SITE_QUERIES.slice(0, 6), { latencyMs: 50 })
  console.log(`At 50 ms emulated latency, typed key by key: sequential round trips after the last key ${slow.uncached.map((r) => `${r.query} ${r.roundTrips}`).join(", ")} (≤ ${BUDGET.roundTrips}); ${stats(slow.uncached)}`)
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer()
try {
  await reportFeel(browser, server.url)
  // FEEL_ONLY=1: the shortcut and latency figures only (the byte and per-key figures take minutes more).
  if (!process.env.FEEL_ONLY) report("This site", ".", await measureSite(browser, server.url, SITE_QUERIES), { first: BUDGET.firstKb, p95: BUDGET.siteP95 })
  const synthetic = process.env.SYNTHETIC_SITE
  if (synthetic && !process.env.FEEL_ONLY) {
    const indexDir = path.join(synthetic, "public", "search")
    report(`Synthetic site (${synthetic})`, synthetic, await measureSite(browser, server.url, SYNTHETIC_QUERIES, indexDir), { first: BUDGET.syntheticFirstKb, p95: BUDGET.syntheticP95 })
  }
} finally {
  server.stop()
  await browser.close()
}
