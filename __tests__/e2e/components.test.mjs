import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const ROUTE = "/contributing/components"

describe("writers' components in Chromium", () => {
  test("Copy puts the exact code on the clipboard, says Copied! for a second, then Copy", async () => {
    const page = await openPage(browser)
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await visit(page, ROUTE)
    const block = page.locator("pre", { hasText: "createClient" }).first()
    const expected = await block.evaluate((pre) => pre.textContent)
    assert.match(expected, /^import \{ createClient \} from "@strata\/sdk"\n\nconst client/)
    const button = page.locator("div", { has: block }).getByRole("button", { name: "Copy", exact: true }).first()
    await button.click()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected)
    await page.getByRole("button", { name: "Copied!" }).waitFor()
    await page.getByRole("button", { name: "Copied!" }).waitFor({ state: "detached", timeout: 2000 })
    await page.context().close()
  })

  test("a refused clipboard is reported, not hidden", async () => {
    const page = await openPage(browser)
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("Denied", "NotAllowedError"))
    })
    await visit(page, ROUTE)
    await page.getByRole("button", { name: "Copy", exact: true }).first().click()
    await page.getByRole("button", { name: "Copy failed" }).waitFor()
    await page.context().close()
  })

  test("the chosen code track survives a reload", async () => {
    const page = await openPage(browser)
    await visit(page, ROUTE)
    const tabs = page.getByRole("tablist", { name: "Create a workspace: language" })
    await tabs.getByRole("tab", { name: "CUE" }).click()
    assert.equal(await tabs.getByRole("tab", { name: "CUE" }).getAttribute("aria-selected"), "true")
    await visit(page, ROUTE)
    await page.getByRole("tablist", { name: "Create a workspace: language" }).getByRole("tab", { name: "CUE", selected: true }).waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem("codeTracks")), "cue")
    await page.context().close()
  })

  for (const colorScheme of ["light", "dark"]) {
    test(`${colorScheme}: callouts and method tags each have a distinct colour`, async () => {
      const page = await openPage(browser, { colorScheme })
      await visit(page, ROUTE)
      const calloutColors = await page.$$eval("aside[data-kind]", (asides) => asides.map((a) => `${getComputedStyle(a).backgroundColor}|${getComputedStyle(a).borderLeftColor}`))
      assert.equal(calloutColors.length, 4)
      assert.equal(new Set(calloutColors).size, 4, calloutColors.join(", "))
      const tagColors = await page.$$eval("p [data-method]", (tags) => tags.map((t) => `${t.textContent}:${getComputedStyle(t).backgroundColor}`))
      const byMethod = Object.fromEntries(tagColors.map((entry) => entry.split(":")))
      assert.equal(new Set([byMethod.GET, byMethod.POST, byMethod.PUT, byMethod.DELETE, byMethod.PATCH]).size, 5, tagColors.join(", "))
      await page.context().close()
    })
  }

  test("a heading with a tag sits 8 rem below the top when scrolled to", async () => {
    const page = await openPage(browser)
    await visit(page, ROUTE)
    assert.equal(await page.$eval("#trigger-an-executor-from-outside", (h) => getComputedStyle(h).scrollMarginTop), "128px")
    await page.context().close()
  })
})
