// The marks of destructive changes in a browser: on the strata_workspace page the region argument, whose change
// replaces the workspace, shows "Forces replacement" beside its name in words, readable in both themes; name,
// which updates in place, shows no mark.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { axeViolations, launch, openPage, visit } from "./browser.mjs"

const ROUTE = "/reference/terraform-provider/resources/workspace"

let browser
let page
before(async () => {
  browser = await launch()
  page = await openPage(browser, { width: 1280, height: 900 })
  await visit(page, ROUTE)
})
after(() => browser?.close())

/** The first cell of the argument table's row for an argument, located by the argument's code name. */
const argumentCell = (name) => page.locator("article table tr td:first-child", { has: page.locator("code", { hasText: new RegExp(`^${name}$`) }) }).first()

test("region's row shows Forces replacement beside the argument, visibly and as text", async () => {
  const region = argumentCell("region")
  await region.scrollIntoViewIfNeeded()
  assert.equal((await region.textContent()).replace(/\s+/g, " ").trim(), "region Forces replacement")
  const mark = region.getByText("Forces replacement", { exact: true })
  assert.equal(await mark.isVisible(), true)
  const box = await mark.boundingBox()
  assert.ok(box && box.width > 40 && box.height > 10, `the mark is drawn at a readable size: ${JSON.stringify(box)}`)
  // Beside the name, on the same line: its vertical middle is within the name's line.
  const name = await region.locator("code").first().boundingBox()
  assert.ok(Math.abs(box.y + box.height / 2 - (name.y + name.height / 2)) < name.height, "the mark sits beside the name")
})

test("name, which updates in place, shows no mark", async () => {
  const row = page.locator("article table tr", { has: argumentCell("name") }).first()
  assert.doesNotMatch(await row.textContent(), /Forces replacement|Deletes data/)
})

test("the page says what the mark means, and its colours pass the contrast rules in light and dark", async () => {
  assert.match(await page.locator("article").textContent(), /updates the resource in place unless it is marked Forces replacement or Deletes data/)
  const region = argumentCell("region")
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark)
    const [color, background] = await region.getByText("Forces replacement", { exact: true }).evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])
    assert.notEqual(color, background, `${dark ? "dark" : "light"}: the mark has its own colours`)
    const contrast = (await axeViolations(page)).filter((violation) => violation.startsWith("color-contrast"))
    assert.deepEqual(contrast, [], `${dark ? "dark" : "light"} theme`)
  }
  assert.deepEqual(page.problems, [])
})
