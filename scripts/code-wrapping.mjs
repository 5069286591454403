// How the built pages wrap their code, measured in Chromium (the measure is scripts/code-layout.mjs, which the
// browser test __tests__/e2e/codeLayout.test.mjs gates on). For each page at 1280 and 375 px (light theme):
//  - code tokens whose characters lie on more than one line ("broken"), and those broken where the rules forbid
//    ("wrong": broken though they fit their line, or inside a word);
//  - elements of the article reaching past its right edge outside a box that scrolls them ("overflowing");
//  - tables that scroll sideways inside their region ("scrolling").
// Usage: node scripts/code-wrapping.mjs [--examples] [route ...]   (needs a build in public/; SITE_DIR=dir)
// Default routes: the generated reference pages, /reference/errors and the 5 hand-written pages with the largest
// table. It reports, it does not gate: exit 0 whatever it finds (a page that fails to load is a row saying so).
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { codeLayoutRoutes, measureCodeLayout } from "./code-layout.mjs"
import { startServer } from "./serve.mjs"

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)))
const SITE = path.resolve(process.env.SITE_DIR || ROOT)
const WIDTHS = [1280, 375]
const EXAMPLES = process.argv.includes("--examples")
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))

const started = Date.now()
const routes = named.length ? named : codeLayoutRoutes(SITE)
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer(SITE)
const rows = []
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: "light" })
    for (const route of routes) {
      const page = await context.newPage()
      try {
        await page.goto(server.url + route, { waitUntil: "load" })
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
        // Wrapping depends on the glyph widths: measure with the web fonts, not the fallback.
        await page.evaluate(() => document.fonts.ready)
        rows.push({ route, width, ...(await page.evaluate(measureCodeLayout)) })
      } catch (error) {
        rows.push({ route, width, error: error.message.split("\n")[0] })
      } finally {
        await page.close()
      }
    }
    await context.close()
  }
} finally {
  server.stop()
  await browser.close()
}

const sum = (list, pick) => list.reduce((total, row) => total + (row.error ? 0 : pick(row)), 0)
console.log("| route | width | tokens | broken | wrong | overflowing | scrolling tables |")
console.log("|---|---:|---:|---:|---:|---:|---:|")
const line = (route, width, list) =>
  `| ${route} | ${width} | ${sum(list, (r) => r.tokens)} | ${sum(list, (r) => r.broken.length)} | ${sum(list, (r) => r.wrong.length)} | ` +
  `${sum(list, (r) => r.overflowing.length)} | ${sum(list, (r) => r.scrolling.length)} |`
for (const row of rows) console.log(row.error ? `| ${row.route} | ${row.width} | error: ${row.error} | | | | |` : line(row.route, row.width, [row]))
for (const width of WIDTHS) console.log(line("**total**", width, rows.filter((row) => row.width === width)))
if (EXAMPLES) {
  console.log("\nBroken tokens, wrongly broken ones and overflowing elements (up to 5 each per page and width):")
  for (const row of rows) {
    if (row.error) continue
    const show = (label, list) => list.length && console.log(`- ${row.route} at ${row.width}, ${label}: ${list.slice(0, 5).map((t) => "`" + t + "`").join(", ")}`)
    show("broken", row.broken)
    show("wrong", row.wrong)
    show("overflowing", row.overflowing)
    show("scrolling", row.scrolling.map((region) => `${region.role} "${region.label}"${region.focusable ? "" : " not focusable"}`))
  }
}
console.log(`\n${routes.length} pages × ${WIDTHS.length} widths in ${((Date.now() - started) / 1000).toFixed(1)} s`)
