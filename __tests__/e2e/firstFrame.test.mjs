// The first frame shows the whole page (src/layout/firstFrame.tsx), laid out once before first paint, and the
// text in it is set in the site's own font stacks (each family a browser lacks costs it a lookup in that layout).
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

// The largest page, at Lighthouse's mobile CPU slowdown: without the hold its parser yields and the browser
// paints a first frame with part of the page.
test("at 4× CPU, the first frame of the largest page already has the whole page", async () => {
  const page = await openPage(browser, { width: 412, height: 823 })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await page.addInitScript(() => {
    // Animation frame callbacks run just before a frame is rendered: the first one sees what the first frame shows.
    requestAnimationFrame(() => {
      window.__firstFrame = { pageEnd: !!document.getElementById("page-end"), footer: !!document.querySelector("footer"), contents: !!document.querySelector('nav[aria-label="On this page"]') }
    })
  })
  await visit(page, "/reference/api-references/graphql/objects")
  await page.waitForFunction(() => window.__firstFrame)
  assert.deepEqual(await page.evaluate(() => window.__firstFrame), { pageEnd: true, footer: true, contents: true })
  await page.context().close()
})

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
