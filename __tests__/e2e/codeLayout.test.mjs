// The reference and the pages with the widest tables, read at 1280 and 375 px: no code token broken inside a word or
// broken where it fits its line, nothing wider than the article unless a region scrolls it, each table that scrolls
// in a focusable region named for it, and HTML_CodeSniffer finds no WCAG 2 AA error in either theme (axe runs on
// every page in pages.test.mjs). The measure is scripts/code-layout.mjs, which scripts/code-wrapping.mjs reports with.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { codeLayoutRoutes, measureCodeLayout } from "../../scripts/code-layout.mjs"
import { codeSnifferErrorsInBothThemes, launch, openPage, visit } from "./browser.mjs"

const routes = codeLayoutRoutes(process.env.SITE_DIR || ".")
let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

for (const width of [1280, 375]) {
  describe(`code and tables at ${width} px`, () => {
    let page
    before(async () => (page = await openPage(browser, { width })))
    after(() => page?.context().close())

    test(`${routes.length} pages: tokens whole or broken at their own boundaries when wider than their line; no overflow; scrolling tables in named regions`, async () => {
      assert.ok(routes.length >= 40, `${routes.length} routes`)
      const problems = []
      let broken = 0
      let tokens = 0
      for (const route of routes) {
        await visit(page, route)
        // Wrapping depends on the glyph widths: measure with the web fonts, not the fallback.
        await page.evaluate(() => document.fonts.ready)
        const found = await page.evaluate(measureCodeLayout)
        tokens += found.tokens
        broken += found.broken.length
        problems.push(...found.wrong.map((line) => `${route}: ${line}`), ...found.overflowing.map((line) => `${route}: overflows the article: ${line}`))
        for (const region of found.scrolling) {
          const named = region.role === "region" && region.label.startsWith("Scrollable table") && region.focusable && region.scrolls
          if (!named) problems.push(`${route}: a table scrolls outside a named, focusable region (${JSON.stringify(region)})`)
        }
      }
      assert.deepEqual(problems, [])
      // What a page of code looks like when nothing is laid out right: most tokens on several lines.
      assert.ok(tokens > 4000 && broken < tokens / 20, `${broken} of ${tokens} tokens broken`)
    })
  })
}

test("HTML_CodeSniffer finds no WCAG 2 AA error on these pages, light and dark", async () => {
  const page = await openPage(browser, { width: 1280 })
  const found = []
  for (const route of routes) {
    await visit(page, route)
    found.push(...(await codeSnifferErrorsInBothThemes(page)).map((line) => `${route}: ${line}`))
  }
  assert.deepEqual(found, [])
  await page.context().close()
})

// Code that fits: tabs are 2 columns wide, a block cut off at an edge shows a shade there (as a wide table does), and
// a short token never breaks inside its pill.
const QUICKSTART = "/getting-started/quickstart/cue"

/** The pixels of one row of an element's screenshot, read in the page (no image library): [r, g, b] at each x of `xs`. */
async function rowPixels(page, locator, xs) {
  const png = (await locator.screenshot()).toString("base64")
  return page.evaluate(
    async ({ png, xs }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0))
      const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }))
      const canvas = new OffscreenCanvas(image.width, image.height)
      const context = canvas.getContext("2d", { willReadFrequently: true })
      context.drawImage(image, 0, 0)
      const row = context.getImageData(0, Math.floor(image.height / 2), image.width, 1).data
      return xs.map((x) => {
        const at = 4 * (x < 0 ? image.width + x : x)
        return [row[at], row[at + 1], row[at + 2]]
      })
    },
    { png, xs },
  )
}
const differs = (a, b) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0)

/** The block whose code starts with `start`, scrolled into view, its text hidden so only its background shows. */
async function blockStarting(page, start) {
  const pre = page.locator("main article pre", { hasText: start }).first()
  await pre.scrollIntoViewIfNeeded()
  // Through the CSSOM, which the page's CSP allows (it forbids style attributes in markup).
  await pre.evaluate((element) => element.style.setProperty("-webkit-text-fill-color", "transparent"))
  return pre
}

