// The marks of destructive changes in a browser: on the strata_workspace page the region argument, whose change
// replaces the workspace, shows "Forces replacement" beside its name in words, readable in both themes; name,
// which updates in place, shows no mark.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launch, openPage, visit } from "./browser.mjs"

const ROUTE = "/reference/terraform-provider/resources/workspace"

let browser
let page
before(async () => {
  browser = await launch()
  page = await openPage(browser, { width: 1280, height: 900 })
  await visit(page, ROUTE)
})
after(() => browser?.close())

/** The line of an argument's entry (its name, type, required or optional, default and marks), located by its name. */
const argumentTerm = (name) => page.locator("article dl dt", { has: page.locator("code", { hasText: new RegExp(`^${name}$`) }) }).first()

test("region's entry shows Forces replacement beside the argument, visibly and as text", async () => {
  const region = argumentTerm("region")
  await region.scrollIntoViewIfNeeded()
  assert.equal((await region.textContent()).replace(/\s+/g, " ").trim(), "regionstringrequiredForces replacement")
  const mark = region.getByText("Forces replacement", { exact: true })
  assert.equal(await mark.isVisible(), true)
  const box = await mark.boundingBox()
  assert.ok(box && box.width > 40 && box.height > 10, `the mark is drawn at a readable size: ${JSON.stringify(box)}`)
  // Beside the name: on its line, or on the next one when the column is narrow, never further down the entry.
  const name = await region.locator("code").first().boundingBox()
  assert.ok(box.y >= name.y - 2 && box.y < name.y + name.height * 2.5, `the mark sits by the name: ${JSON.stringify({ name, mark: box })}`)
})

test("name, which updates in place, shows no mark", async () => {
  const entry = page.locator("article dl > div").filter({ has: page.locator("dt code", { hasText: /^name$/ }) }).first()
  assert.match(await entry.textContent(), /Workspace name/)
  assert.doesNotMatch(await entry.textContent(), /Forces replacement|Deletes data/)
})

/** The WCAG contrast ratio of two CSS rgb() colours. */
function contrast(foreground, background) {
  const luminance = (color) => {
    const [r, g, b] = color.match(/[\d.]+/g).slice(0, 3).map((part) => {
      const channel = Number(part) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return (light + 0.05) / (dark + 0.05)
}

test("the mark's text passes AA contrast in light and dark", async () => {
  // Colours fade for 200 ms after a theme switch: measure the settled colours, not a frame of the fade.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync("*,*::before,*::after{transition:none!important}")
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
  const mark = argumentTerm("region").getByText("Forces replacement", { exact: true })
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark)
    const [color, background] = await mark.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])
    assert.ok(contrast(color, background) >= 4.5, `${dark ? "dark" : "light"}: ${color} on ${background} is ${contrast(color, background).toFixed(2)}:1`)
  }
  assert.deepEqual(page.problems, [])
})

// A resource page at the registry's depth: strata_executor exports `id` with its format and a sample value, marks
// what destroying it deletes, and imports with the running example's IDs, each part explained.
test("strata_executor shows its Attributes Reference, its destroy mark and an import command with sample values", async () => {
  await visit(page, "/reference/terraform-provider/resources/executor")
  const heading = (name) => page.locator("article h2", { hasText: name })
  for (const name of ["Attribute reference", "Destroy", "Import"]) assert.equal(await heading(name).count(), 1, `a section ${name}`)
  const id = page.locator("article dl > div").filter({ has: page.locator("dt code", { hasText: /^id$/ }) }).first()
  assert.match(await id.textContent(), /<workspace-id>\/<namespace>.*7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45\/inventory-jobs/)
  // The destroy section carries the Deletes data mark, visible, right under its heading.
  const destroy = heading("Destroy").locator("xpath=following-sibling::p[1]")
  const mark = destroy.getByText("Deletes data", { exact: false }).first()
  await mark.scrollIntoViewIfNeeded()
  assert.equal(await mark.isVisible(), true)
  assert.match(await destroy.textContent(), /^Deletes data\s*Destroying/)
  // The import command uses the sample IDs: no placeholder left for the reader to fill in by guesswork.
  const command = page.locator("article pre", { hasText: "terraform import" }).first()
  const text = (await command.textContent()).trim()
  assert.match(text, /terraform import strata_executor\.inventory "7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45\/inventory-jobs"/)
  assert.doesNotMatch(text, /<workspace-id>/)
  const parts = heading("Import").locator("xpath=following-sibling::ul[1]/li")
  assert.equal(await parts.count(), 2)
  assert.match(await parts.nth(1).textContent(), /^inventory-jobs is <namespace>, the namespace argument/)
  assert.deepEqual(page.problems, [])
})

test("the provider's overview says once what the marks mean", async () => {
  await visit(page, "/reference/terraform-provider")
  assert.match(await page.locator("article").textContent(), /updates the resource in place unless it is marked Forces replacement or Deletes data/)
})
