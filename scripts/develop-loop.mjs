// A writer's loop, measured the way a writer feels it: `gatsby develop` on a copy of the site, a page open in
// Chromium, then a save and the time until the browser shows it. Three kinds of edit, RUNS times each (default 5):
// a sentence added to a page, a line added to one of its GraphQL examples, and a title changed in the
// navigation tree. Also develop's cold start (spawn to the first page served). Prints the medians.
//
//   node scripts/develop-loop.mjs [--runs 5] [--json out.json] [--log develop.log]
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { createFixtureSite, startDevelop } from "./fixture-site.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const RUNS = Number(option("--runs", 5))
const JSON_OUT = option("--json")
const LOG_OUT = option("--log")

const PAGE = "content/docs/getting-started/graphql.mdx"
const ROUTE = "/getting-started/graphql"
const NAVIGATION = "content/navigation.ts"
const NAV_TITLE = '{ title: "Core concepts", href: "/getting-started/core-concepts" }'
const TIMEOUT_MS = 120_000

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export async function measureDevelopLoop({ runs = RUNS, log = console.log } = {}) {
  const site = createFixtureSite({}, { copyContent: true })
  const port = 8900 + (process.pid % 90)
  const base = `http://127.0.0.1:${port}`
  const started = Date.now()
  const { child, output } = startDevelop(site.dir, port)
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
  try {
    for (;;) {
      if (/success Building development bundle/.test(output())) break
      if (child.exitCode !== null || Date.now() - started > 600_000) throw new Error(`develop did not start:\n${output().slice(-3000)}`)
      await sleep(200)
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(base + ROUTE, { waitUntil: "load", timeout: TIMEOUT_MS })
    await page.waitForSelector("main h1", { timeout: TIMEOUT_MS })
    const coldStartMs = Date.now() - started
    log(`develop: cold start to the first page shown ${(coldStartMs / 1000).toFixed(1)} s`)
    const file = (name) => path.join(site.dir, name)
    const edit = (name, change) => writeFileSync(file(name), change(readFileSync(file(name), "utf8")))
    // The time from the save to the browser showing `marker` inside `selector`.
    const shown = async (selector, marker, save) => {
      const at = Date.now()
      save()
      await page.waitForFunction(([css, text]) => document.querySelector(css)?.textContent.includes(text), [selector, marker], { timeout: TIMEOUT_MS, polling: 50 })
      return Date.now() - at
    }
    const kinds = {
      prose: (i) => shown("main", `Measured sentence ${i}.`, () => edit(PAGE, (text) => `${text}\nMeasured sentence ${i}.\n`)),
      example: (i) => shown("main", `# measured edit ${i}`, () => edit(PAGE, (text) => text.replace("```graphql\n", `\`\`\`graphql\n# measured edit ${i}\n`))),
      navigation: (i) =>
        shown('nav[aria-label="Main"]', `Core concepts ${i}`, () => edit(NAVIGATION, (text) => text.replace(/\{ title: "Core concepts[^"]*", href: "\/getting-started\/core-concepts" \}/, NAV_TITLE.replace("Core concepts", `Core concepts ${i}`)))),
    }
    const results = { coldStartMs }
    for (const [kind, run] of Object.entries(kinds)) {
      const times = []
      for (let i = 1; i <= runs; i++) {
        // Let develop settle after the last save, as a writer reads before the next edit.
        await sleep(1500)
        times.push(await run(`${kind}-${i}`))
      }
      results[kind] = { medianMs: median(times), runsMs: times }
      log(`develop: ${kind} edit, save to browser, median of ${runs}: ${(median(times) / 1000).toFixed(2)} s (${times.map((t) => (t / 1000).toFixed(2)).join(", ")})`)
    }
    return results
  } finally {
    await browser.close()
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.on("exit", resolve))
      process.kill(-child.pid, "SIGTERM")
      await Promise.race([exited, sleep(10_000)])
    }
    if (LOG_OUT) writeFileSync(LOG_OUT, output())
    rmSync(site.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureDevelopLoop()
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 2) + "\n")
}
