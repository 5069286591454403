import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { BASE_URL, launch, openPage, violationsInBothThemes, visit } from "./browser.mjs"

// Readers always see where they are: the tree shows the current page, and "On this page" is there at every width.
let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const DEEP = "/guides/stratadb/advanced-settings/bulk-upsert"
const THEMES = ["light", "dark"]

/** The current entry's box against its scroll container's visible band. */
function entryInView(containerSelector) {
  return (selector) => {
    const container = document.querySelector(selector)
    const entry = container?.querySelector('[aria-current="page"]')
    if (!entry) return { found: false }
    const view = container.getBoundingClientRect()
    const box = entry.getBoundingClientRect()
    return { found: true, inView: box.top >= view.top && box.bottom <= view.bottom, top: box.top - view.top, height: view.height }
  }
}

const barOf = (page) => page.locator('nav[aria-label="On this page"]')
const toggleOf = (page) => barOf(page).getByRole("button", { name: /On this page/ })
/** The bar's list is its popover; the browser exposes the button's expanded state from it. */
const listOpen = (page) => page.$eval('nav[aria-label="On this page"] ul', (list) => list.matches(":popover-open"))

describe("the tree shows the current page", () => {
  for (const colorScheme of THEMES) {
    test(`1280 px, ${colorScheme}: a direct load of a deep page shows its entry in the sidebar, the page unmoved and focus untouched`, async () => {
      const page = await openPage(browser, { width: 1280, colorScheme })
      // The entry is in view from the first frame: measured as soon as the article has arrived, before any bundle.
      await page.goto(BASE_URL + DEEP, { waitUntil: "domcontentloaded" })
      const early = await page.evaluate(entryInView(), 'nav[aria-label="Main"]')
      assert.deepEqual([early.found, early.inView], [true, true], JSON.stringify(early))
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
      const loaded = await page.evaluate(entryInView(), 'nav[aria-label="Main"]')
      assert.equal(loaded.inView, true)
      // Far down the tree, so the sidebar did scroll.
      assert.ok((await page.$eval('nav[aria-label="Main"]', (nav) => nav.scrollTop)) > 200)
      assert.equal(await page.evaluate(() => window.scrollY), 0)
      assert.equal(await page.evaluate(() => document.activeElement === document.body), true)
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })

    test(`375 px, ${colorScheme}: the drawer opens on the current entry and keeps its close button while the tree scrolls`, async () => {
      const page = await openPage(browser, { width: 375, colorScheme })
      await visit(page, DEEP)
      await page.getByRole("button", { name: "Open navigation" }).click()
      const drawer = page.getByRole("dialog", { name: "Navigation" })
      await drawer.waitFor({ state: "visible" })
      await page.waitForTimeout(600)
      const body = "#mobile-navigation > div:last-child"
      const shown = await page.evaluate(entryInView(), body)
      assert.deepEqual([shown.found, shown.inView], [true, true], JSON.stringify(shown))
      await page.$eval(body, (element) => element.scrollTo({ top: element.scrollHeight, behavior: "instant" }))
      const close = await drawer.getByRole("button", { name: "Close navigation" }).boundingBox()
      assert.ok(close.y >= 0 && close.y + close.height <= 56, `close button at ${close.y}`)
      await page.context().close()
    })
  }

  test("landing on a deep page from search brings its entry into view (client navigation)", async () => {
    const page = await openPage(browser, { width: 1280 })
    await visit(page, "/getting-started/overview")
    assert.equal(await page.$eval('nav[aria-label="Main"]', (nav) => nav.scrollTop), 0)
    await page.keyboard.press("Control+k")
    await page.keyboard.type("bulk upsert", { delay: 30 })
    await page.getByRole("option").first().waitFor()
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname === DEEP)
    await page.waitForFunction(
      (selector) => {
        const nav = document.querySelector(selector)
        const entry = nav.querySelector('[aria-current="page"]')
        if (!entry) return false
        const view = nav.getBoundingClientRect()
        const box = entry.getBoundingClientRect()
        return box.top >= view.top && box.bottom <= view.bottom
      },
      'nav[aria-label="Main"]',
      { timeout: 5000 },
    )
    await page.context().close()
  })
})

