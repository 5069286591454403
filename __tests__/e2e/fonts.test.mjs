// The text is set in the site's own font stacks (src/theme/tokens.ts). Each family a browser lacks costs it a
// lookup in the page's first layout, and the browser's default monospace is one more family to look up.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

test("code blocks, inline code and prose use the site's font stacks, not the browser's default monospace", async () => {
  const page = await openPage(browser)
  await visit(page, "/guides/stratadb/filters")
  const families = await page.evaluate(() => {
    const family = (selector) => getComputedStyle(document.querySelector(selector)).fontFamily
    return { block: family(".code-pre code"), token: family(".code-pre .token"), inline: family("#content p code"), prose: family("#content p") }
  })
  assert.match(families.block, /^ui-monospace, Menlo/)
  assert.equal(families.token, families.block)
  assert.equal(families.inline, families.block)
  assert.match(families.prose, /^system-ui, /)
  await page.context().close()
})

test("no element shown on a page falls back to the browser's own fonts (icon buttons included), at phone and desktop widths", async () => {
  for (const width of [412, 1280]) {
    const page = await openPage(browser, { width })
    await visit(page, "/guides/stratadb/filters")
    const others = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((element) => element.checkVisibility() && !/^(system-ui|ui-monospace), /.test(getComputedStyle(element).fontFamily))
        .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute("class")}: ${getComputedStyle(element).fontFamily}`),
    )
    assert.deepEqual([...new Set(others)], [], `at ${width} px`)
    await page.context().close()
  }
})
