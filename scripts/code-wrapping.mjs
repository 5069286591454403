// How the built pages wrap their code, measured in Chromium: groundwork for the issue about names broken mid-word
// (inline code wraps with overflow-wrap: anywhere, so a long identifier can be split across two lines).
// For each page at 1280 and 375 px (light theme), it counts
//  - code tokens (runs of non-whitespace in a `code` element of main) whose characters lie on more than one line;
//    tokens of a `pre` code block in a scrolling box are left out: such a block scrolls, it cannot break them;
//  - elements of `main article` reaching more than 1 px past the article's right edge, outside any box that
//    scrolls them horizontally (what actually pushes the page sideways), and the tables among them.
// Usage: node scripts/code-wrapping.mjs [--examples] [route ...]   (needs a build in public/; SITE_DIR=dir)
// Default routes: the generated reference pages (__tests__/navigation/referenceRoutes.txt), /reference/errors,
// and the 5 hand-written pages with the largest table (columns × rows). It reports, it does not gate: exit 0
// whatever it finds (a page that fails to load is a row saying so).
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)))
const SITE = path.resolve(process.env.SITE_DIR || ROOT)
const WIDTHS = [1280, 375]
const EXAMPLES = process.argv.includes("--examples")
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))

// The largest table of a built page, as columns × rows. A regex is enough: the build writes plain <tr>/<td> tables.
function largestTable(html) {
  let largest = 0
  for (const [table] of html.matchAll(/<table[\s>][\s\S]*?<\/table>/g)) {
    const rows = table.match(/<tr[\s>][\s\S]*?<\/tr>/g) ?? []
    const columns = Math.max(0, ...rows.map((row) => (row.match(/<t[hd][\s>]/g) ?? []).length))
    largest = Math.max(largest, columns * rows.length)
  }
  return largest
}

function widestGuides(count) {
  const pub = path.join(SITE, "public")
  const pages = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      const rel = path.relative(pub, file)
      // Generated and machinery folders are not hand-written pages.
      if (entry.isDirectory() && !/^(reference|page-data|_gatsby|static|schema|search)$/.test(rel)) walk(file)
      else if (entry.name === "index.html" && rel !== "index.html") {
        const size = largestTable(readFileSync(file, "utf8"))
        if (size) pages.push({ route: "/" + path.dirname(rel).split(path.sep).join("/"), size })
      }
    }
  }
  walk(pub)
  return pages.sort((a, b) => b.size - a.size).slice(0, count).map((page) => page.route)
}

function defaultRoutes() {
  const listed = readFileSync(path.join(ROOT, "__tests__/navigation/referenceRoutes.txt"), "utf8")
    .split("\n").map((line) => line.trim()).filter((line) => line.startsWith("/"))
  return [...new Set([...listed, "/reference/errors", ...widestGuides(5)])]
}

// Runs in the page. Everything is measured in one pass so the layout is computed once per page.
function measure() {
  const main = document.querySelector("main")
  const article = document.querySelector("main article")
  const scrollsX = (el) => /auto|scroll/.test(getComputedStyle(el).overflowX)
  const tokens = { total: 0, broken: [] }
  for (const code of main ? main.querySelectorAll("code") : []) {
    if (code.parentElement.closest("code")) continue // counted with its outer code element
    if (getComputedStyle(code).whiteSpace.startsWith("pre")) {
      let box = code
      while (box && box !== main && !scrollsX(box)) box = box.parentElement
      if (box && box !== main) continue
    }
    // Tokens can straddle the highlighter's spans (`a.b` is three), so they are found in the joined text.
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
    const nodes = []
    let text = ""
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node, start: text.length })
      text += node.data
    }
    const at = (offset) => {
      let i = nodes.length - 1
      while (i > 0 && nodes[i].start > offset) i--
      return [nodes[i].node, offset - nodes[i].start]
    }
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange()
      range.setStart(...at(match.index))
      range.setEnd(...at(match.index + match[0].length - 1))
      range.setEnd(range.endContainer, range.endOffset + 1)
      const tops = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top).sort((a, b) => a - b)
      if (!tops.length) continue // not rendered (a closed tab or details): nothing to measure
      tokens.total++
      const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1] > 2).length
      if (lines > 1) tokens.broken.push(match[0])
    }
  }
  const overflowing = { count: 0, tables: 0 }
  if (article) {
    const right = article.getBoundingClientRect().right
    for (const el of article.querySelectorAll("*")) {
      if (el.getBoundingClientRect().right <= right + 1) continue
      let box = el.parentElement
      while (box && box !== article && !(scrollsX(box) && box.scrollWidth > box.clientWidth)) box = box.parentElement
      if (box && box !== article) continue
      overflowing.count++
      if (el.tagName === "TABLE") overflowing.tables++
    }
  }
  return { tokens: tokens.total, broken: tokens.broken, overflowing }
}

const started = Date.now()
const routes = named.length ? named : defaultRoutes()
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
        rows.push({ route, width, ...(await page.evaluate(measure)) })
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
console.log("| route | width | broken tokens | tokens | overflowing elements (tables) |")
console.log("|---|---:|---:|---:|---:|")
for (const row of rows) {
  if (row.error) console.log(`| ${row.route} | ${row.width} | error: ${row.error} | | |`)
  else console.log(`| ${row.route} | ${row.width} | ${row.broken.length} | ${row.tokens} | ${row.overflowing.count} (${row.overflowing.tables}) |`)
}
for (const width of WIDTHS) {
  const of = rows.filter((row) => row.width === width)
  console.log(`| **total** | ${width} | ${sum(of, (r) => r.broken.length)} | ${sum(of, (r) => r.tokens)} | ${sum(of, (r) => r.overflowing.count)} (${sum(of, (r) => r.overflowing.tables)}) |`)
}
if (EXAMPLES) {
  console.log("\nBroken tokens (up to 5 per page and width):")
  for (const row of rows) {
    if (row.broken?.length) console.log(`- ${row.route} at ${row.width}: ${row.broken.slice(0, 5).map((t) => "`" + t + "`").join(", ")}`)
  }
}
console.log(`\n${routes.length} pages × ${WIDTHS.length} widths in ${((Date.now() - started) / 1000).toFixed(1)} s`)
