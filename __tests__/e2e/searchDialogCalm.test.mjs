// The search dialog as calm as DocSearch: the page behind stays put, phones can close it with a button, hits stand
// under their page's title, and an identifier's defining entry comes first.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { BASE_URL, codeSnifferErrorsInBothThemes, launch, openPage, violationsInBothThemes, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const LONG_PAGE = "/reference/api-references/graphql/mutations"
const dialog = (page) => page.getByRole("dialog", { name: "Search" })
const combobox = (page) => page.getByRole("combobox", { name: "Search the documentation" })
const closeButton = (page) => page.getByRole("button", { name: "Close search" })

/** Opens search as a reader of this width does: ⌘K on a desktop, a tap on the search button on a phone. */
async function openSearch(page, width) {
  if (width >= 1024) await page.keyboard.press("Control+k")
  else await page.locator("[data-search-trigger]").filter({ visible: true }).first().click()
  await dialog(page).waitFor()
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox")
}

/** Scrolls the page a little way down, so that a scroll in either direction would show. */
async function scrollDown(page) {
  await page.evaluate(() => window.scrollTo(0, 800))
  await page.waitForFunction(() => window.scrollY === 800)
}

/** Wheel over the backdrop and over the panel, PageDown and End in the input: the page behind must not move. */
async function tryToScroll(page, width) {
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(width / 2, 860)
  await page.mouse.wheel(0, 1200)
  await page.mouse.move(width / 2, 120)
  await page.mouse.wheel(0, 1200)
  await page.keyboard.press("PageDown")
  await page.keyboard.press("PageDown")
  await page.keyboard.press("Space")
  await page.waitForTimeout(400)
  return { before, after: await page.evaluate(() => window.scrollY) }
}

describe("the search dialog keeps the page behind still", () => {
  for (const width of [375, 1280]) {
    for (const colorScheme of ["light", "dark"]) {
      test(`at ${width} px (${colorScheme}): wheel and PageDown leave the page where it was, and it scrolls again once closed`, async () => {
        const page = await openPage(browser, { width, colorScheme })
        await visit(page, LONG_PAGE)
        await scrollDown(page)
        await openSearch(page, width)
        const { before, after: afterward } = await tryToScroll(page, width)
        assert.equal(afterward, before, `the page scrolled from ${before} to ${afterward} under the dialog`)
        await page.keyboard.press("Escape")
        await page.keyboard.press("Escape")
        await page.waitForFunction(() => document.getElementById("search-shell")?.hidden === true)
        // Nothing behind moved sideways either, and the page scrolls again.
        assert.equal(await page.evaluate(() => document.documentElement.className.includes("locked")), false)
        await page.mouse.wheel(0, 600)
        await page.waitForFunction((y) => window.scrollY > y, before)
        assert.deepEqual(page.problems, [])
        await page.context().close()
      })
    }
  }

  test("before the page's script has run (the inline shell alone), the page behind stays put too, and the close button works", async () => {
    const page = await openPage(browser, { width: 375 })
    // No bundle loads: only the page's HTML and its inline bootstrap run.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort())
    await page.goto(BASE_URL + LONG_PAGE, { waitUntil: "load" })
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-loaded")), false)
    await scrollDown(page)
    await openSearch(page, 375)
    const { before, after: afterward } = await tryToScroll(page, 375)
    assert.equal(afterward, before)
    await closeButton(page).click()
    await page.waitForFunction(() => document.getElementById("search-shell")?.hidden === true)
    assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-search-trigger")), true, "focus is back on the search button")
    await page.context().close()
  })
})

describe("a phone closes the dialog with a button", () => {
  for (const colorScheme of ["light", "dark"]) {
    test(`at 375 px (${colorScheme}): a visible, named close button closes it and focus returns to the search button`, async () => {
      const page = await openPage(browser, { width: 375, colorScheme, hasTouch: true })
      await visit(page, "/getting-started/overview")
      await openSearch(page, 375)
      const box = await closeButton(page).boundingBox()
      assert.ok(box && box.width >= 24 && box.height >= 24 && box.x >= 0 && box.x + box.width <= 375, `close button at ${JSON.stringify(box)}`)
      // The Esc hint is for keyboards: a phone shows the button instead.
      assert.equal(await page.locator("#search-shell kbd").isVisible(), false)
      await combobox(page).fill("filters")
      await page.getByRole("option").first().waitFor()
      await closeButton(page).tap()
      await page.waitForFunction(() => document.getElementById("search-shell")?.hidden === true)
      assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-search-trigger")), true, "focus is back on the search button")
      // It opens again, empty.
      await openSearch(page, 375)
      assert.equal(await combobox(page).inputValue(), "")
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })
  }

  test("at 1280 px the Esc hint shows and no close button takes its place", async () => {
    const page = await openPage(browser, { width: 1280 })
    await visit(page, "/getting-started/overview")
    await openSearch(page, 1280)
    assert.equal(await page.locator("#search-shell kbd").isVisible(), true)
    assert.equal(await closeButton(page).isVisible(), false)
    await page.context().close()
  })
})

describe("hits under their page's title, the defining entry first", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: reorderPoint puts the Inventory.reorderPoint field entry first, under "GraphQL objects", checkers pass, and it lands on it`, async () => {
      const page = await openPage(browser, { width, ...(width < 1024 ? { hasTouch: true } : {}) })
      await visit(page, "/")
      await openSearch(page, width)
      await combobox(page).pressSequentially("reorderPoint", { delay: 20 })
      const options = page.getByRole("option")
      await page.waitForFunction(() => document.querySelector('[role="option"]')?.getAttribute("data-url")?.includes("reorderpoint"))
      assert.ok((await options.count()) <= 5)
      assert.equal(await options.first().getAttribute("data-url"), "/reference/api-references/graphql/objects#inventory-reorderpoint")
      // Every hit stands in a group named by its page's title, shown once above its hits.
      const groups = await page.getByRole("group").evaluateAll((elements) =>
        elements.map((group) => ({
          label: group.getAttribute("aria-label"),
          shown: group.firstElementChild?.textContent,
          hits: group.querySelectorAll('[role="option"]').length,
        })),
      )
      assert.equal(groups[0].label, "GraphQL objects")
      assert.ok(groups.every((group) => group.shown === group.label && group.hits > 0), JSON.stringify(groups))
      assert.equal(groups.reduce((sum, group) => sum + group.hits, 0), await options.count())
      assert.equal(new Set(groups.map((group) => group.label)).size, groups.length, "one group per page")
      // The grouped list (and at 375 px the close button) passes axe and HTML_CodeSniffer in both themes.
      assert.deepEqual(await violationsInBothThemes(page), [])
      assert.deepEqual(await codeSnifferErrorsInBothThemes(page), [])
      await page.evaluate(() => document.documentElement.classList.remove("dark"))
      await page.keyboard.press("Enter")
      await page.waitForURL(`${BASE_URL}/reference/api-references/graphql/objects#inventory-reorderpoint`)
      await page.waitForFunction(() => {
        const top = document.getElementById("inventory-reorderpoint")?.getBoundingClientRect().top ?? -1000
        return top > 40 && top < 160
      })
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })
  }
})
