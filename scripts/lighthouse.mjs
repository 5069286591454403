// Lighthouse medians, reported (not gated: timings are noisy on a shared 2-core machine).
// Mobile preset (Lighthouse's default: Moto G class device, simulated slow 4G and 4× CPU slowdown),
// RUNS runs per page, median of each score and metric with its spread (lowest–highest), on home, two long
// guides full of code and the largest generated reference page.
// Usage: node scripts/lighthouse.mjs [route ...]   (needs a build in public/; RUNS=5 by default;
//        REPORTS=<dir> also writes each run's full report there)
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const ROUTES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/guides/pipeline", "/guides/stratadb/filters", "/reference/api-references/graphql/objects"]
const RUNS = Number(process.env.RUNS || 5)
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const spread = (values, format) => `${format(Math.min(...values))}–${format(Math.max(...values))}`

const server = await startServer()
// Lighthouse drives its own Chromium over the DevTools protocol; the flags keep it off the network.
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || ensureChromium(), chromeFlags: CHROMIUM_ARGS })
const rows = []
const failures = []
try {
  for (const route of ROUTES) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(server.url + route, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES })
      runs.push(lhr)
      // REPORTS=<dir> keeps every run's full report, to see what a figure is made of.
      if (process.env.REPORTS) {
        mkdirSync(process.env.REPORTS, { recursive: true })
        writeFileSync(path.join(process.env.REPORTS, `${route.replace(/\W+/g, "_") || "_"}-${i + 1}.json`), JSON.stringify(lhr))
      }
      for (const category of CATEGORIES.slice(1)) {
        for (const audit of lhr.categories[category].auditRefs) {
          const result = lhr.audits[audit.id]
          if (audit.weight > 0 && result.score !== null && result.score < 1) failures.push(`${route} ${category}: ${audit.id} (${result.title})`)
        }
      }
    }
    const scores = (category) => runs.map((lhr) => Math.round(lhr.categories[category].score * 100))
    const score = (category) => median(scores(category))
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue))
    const tbts = runs.map((lhr) => lhr.audits[METRICS.TBT].numericValue)
    rows.push({
      route,
      performance: `${score("performance")} (${spread(scores("performance"), String)})`,
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      FCP: `${(metric(METRICS.FCP) / 1000).toFixed(2)} s`,
      LCP: `${(metric(METRICS.LCP) / 1000).toFixed(2)} s`,
      TBT: `${Math.round(metric(METRICS.TBT))} ms (${spread(tbts, (t) => Math.round(t))})`,
      CLS: metric(METRICS.CLS).toFixed(2),
      SI: `${(metric(METRICS.SI) / 1000).toFixed(2)} s`,
    })
  }
} finally {
  await chrome.kill()
  server.stop()
}

console.log(`Lighthouse ${RUNS} runs per page, mobile preset, medians (lowest–highest for performance and TBT):\n`)
console.log("| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index |")
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for (const r of rows) console.log(`| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.FCP} | ${r.LCP} | ${r.TBT} | ${r.CLS} | ${r.SI} |`)
if (failures.length) console.log(`\nAudits below full marks (accessibility, best practices, SEO):\n${[...new Set(failures)].map((f) => `  - ${f}`).join("\n")}`)