for (const width of [375, 1280]) {
  for (const colorScheme of ["light", "dark"]) {
    test(`a block cut off at an edge shows a shade there, and one that fits shows none, at ${width} px, ${colorScheme}`, async () => {
      const page = await openPage(browser, { width, colorScheme })
      await visit(page, QUICKSTART)
      // The sign-in output is wider than the column at both widths; `mkdir …` fits at both.
      const cut = await blockStarting(page, "Opening https://console.strata.dev/cli/login")
      assert.ok(await cut.evaluate((pre) => pre.scrollWidth > pre.clientWidth + 1), "the sign-in output scrolls")
      // [left edge, middle, right edge] of the block's middle row.
      let [left, middle, right] = await rowPixels(page, cut, [1, Math.floor(width / 4), -2])
      assert.ok(differs(right, middle) >= 6, `a shade at the right edge: ${right} vs ${middle}`)
      assert.ok(differs(left, middle) <= 3, `none at the left edge, where the code starts: ${left} vs ${middle}`)
      await cut.evaluate((pre) => (pre.scrollLeft = pre.scrollWidth))
      ;[left, middle, right] = await rowPixels(page, cut, [1, Math.floor(width / 4), -2])
      assert.ok(differs(left, middle) >= 6, `scrolled to its end: a shade at the left edge: ${left} vs ${middle}`)
      assert.ok(differs(right, middle) <= 3, `and none at the right: ${right} vs ${middle}`)
      const fits = await blockStarting(page, "mkdir inventory-quickstart")
      assert.ok(await fits.evaluate((pre) => pre.scrollWidth <= pre.clientWidth))
      ;[left, middle, right] = await rowPixels(page, fits, [1, Math.floor(width / 4), -2])
      assert.ok(differs(left, middle) <= 3 && differs(right, middle) <= 3, `no shade on a block that fits: ${left} ${middle} ${right}`)
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })
  }
}

test("tabs are 2 columns wide: the quickstart's tab-indented workspace.cue fits at 1280 px, where 8-column tabs made it scroll", async () => {
  const page = await openPage(browser, { width: 1280 })
  await visit(page, QUICKSTART)
  const sizes = await page.locator("main article pre").evaluateAll((blocks) => [...new Set(blocks.map((pre) => getComputedStyle(pre).tabSize))])
  assert.deepEqual(sizes, ["2"])
  const block = page.locator("main article pre", { hasText: "workspace: manifest.#Workspace" })
  assert.match(await block.textContent(), /\n\tapplications: \[\n\t\tapplication\.#Application/)
  const widths = await block.evaluate((pre) => {
    const now = [pre.scrollWidth, pre.clientWidth]
    pre.style.tabSize = "8"
    const before = [pre.scrollWidth, pre.clientWidth]
    pre.style.tabSize = ""
    return { now, before }
  })
  assert.ok(widths.now[0] <= widths.now[1], `fits: ${widths.now}`)
  assert.ok(widths.before[0] > widths.before[1], `with 8-column tabs it scrolled: ${widths.before}`)
  // Its title is the file the reader saves, as the tutorials' are.
  const title = await block.evaluate((pre) => pre.parentElement.querySelector("span").textContent)
  assert.equal(title, "workspace.cue")
  await page.context().close()
})

// reorderPoint broke as "reorder / Point" in the fields table of Create a type at 1280 px, PERMISSION_DENIED as
// "PERMISSION_ / DENIED" in tables at 375 px.
const PILLS = [
  ["/tutorials/manage-data-schema/create-data-schema", "reorderPoint"],
  ["/guides/stratadb/auto-generated-api", "PERMISSION_DENIED"],
  ["/guides/function/accessing-stratadb", "PERMISSION_DENIED"],
  ["/guides/pipeline", "PERMISSION_DENIED"],
  ["/reference/errors", "PERMISSION_DENIED"],
]
for (const width of [375, 1280]) {
  test(`reorderPoint and PERMISSION_DENIED stay on one line, in tables too, at ${width} px`, async () => {
    const page = await openPage(browser, { width })
    const found = []
    let inTables = 0
    for (const [route, token] of PILLS) {
      await visit(page, route)
      const pills = page.locator("main article code", { hasText: new RegExp(`^${token}$`) })
      for (const pill of await pills.all()) {
        await pill.scrollIntoViewIfNeeded()
        // The lines of its text (the pill's own box can be one inline block whatever its text does inside).
        const { lines, cell } = await pill.evaluate((code) => {
          const range = document.createRange()
          range.selectNodeContents(code)
          const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top).sort((a, b) => a - b)
          return { lines: tops.filter((top, i) => i === 0 || top - tops[i - 1] > 2).length, cell: Boolean(code.closest("td, th")) }
        })
        if (cell) inTables++
        if (lines !== 1) found.push(`${route}: ${token} on ${lines} lines${cell ? " (in a table)" : ""}`)
      }
    }
    assert.deepEqual(found, [])
    assert.ok(inTables >= 4, `${inTables} pills in tables`)
    await page.context().close()
  })
}
