import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { launch, openPage, violationsInBothThemes, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())


describe("axe-core finds no violations in open dialogs, light and dark", () => {
  test("the open drawer and the open search dialog", async () => {
    const page = await openPage(browser, { width: 375 })
    await visit(page, "/getting-started/overview")
    await page.getByRole("button", { name: "Open navigation" }).click()
    await page.getByRole("dialog", { name: "Navigation" }).waitFor({ state: "visible" })
    await page.waitForTimeout(600)
    assert.deepEqual(await violationsInBothThemes(page), [], "drawer")
    await page.keyboard.press("Escape")
    await page.getByRole("button", { name: "Find something..." }).click()
    await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "visible" })
    await page.getByRole("combobox").fill("workspace")
    await page.getByRole("option").first().waitFor()
    assert.deepEqual(await violationsInBothThemes(page), [], "search with results")
    await page.context().close()
  })
})
