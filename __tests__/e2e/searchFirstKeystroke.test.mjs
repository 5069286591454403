// Search from the first keystroke: the shortcut, `/` and the search buttons open a focused input from the
// page's HTML (an inline bootstrap), before React and before any search chunk, and nothing typed is lost.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const ROUTE = "/guides/stratadb/filters"
// 13 characters, typed as a developer does: Ctrl+K, then at once.
const QUERY = "rotate secret"
const REACT_ERRORS = /Minified React error #(418|421|423)|hydrat/i

/** Waits until the search input holds `query` and its results are shown; returns what the input holds. */
async function resultsFor(page, query) {
  await page.waitForFunction(
    (q) => {
      const input = document.querySelector('[role="dialog"] input')
      return input?.value === q && document.querySelector('[role="option"][data-url]')
    },
    query,
    { timeout: 30_000 },
  ).catch(() => undefined)
  return page.evaluate(() => ({ value: document.querySelector('[role="dialog"] input')?.value, results: document.querySelectorAll('[role="option"][data-url]').length }))
}

function assertClean(page) {
  assert.deepEqual(page.problems.filter((line) => REACT_ERRORS.test(line) || /error|exception|CSP/i.test(line)), [])
}

describe("search from the first keystroke", () => {
  for (const waitUntil of ["domcontentloaded", "load"]) {
    for (const delay of [0, 50]) {
      test(`at ${waitUntil}, Ctrl+K then "${QUERY}" with ${delay} ms between keys: the whole query and its results`, async () => {
        const page = await openPage(browser)
        await page.goto(BASE_URL + ROUTE, { waitUntil })
        await page.keyboard.press("Control+k")
        await page.keyboard.type(QUERY, { delay })
        const { value, results } = await resultsFor(page, QUERY)
        assert.equal(value, QUERY)
        assert.ok(results > 0, "results are shown")
        // One input only: the dialog adopted the shell's.
        assert.equal(await page.locator("input[type=search]").count(), 1)
        await page.waitForLoadState("networkidle")
        assertClean(page)
        await page.context().close()
      })
    }
  }

  test("after a client navigation, Ctrl+K and typing at once keep every key", async () => {
    const page = await openPage(browser)
    await visit(page, ROUTE)
    await page.locator('a[rel="next"]').click()
    await page.waitForURL((url) => url.pathname !== ROUTE)
    await page.keyboard.press("Control+k")
    await page.keyboard.type(QUERY, { delay: 0 })
    const { value, results } = await resultsFor(page, QUERY)
    assert.equal(value, QUERY)
    assert.ok(results > 0)
    // Closed by Escape (panel, query, dialog) and open again on the new page.
    await page.keyboard.press("Escape")
    await page.keyboard.press("Escape")
    await page.keyboard.press("Escape")
    await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "hidden" })
    await page.keyboard.press("Control+k")
    await page.keyboard.type("filter", { delay: 0 })
    assert.equal((await resultsFor(page, "filter")).value, "filter")
    assertClean(page)
    await page.context().close()
  })

  test("a tap on the top bar's search button at 375 px focuses the input inside the tap's own handler", async () => {
    const page = await openPage(browser, { width: 375, height: 740, hasTouch: true, isMobile: true })
    await page.goto(BASE_URL + ROUTE, { waitUntil: "domcontentloaded" })
    const button = page.getByRole("button", { name: "Find something..." })
    // Recorded synchronously in the click's task: after the page's handlers, before anything async.
    await button.evaluate((element) =>
      element.addEventListener("click", () => (window.__focusedInTap = document.activeElement?.closest('[role="dialog"]') ? document.activeElement.tagName : String(document.activeElement?.tagName)), { once: true }),
    )
    await button.tap()
    assert.equal(await page.evaluate(() => window.__focusedInTap), "INPUT")
    await page.keyboard.type("filter")
    assert.equal((await resultsFor(page, "filter")).value, "filter")
    await page.waitForLoadState("networkidle")
    assertClean(page)
    await page.context().close()
  })

  test("/ on a page opens search without typing a /", async () => {
    const page = await openPage(browser)
    await visit(page, ROUTE)
    await page.keyboard.press("/")
    await page.getByRole("dialog", { name: "Search" }).waitFor()
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "combobox")
    assert.equal(await page.getByRole("combobox", { name: "Search the documentation" }).inputValue(), "")
    await page.keyboard.type("filter")
    assert.equal((await resultsFor(page, "filter")).value, "filter")
    assertClean(page)
    await page.context().close()
  })

  test("with the search chunk blocked, the shell still opens, says so, and closes with Escape", async () => {
    const page = await openPage(browser)
    // The dialog's chunk is the one script that brings InstantSearch: refuse every script not in the first load.
    const firstLoad = new Set()
    page.on("request", (request) => request.resourceType() === "script" && firstLoad.add(request.url()))
    await visit(page, ROUTE)
    const allowed = new Set(firstLoad)
    await page.route("**/*.js", (route) => (allowed.has(route.request().url()) ? route.continue() : route.abort()))
    const trigger = page.getByRole("button", { name: "Find something..." })
    await trigger.focus()
    await page.keyboard.press("Control+k")
    await page.keyboard.type("rotate")
    await page.getByRole("status").getByText("Search could not be loaded").waitFor()
    assert.equal(await page.getByRole("combobox", { name: "Search the documentation" }).inputValue(), "rotate")
    await page.keyboard.press("Escape")
    await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "hidden" })
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.includes("Find something...")), true)
    assert.deepEqual(page.problems.filter((line) => REACT_ERRORS.test(line)), [])
    await page.context().close()
  })
})
