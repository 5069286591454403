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
