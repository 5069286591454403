import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { BASE_URL, launch, openPage, violationsInBothThemes, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const dialog = (page) => page.getByRole("dialog", { name: "Search" })
const combobox = (page) => page.getByRole("combobox", { name: "Search the documentation" })
const recentList = (page) => page.getByRole("listbox", { name: "Recent searches" })

async function openSearch(page, key = "Control+k") {
  await page.keyboard.press(key)
  await dialog(page).waitFor()
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox")
}

const announcement = (page) => page.evaluate(() => document.getElementById("gatsby-announcer")?.textContent ?? "")

/**
 * Presses Enter on the active option and waits until the route change is complete: Gatsby announces
 * the new page only after it has run its route-update hooks, which close any dialog opened sooner.
 */
async function enterAndArrive(page) {
  const url = await page.locator(`#${await combobox(page).getAttribute("aria-activedescendant")}`).getAttribute("data-url")
  const before = await announcement(page)
  await page.keyboard.press("Enter")
  await page.waitForURL(`${BASE_URL}${url}`)
  await dialog(page).waitFor({ state: "detached" })
  await page.waitForFunction((previous) => (document.getElementById("gatsby-announcer")?.textContent ?? "") !== previous, before)
  return url
}

/** Searches, opens the first result with Enter, and returns its url once the page is there. */
async function openFirstResult(page, query) {
  await openSearch(page)
  await combobox(page).fill(query)
  await page.getByRole("option").first().waitFor()
  return enterAndArrive(page)
}

// The search shell opens at once; the list comes with the dialog it hands over to (fetched on that intent
// after a reload), so it is read once it shows.
async function recentUrls(page) {
  await recentList(page).getByRole("option").first().waitFor()
  return recentList(page).getByRole("option").evaluateAll((options) => options.map((o) => o.getAttribute("data-url")))
}

describe("recent searches in Chromium", () => {
  test("an opened result is listed next time, survives a reload, and arrow + Enter opens it", async () => {
    const page = await openPage(browser)
    await visit(page, "/getting-started/overview")
    const first = await openFirstResult(page, "operators")
    const second = await openFirstResult(page, "workspace")
    assert.notEqual(first, second)
    await openSearch(page)
    assert.deepEqual(await recentUrls(page), [second, first])
    await page.reload({ waitUntil: "networkidle" })
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
    await openSearch(page)
    assert.deepEqual(await recentUrls(page), [second, first])
    assert.equal(await combobox(page).getAttribute("aria-activedescendant"), await recentList(page).getByRole("option").first().getAttribute("id"))
    await page.keyboard.press("ArrowDown")
    assert.equal(await enterAndArrive(page), first)
    await openSearch(page)
    assert.deepEqual(await recentUrls(page), [first, second], "the one opened moved to the top")
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("remove one, then clear all; the start text comes back", async () => {
    const page = await openPage(browser)
    await visit(page, "/getting-started/overview")
    const first = await openFirstResult(page, "operators")
    const second = await openFirstResult(page, "workspace")
    await openSearch(page)
    assert.deepEqual(await recentUrls(page), [second, first])
    await page.getByRole("button", { name: /^Remove .+ from recent searches$/ }).first().click()
    assert.deepEqual(await recentUrls(page), [first])
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "combobox")
    await page.getByRole("button", { name: "Clear recent searches" }).click()
    await recentList(page).waitFor({ state: "detached" })
    await dialog(page).getByText("Search guides, tutorials and references.").waitFor()
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), "strata-docs:recent-searches"), null)
    await page.context().close()
  })

  test("a broken stored value shows no list and no error", async () => {
    const page = await openPage(browser)
    await visit(page, "/")
    await page.evaluate(() => localStorage.setItem("strata-docs:recent-searches", "{not json"))
    await openSearch(page)
    await dialog(page).getByText("Search guides, tutorials and references.").waitFor()
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("axe finds no violations with the list shown, light and dark, at 1280 and 375 px", async () => {
    for (const width of [1280, 375]) {
      const page = await openPage(browser, { width })
      await visit(page, "/getting-started/overview")
      await openFirstResult(page, "operators")
      await openFirstResult(page, "workspace")
      await openSearch(page)
      await recentList(page).waitFor()
      assert.deepEqual(await violationsInBothThemes(page), [], `${width} px`)
      await page.context().close()
    }
  })
})

describe("/ opens search", () => {
  test("from the page, without typing the slash; in the search input it types a slash", async () => {
    const page = await openPage(browser)
    await visit(page, "/getting-started/overview")
    await page.evaluate(() => {
      document.activeElement?.blur()
      // Registered after the site's own listener: sees whether the slash was kept from typing.
      window.addEventListener("keydown", (event) => event.key === "/" && (window.__slashPrevented = event.defaultPrevented))
    })
    await openSearch(page, "/")
    assert.equal(await page.evaluate(() => window.__slashPrevented), true)
    assert.equal(await combobox(page).inputValue(), "")
    await page.keyboard.type("a/b")
    assert.equal(await combobox(page).inputValue(), "a/b")
    await dialog(page).waitFor()
    await page.context().close()
  })

  test("not while the navigation drawer is open", async () => {
    const page = await openPage(browser, { width: 375 })
    await visit(page, "/getting-started/overview")
    await page.getByRole("button", { name: "Open navigation" }).click()
    await page.getByRole("dialog", { name: "Navigation" }).waitFor({ state: "visible" })
    await page.keyboard.press("/")
    await page.waitForTimeout(300)
    assert.equal(await dialog(page).count(), 0)
    await page.context().close()
  })
})
