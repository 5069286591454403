// Byte budgets, measured as Chromium loads the production build, gating CI (exit 1 when over):
// first-load JavaScript ≤ 80 KB gzip (every script the page runs before it is idle: the files it
// fetches plus its inline scripts), CSS ≤ 20 KB gzip (stylesheets plus the inline critical <style>),
// HTML ≤ 60 KB gzip, the search bootstrap (the inline script after the search shell) ≤ 1.5 KB gzip, and what the explorer's first Run loads ≤ 150 KB gzip. One row per page type (home, guide, reference, tutorial): the type's heaviest
// page by HTML, which also carries the most styles and the biggest page data.
// Usage: node scripts/budgets.mjs (needs a build in public/; SITE_DIR= for another site).
import { readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { chromium } from "playwright-core"
import { builtPages } from "./built-pages.mjs"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

export const BUDGETS_KB = { js: 80, css: 20, html: 60, searchBootstrap: 1.5, diagram: 15, explorer: 150 }
const PUBLIC = path.join(process.env.SITE_DIR || ".", "public")
const TYPES = { home: /^\/$/, guide: /^\/guides\//, reference: /^\/reference\//, tutorial: /^\/tutorials\// }
const gz = (text) => gzipSync(text).length
const kb = (bytes) => (bytes / 1024).toFixed(1)

const all = builtPages(PUBLIC).map((page) => ({ ...page, html: gz(readFileSync(page.file)) }))
if (all.length === 0) throw new Error(`No pages in ${PUBLIC}: build first`)
const heaviest = (list) => list.reduce((a, b) => (b.html > a.html ? b : a))
const rows = Object.entries(TYPES).map(([type, pattern]) => ({ type, ...heaviest(all.filter((page) => pattern.test(page.route))) }))
const heaviestOverall = heaviest(all)

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer(process.env.SITE_DIR || ".")
const over = []
console.log(`| page type | heaviest page | JS files | JS (KB gz, ≤ ${BUDGETS_KB.js}) | CSS (KB gz, ≤ ${BUDGETS_KB.css}) | HTML (KB gz, ≤ ${BUDGETS_KB.html}) |`)
console.log("|---|---|---:|---:|---:|---:|")
try {
  for (const row of rows) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const bodies = { script: [], stylesheet: [] }
    const pending = []
    page.on("response", (response) => {
      const type = response.request().resourceType()
      if (type in bodies) pending.push(response.body().then((body) => bodies[type].push(gz(body)), () => {}))
    })
    await page.goto(server.url + row.route, { waitUntil: "load" })
    // Hydrated (the app marks <html>), then quiet: everything the first load runs has arrived.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
    await page.waitForLoadState("networkidle")
    await Promise.all(pending)
    const inline = await page.evaluate(() => ({
      scripts: [...document.querySelectorAll("script:not([src])")].filter((s) => !s.type || /javascript|module/.test(s.type)).map((s) => s.textContent),
      styles: [...document.querySelectorAll("style")].map((s) => s.textContent),
    }))
    await page.close()
    const sum = (list) => list.reduce((a, b) => a + b, 0)
    const js = sum(bodies.script) + gz(inline.scripts.join("\n"))
    const css = sum(bodies.stylesheet) + gz(inline.styles.join("\n"))
    for (const [name, bytes] of [["js", js], ["css", css], ["html", row.html]]) {
      if (bytes > BUDGETS_KB[name] * 1024) over.push(`${row.type} ${row.route}: ${name} ${kb(bytes)} KB gzip > ${BUDGETS_KB[name]} KB`)
    }
    console.log(`| ${row.type} | ${row.route} | ${bodies.script.length} | ${kb(js)} | ${kb(css)} | ${kb(row.html)} |`)
  }
} finally {
  server.stop()
  await browser.close()
}
// The search bootstrap: the inline script right after the search shell, the same in every page.
const shellHtml = readFileSync(heaviestOverall.file, "utf8")
const bootstrap = /<div id="search-shell"[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(shellHtml)?.[1]
if (bootstrap === undefined) over.push(`${heaviestOverall.route}: no search shell and bootstrap in the HTML`)
else {
  console.log(`\nSearch bootstrap: ${gz(bootstrap)} B gzip (≤ ${BUDGETS_KB.searchBootstrap * 1024} B)`)
  if (gz(bootstrap) > BUDGETS_KB.searchBootstrap * 1024) over.push(`search bootstrap ${gz(bootstrap)} B gzip > ${BUDGETS_KB.searchBootstrap} KB`)
}
console.log(`\nHTML of the heaviest of ${all.length} pages: ${heaviestOverall.route}, ${kb(heaviestOverall.html)} KB gzip (≤ ${BUDGETS_KB.html})`)
if (heaviestOverall.html > BUDGETS_KB.html * 1024) over.push(`${heaviestOverall.route}: html ${kb(heaviestOverall.html)} KB gzip > ${BUDGETS_KB.html} KB`)
// Each diagram as the HTML carries it (its figure, the SVG inline), gzip on its own.
const diagrams = all.flatMap((page) =>
  [...readFileSync(page.file, "utf8").matchAll(/<figure data-diagram[\s\S]*?<\/figure>/g)].map((match) => ({
    route: page.route,
    title: /<figcaption>([^<]*)<\/figcaption>/.exec(match[0])?.[1] ?? "?",
    bytes: gz(match[0]),
  })),
)
if (diagrams.length) {
  console.log(`\n| diagram | page | KB gz (≤ ${BUDGETS_KB.diagram}) |\n|---|---|---:|`)
  for (const diagram of diagrams) {
    console.log(`| ${diagram.title} | ${diagram.route} | ${kb(diagram.bytes)} |`)
    if (diagram.bytes > BUDGETS_KB.diagram * 1024) over.push(`${diagram.route}: diagram "${diagram.title}" ${kb(diagram.bytes)} KB gzip > ${BUDGETS_KB.diagram} KB`)
  }
}
// What the first Run loads: the explorer's chunk group (webpack's stats name its files) and the heaviest page's
// plan with the world it replays in.
const stats = JSON.parse(readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8"))
const explorerFiles = (stats.namedChunkGroups?.explorer?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"))
if (explorerFiles.length) {
  const code = explorerFiles.reduce((sum, name) => sum + gz(readFileSync(path.join(PUBLIC, name))), 0)
  const planFiles = builtPages(PUBLIC).map((page) => path.join(PUBLIC, "explorer", `${page.route.replace(/\/+$/, "") || "/index"}.json`))
  const plans = planFiles.flatMap((file) => { try { return [readFileSync(file, "utf8")] } catch { return [] } })
  const heaviestPlan = plans.reduce((a, b) => (gz(b) > gz(a) ? b : a), "{}")
  const world = JSON.parse(heaviestPlan).world
  const data = gz(heaviestPlan) + (world ? gz(readFileSync(path.join(PUBLIC, world), "utf8")) : 0)
  const total = code + data
  console.log(`\nExplorer on the first Run: code ${kb(code)} KB gzip in ${explorerFiles.length} files, the heaviest page's plan and the world ${kb(data)} KB: ${kb(total)} KB (≤ ${BUDGETS_KB.explorer})`)
  if (total > BUDGETS_KB.explorer * 1024) over.push(`explorer on the first Run: ${kb(total)} KB gzip > ${BUDGETS_KB.explorer} KB`)
} else over.push("no explorer chunk in webpack.stats.json: the first Run would load nothing")
if (over.length) {
  console.error(`Over budget:\n${over.map((line) => `  - ${line}`).join("\n")}`)
  process.exit(1)
}
console.log("All byte budgets met.")
