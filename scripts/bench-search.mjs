// Search budgets, measured in Chromium on the built site: the embedded index's transfer size (gzip), and
// query latency after the index is loaded (p50/p95 of the local engine, from its User Timing entries),
// on this site's index and on a generated index of 10,000 sections. Usage: node scripts/bench-search.mjs
import { readdirSync, readFileSync } from "node:fs"
import { gzipSync } from "node:zlib"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const QUERIES = ["workspace", "stratactl manifest apply", "filters operators", "bulk upsert", "id token", "executor webhook", "secret rotation", "vector search", "permissions condition", "timeouts", "csv import", "terraform provider", "pipeline steps", "schedule cron", "auth0"]
const WORDS = "strata workspace application namespace schema record field index filter permission pipeline resolver executor trigger event webhook schedule function secret token identity provider query mutation version region endpoint request cursor limit timeout retry validation hook product inventory order supplier category".split(" ")

/** A packed index (format 1) of `count` sections over 1,000 pages of generated prose. */
function syntheticIndex(count) {
  const word = (i) => WORDS[(i * 7919) % WORDS.length]
  const text = (seed, n) => Array.from({ length: n }, (_, i) => word(seed * 31 + i * 17)).join(" ")
  const pages = Array.from({ length: 1000 }, (_, p) => [`/synthetic/page-${p}`, `Synthetic ${text(p, 3)}`])
  const sections = Array.from({ length: count }, (_, s) => [s % 1000, `section-${s}`, text(s, 4), text(s + 7, 30), ""])
  return JSON.stringify({ format: 1, pages, sections })
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function measure(browser, url, indexBody) {
  const page = await browser.newPage()
  if (indexBody) await page.route("**/search/index.*.json", (route) => route.fulfill({ status: 200, contentType: "application/json", body: indexBody }))
  await page.goto(url + "/", { waitUntil: "networkidle" })
  await page.keyboard.press("Control+k")
  const input = page.getByRole("combobox", { name: "Search the documentation" })
  await input.waitFor()
  // Warm up: the first query waits for the index to download and the engine to build.
  await input.fill("warm")
  await page.waitForFunction(() => performance.getEntriesByName("strata-search").length > 0, undefined, { timeout: 60_000 })
  await page.evaluate(() => performance.clearMeasures("strata-search"))
  let expected = 0
  for (const query of QUERIES) {
    // As a reader types: every prefix from two characters on is a search.
    for (let end = 2; end <= query.length; end++) {
      await input.fill(query.slice(0, end))
      expected++
      await page.waitForFunction((n) => performance.getEntriesByName("strata-search").length >= n, expected)
    }
  }
  const durations = await page.evaluate(() => performance.getEntriesByName("strata-search").map((entry) => entry.duration))
  await page.close()
  return { queries: durations.length, p50: percentile(durations, 50), p95: percentile(durations, 95), max: Math.max(...durations) }
}

const indexFile = readdirSync("public/search").find((name) => /^index\.[0-9a-f]+\.json$/.test(name))
const raw = readFileSync(`public/search/${indexFile}`)
const sections = JSON.parse(raw).sections.length
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer()
try {
  const site = await measure(browser, server.url)
  const synthetic = await measure(browser, server.url, syntheticIndex(10_000))
  console.log(`Embedded index: ${sections} sections, ${(raw.length / 1024).toFixed(1)} KB, ${(gzipSync(raw, { level: 9 }).length / 1024).toFixed(1)} KB gzip (budget 80)`)
  console.log("| index | queries | p50 (ms) | p95 (ms) | max (ms) | budget p95 |")
  console.log("|---|---:|---:|---:|---:|---:|")
  console.log(`| this site (${sections} sections) | ${site.queries} | ${site.p50.toFixed(2)} | ${site.p95.toFixed(2)} | ${site.max.toFixed(2)} | 5 |`)
  console.log(`| synthetic (10,000 sections) | ${synthetic.queries} | ${synthetic.p50.toFixed(2)} | ${synthetic.p95.toFixed(2)} | ${synthetic.max.toFixed(2)} | 16 |`)
} finally {
  server.stop()
  await browser.close()
}
