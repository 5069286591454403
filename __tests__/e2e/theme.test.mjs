import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const ROUTE = "/getting-started/overview"
const isDark = (page) => page.evaluate(() => document.documentElement.classList.contains("dark"))
const stored = (page) => page.evaluate(() => localStorage.getItem("darkMode"))
const toggle = (page) => page.getByRole("button", { name: "Toggle dark mode" }).click()

describe("dark mode", () => {
  test("on a light system: a dark choice is stored and survives a reload; going back removes it", async () => {
    const page = await openPage(browser, { colorScheme: "light" })
    await visit(page, ROUTE)
    assert.equal(await isDark(page), false)
    await toggle(page)
    assert.equal(await isDark(page), true)
    assert.equal(await stored(page), "true")
    await visit(page, ROUTE)
    assert.equal(await isDark(page), true)
    await toggle(page)
    assert.equal(await isDark(page), false)
    assert.equal(await stored(page), null)
    await page.context().close()
  })

  test("on a dark system: dark with nothing stored; a light choice is stored", async () => {
    const page = await openPage(browser, { colorScheme: "dark" })
    await visit(page, ROUTE)
    assert.equal(await isDark(page), true)
    assert.equal(await stored(page), null)
    await toggle(page)
    assert.equal(await isDark(page), false)
    assert.equal(await stored(page), "false")
    await page.context().close()
  })

  test("with nothing stored, the site follows the system preference live", async () => {
    const page = await openPage(browser, { colorScheme: "light" })
    await visit(page, ROUTE)
    await page.emulateMedia({ colorScheme: "dark" })
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"))
    await page.emulateMedia({ colorScheme: "light" })
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"))
    await page.context().close()
  })

  test("no flash: with dark stored and every bundle blocked, the server HTML paints dark", async () => {
    const page = await openPage(browser, { colorScheme: "light" })
    await page.addInitScript(() => localStorage.setItem("darkMode", "true"))
    await page.route("**/*.js", (route) => route.abort())
    await page.goto(`${process.env.E2E_BASE_URL}${ROUTE}`, { waitUntil: "load" })
    assert.equal(await isDark(page), true)
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    assert.equal(background, "rgb(24, 24, 27)")
    // The toggle shows the sun (switch to light) already.
    const sunShown = await page.$eval("header button[aria-label='Toggle dark mode'] .only-dark", (el) => getComputedStyle(el).display !== "none")
    assert.equal(sunShown, true)
    await page.context().close()
  })
})
