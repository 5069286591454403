import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const mainNav = (page) => page.locator('nav[aria-label="Main"]:visible')

/** Opens the drawer at 375 px on a page and returns its toggle and dialog. */
async function openDrawer(route = "/getting-started/overview") {
  const page = await openPage(browser, { width: 375 })
  await visit(page, route)
  const toggle = page.getByRole("button", { name: "Open navigation" })
  const drawer = page.getByRole("dialog", { name: "Navigation" })
  await toggle.click()
  await drawer.waitFor({ state: "visible" })
  return { page, toggle, drawer }
}

describe("navigation tree", () => {
  test("the section of the current page opens with its ancestors; the page is highlighted", async () => {
    const page = await openPage(browser)
    await visit(page, "/getting-started/quickstart/cue")
    const nav = mainNav(page)
    assert.equal(await nav.getByRole("button", { name: "Quickstart", exact: true }).getAttribute("aria-expanded"), "true")
    assert.equal(await nav.getByRole("button", { name: "Getting started", exact: true }).getAttribute("aria-expanded"), "true")
    const current = nav.locator('[aria-current="page"]')
    assert.equal(await current.count(), 1)
    assert.equal(await current.innerText(), "CUE")
    assert.equal(await current.getAttribute("href"), "/getting-started/quickstart/cue")
    await page.context().close()
  })

  test("sections expand and collapse on click; navigating opens the new section", async () => {
    const page = await openPage(browser)
    await visit(page, "/getting-started/overview")
    const nav = mainNav(page)
    const quickstart = nav.getByRole("button", { name: "Quickstart", exact: true })
    const terraform = nav.locator('a[href="/getting-started/quickstart/terraform"]')
    assert.equal(await quickstart.getAttribute("aria-expanded"), "false")
    assert.equal(await terraform.isVisible(), false)
    await quickstart.click()
    assert.equal(await quickstart.getAttribute("aria-expanded"), "true")
    await terraform.click()
    await page.waitForURL(`${BASE_URL}/getting-started/quickstart/terraform`)
    await nav.locator('[aria-current="page"]', { hasText: "Terraform" }).waitFor()
    await nav.getByRole("button", { name: "Getting started", exact: true }).click()
    assert.equal(await nav.locator('a[href="/getting-started/overview"]').isVisible(), false)
    await page.context().close()
  })

  test("Previous and Next follow the tree's reading order", async () => {
    const page = await openPage(browser)
    await visit(page, "/getting-started/overview")
    const pager = page.getByRole("navigation", { name: "Previous and next pages" })
    assert.equal(await pager.locator('a[rel="prev"]').getAttribute("href"), "/")
    assert.equal(await pager.locator('a[rel="next"]').getAttribute("href"), "/getting-started/quickstart/terraform")
    await pager.locator('a[rel="next"]').click()
    await page.waitForURL(`${BASE_URL}/getting-started/quickstart/terraform`)
    await page.locator("h1", { hasText: "Terraform" }).waitFor()
    await visit(page, "/")
    assert.equal(await pager.locator('a[rel="prev"]').count(), 0)
    assert.equal(await pager.locator('a[rel="next"]').getAttribute("href"), "/getting-started/overview")
    await page.context().close()
  })
})

describe("links", () => {
  test("a tree link navigates client-side with no reload and prefetches on hover; hydrating makes no observer per link", async () => {
    const page = await openPage(browser)
    await page.addInitScript(() => {
      const Observer = window.IntersectionObserver
      window.__observers = 0
      window.IntersectionObserver = class extends Observer {
        constructor(...args) {
          super(...args)
          window.__observers++
        }
      }
    })
    const pageData = []
    page.on("request", (request) => request.url().includes("/page-data/guides/pipeline/") && pageData.push(request.url()))
    await visit(page, "/getting-started/overview")
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
    assert.ok((await page.locator("a[href^='/']").count()) > 30)
    assert.equal(await page.evaluate(() => window.__observers), 0)
    await page.evaluate(() => (window.__sameDocument = true))
    const link = mainNav(page).locator('a[href="/guides/pipeline"]')
    await link.hover()
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/page-data/guides/pipeline/")))
    assert.ok(pageData.length >= 1)
    await link.click()
    await page.waitForURL(`${BASE_URL}/guides/pipeline`)
    await page.locator("h1", { hasText: /pipeline/i }).waitFor()
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "the page was not reloaded")
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })
})

describe("mobile drawer", () => {
  test("opens as a modal dialog with focus inside, closes on a route change", async () => {
    const { page, drawer } = await openDrawer()
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Close navigation")
    for (const name of ["API", "Documentation", "Support", "Sign in"]) {
      assert.equal(await drawer.getByRole("link", { name, exact: true }).isVisible(), true, name)
    }
    // Drawer slides in: its panel ends at the left edge once the 500 ms transition is over.
    await page.waitForTimeout(600)
    assert.equal(await drawer.evaluate((el) => el.getBoundingClientRect().left), 0)
    await drawer.locator('a[href="/getting-started/core-concepts"]').click()
    await page.waitForURL(`${BASE_URL}/getting-started/core-concepts`)
    await drawer.waitFor({ state: "hidden" })
    await page.context().close()
  })

  test("Escape closes it and focus returns to the toggle; Tab stays inside while open", async () => {
    const { page, toggle, drawer } = await openDrawer()
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab")
      assert.equal(await drawer.evaluate((el) => el.contains(document.activeElement)), true, `Tab ${i + 1} left the drawer`)
    }
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })
    assert.equal(await toggle.evaluate((el) => el === document.activeElement), true)
    await page.context().close()
  })

  test("a backdrop tap and a hash change close it", async () => {
    const { page, toggle, drawer } = await openDrawer()
    await page.mouse.click(360, 400)
    await drawer.waitFor({ state: "hidden" })
    await toggle.click()
    await drawer.waitFor({ state: "visible" })
    await page.evaluate(() => (window.location.hash = "#next-steps"))
    await drawer.waitFor({ state: "hidden" })
    await page.context().close()
  })
})

describe("search buttons", () => {
  for (const width of [1280, 375]) {
    test(`${width} px: the search button opens a dialog on demand; Escape closes it and focus returns`, async () => {
      const page = await openPage(browser, { width })
      const scripts = []
      page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()))
      await visit(page, "/getting-started/overview")
      const loadedBefore = scripts.length
      const button = page.getByRole("button", { name: "Find something..." })
      await button.click()
      const dialog = page.getByRole("dialog", { name: "Search" })
      await dialog.waitFor({ state: "visible" })
      // The dialog is its own chunk, fetched only now.
      assert.ok(scripts.length > loadedBefore, "no chunk was loaded on open")
      assert.equal(await dialog.evaluate((el) => el.contains(document.activeElement)), true)
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
      assert.equal(await button.evaluate((el) => el === document.activeElement), true)
      await page.context().close()
    })
  }
})