describe("On this page at every width", () => {
  for (const [width, colorScheme] of [[375, "light"], [375, "dark"], [1100, "light"], [1100, "dark"]]) {
    test(`${width} px, ${colorScheme}: a bar under the top bar names the section, opens, jumps and closes with the keyboard`, async () => {
      const page = await openPage(browser, { width, height: 800, colorScheme })
      await visit(page, DEEP)
      const bar = barOf(page)
      const toggle = toggleOf(page)
      assert.equal(await bar.isVisible(), true)
      assert.equal(await listOpen(page), false)
      assert.equal(await bar.getByRole("link").count(), 0, "the list is closed")
      // It stays under the top bar while the page scrolls, and names the section being read.
      await page.evaluate(() => {
        const heading = document.getElementById("errors-and-retries")
        window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 150, behavior: "instant" })
      })
      await toggle.filter({ hasText: "Errors and retries" }).waitFor({ timeout: 3000 })
      assert.equal((await bar.boundingBox()).y, 56)

      // Keyboard: open, go to an entry, jump; the list closes and the heading rests below the bar.
      await toggle.focus()
      await page.keyboard.press("Enter")
      assert.equal(await listOpen(page), true)
      const current = bar.locator('[aria-current="location"]')
      assert.equal(await current.innerText(), "Errors and retries")
      assert.equal(await current.isVisible(), true)
      assert.deepEqual(await violationsInBothThemes(page), [], "open contents bar")
      const target = bar.getByRole("link", { name: "Import in batches" })
      while (!(await target.evaluate((link) => link === document.activeElement))) await page.keyboard.press("Tab")
      await page.keyboard.press("Enter")
      await page.waitForFunction(() => location.hash === "#import-in-batches")
      assert.equal(await listOpen(page), false)
      await page.waitForTimeout(800)
      const headingTop = await page.$eval("#import-in-batches", (heading) => heading.getBoundingClientRect().top)
      const barBottom = (await bar.boundingBox()).y + (await bar.boundingBox()).height
      assert.ok(headingTop >= barBottom && headingTop <= barBottom + 80, `heading at ${headingTop}, bar ends at ${barBottom}`)
      await toggle.filter({ hasText: "Import in batches" }).waitFor({ timeout: 3000 })

      // Escape closes it and gives focus back to the button; so does a click outside.
      await toggle.focus()
      await page.keyboard.press("Enter")
      await page.keyboard.press("Tab")
      await page.keyboard.press("Escape")
      assert.equal(await listOpen(page), false)
      assert.equal(await toggle.evaluate((button) => button === document.activeElement), true)
      await toggle.click()
      assert.equal(await listOpen(page), true)
      await page.mouse.click(width / 2, 700)
      assert.equal(await listOpen(page), false)
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width)
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })
  }

  test("375 px: the bar's list opens and closes before any script has run (the browser's popover)", async () => {
    const page = await openPage(browser, { width: 375, javaScriptEnabled: false })
    await page.goto(BASE_URL + DEEP, { waitUntil: "load" })
    await toggleOf(page).click()
    assert.equal(await listOpen(page), true)
    assert.equal(await barOf(page).getByRole("link", { name: "Import in batches" }).isVisible(), true)
    await page.keyboard.press("Escape")
    assert.equal(await listOpen(page), false)
    await page.context().close()
  })

  test("1280 px: the contents column is there, the bar is not; the last section is current at the end of the page", async () => {
    const page = await openPage(browser, { width: 1280, height: 900 })
    await visit(page, DEEP)
    const toc = barOf(page)
    assert.equal(await toggleOf(page).isVisible(), false)
    assert.equal(await toc.getByRole("heading", { name: "On this page" }).isVisible(), true)
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }))
    await page.waitForTimeout(300)
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }))
    await toc.locator('[aria-current="location"]', { hasText: "Next steps" }).waitFor({ timeout: 3000 })
    await page.context().close()
  })

  test("1280 px: on a long reference page the contents column scrolls to the section being read", async () => {
    const page = await openPage(browser, { width: 1280, height: 900 })
    await visit(page, "/reference/api-references/graphql/mutations")
    await page.evaluate(() => {
      const heading = document.getElementById("setorderstatus")
      window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 100, behavior: "instant" })
    })
    const toc = barOf(page)
    await toc.locator('[aria-current="location"]', { hasText: "setOrderStatus" }).waitFor({ timeout: 3000 })
    await page.waitForFunction(() => {
      const nav = document.querySelector('nav[aria-label="On this page"]')
      const entry = nav.querySelector('[aria-current="location"]')
      const view = nav.getBoundingClientRect()
      const box = entry.getBoundingClientRect()
      return nav.scrollTop > 0 && box.top >= view.top && box.bottom <= view.bottom
    }, null, { timeout: 3000 })
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true)
    await page.context().close()
  })
})
