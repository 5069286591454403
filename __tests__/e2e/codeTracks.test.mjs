import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const TUTORIAL = "/tutorials/activate-services"

/** The code group whose tab list is named `title: language`. */
const groupOf = (page, title) => page.locator("[data-code-group]", { has: page.getByRole("tablist", { name: `${title}: language`, exact: true }) })
const selectedTab = (page, title) => groupOf(page, title).getByRole("tab", { selected: true }).textContent()
// The code a reader sees in a group: the panels the browser actually lays out (no JS needed to answer).
const shownCode = (page, title) =>
  groupOf(page, title).evaluate((group) => [...group.querySelectorAll("[role=tabpanel]")].filter((panel) => panel.checkVisibility()).map((panel) => panel.textContent))

describe("code tracks in Chromium", () => {
  test("the Refresh token tab shows the refresh request", async () => {
    const page = await openPage(browser)
    await visit(page, "/guides/auth/app-login")
    const title = "Exchange a code, refresh a token"
    await groupOf(page, title).getByRole("tab", { name: "Refresh token" }).click()
    const [code] = await shownCode(page, title)
    assert.match(code, /grant_type=refresh_token/)
    assert.doesNotMatch(code, /authorization_code/)
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("Terraform, once picked, holds on the page, after a reload from the first paint, and on the next page", async () => {
    const page = await openPage(browser)
    await visit(page, TUTORIAL)
    await groupOf(page, "Preview changes").getByRole("tab", { name: "Terraform" }).click()
    assert.equal(await selectedTab(page, "Apply the changes"), "Terraform")
    assert.equal(await selectedTab(page, "Add a namespace for each service"), "main.tf")
    assert.deepEqual(await shownCode(page, "Apply the changes"), ["terraform apply"])

    // Before any script of the site runs (its bundles refused), the server HTML already shows Terraform.
    await page.route("**/*.js", (route) => route.abort())
    await page.goto(BASE_URL + TUTORIAL, { waitUntil: "domcontentloaded" })
    assert.equal(await groupOf(page, "Apply the changes").getAttribute("data-awaiting-tracks"), "", "the page is not hydrated")
    assert.deepEqual(await shownCode(page, "Apply the changes"), ["terraform apply"])
    assert.deepEqual(await shownCode(page, "Preview changes"), ["terraform plan"])
    const underlined = await groupOf(page, "Preview changes").getByRole("tab", { name: "Terraform" }).evaluate((tab) => getComputedStyle(tab).borderBottomColor)
    const plain = await groupOf(page, "Preview changes").getByRole("tab", { name: "CUE" }).evaluate((tab) => getComputedStyle(tab).borderBottomColor)
    assert.notEqual(underlined, plain)
    await page.unroute("**/*.js")

    // Hydrated: React agrees with the server's HTML (no warning), then owns the tabs.
    page.problems.length = 0
    await visit(page, TUTORIAL)
    assert.equal(await selectedTab(page, "Preview changes"), "Terraform")
    assert.equal(await groupOf(page, "Preview changes").getAttribute("data-awaiting-tracks"), null)
    assert.deepEqual(await shownCode(page, "Preview changes"), ["terraform plan"])

    await visit(page, "/tutorials/pipelines")
    assert.equal(await selectedTab(page, "The receiveStock resolver"), "pipeline.tf")
    assert.equal(await selectedTab(page, "Apply the resolver"), "Terraform")
    assert.deepEqual(await shownCode(page, "Apply the resolver"), ["terraform apply"])
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("arrows, Home and End reach every tab of a group and show its code", async () => {
    const page = await openPage(browser)
    await visit(page, "/contributing/components")
    const title = "Create a workspace"
    const tabs = groupOf(page, title).getByRole("tab")
    assert.deepEqual(await tabs.allTextContents(), ["Bash", "Terraform", "CUE"])
    await tabs.first().focus()
    const expectSelected = async (name) => {
      assert.equal(await selectedTab(page, title), name)
      assert.equal(await page.evaluate(() => document.activeElement.textContent), name)
      assert.equal((await shownCode(page, title)).length, 1)
    }
    for (const [key, name] of [["ArrowRight", "Terraform"], ["ArrowRight", "CUE"], ["ArrowRight", "Bash"], ["ArrowLeft", "CUE"], ["Home", "Bash"], ["End", "CUE"]]) {
      await page.keyboard.press(key)
      await expectSelected(name)
    }
    assert.match((await shownCode(page, title))[0], /#Workspace|workspace/i)
    await page.context().close()
  })
})
