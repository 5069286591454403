import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { axeViolations, builtRoutes, launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

describe("axe-core finds no violations", () => {
  for (const route of builtRoutes()) {
    for (const [width, colorScheme] of [
      [1280, "light"],
      [1280, "dark"],
      [375, "light"],
      [375, "dark"],
    ]) {
      test(`${route} at ${width} px, ${colorScheme}`, async () => {
        const page = await openPage(browser, { width, colorScheme })
        await visit(page, route)
        assert.deepEqual(await axeViolations(page), [])
        await page.context().close()
      })
    }
  }

  test("the open drawer and the open search dialog, in both themes", async () => {
    for (const colorScheme of ["light", "dark"]) {
      const page = await openPage(browser, { width: 375, colorScheme })
      await visit(page, "/getting-started/overview")
      await page.getByRole("button", { name: "Open navigation" }).click()
      await page.getByRole("dialog", { name: "Navigation" }).waitFor({ state: "visible" })
      await page.waitForTimeout(600)
      assert.deepEqual(await axeViolations(page), [], `drawer, ${colorScheme}`)
      await page.keyboard.press("Escape")
      await page.getByRole("button", { name: "Find something..." }).click()
      await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "visible" })
      assert.deepEqual(await axeViolations(page), [], `search, ${colorScheme}`)
      await page.context().close()
    }
  })
})
