import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => {
  browser = await launch()
})
after(() => browser?.close())

const ROUTE = "/guides/stratadb/filters"

/** What has focus, and whether a reader can see it has: an outline of 2 px or more, inside the viewport. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement
    const style = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute("aria-label") || el.textContent || "").trim().replace(/\s+/g, " ").slice(0, 60),
      href: el.getAttribute("href"),
      expanded: el.getAttribute("aria-expanded"),
      inMainNav: Boolean(el.closest('nav[aria-label="Main"]')),
      ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
    }
  })
}

/** Presses Tab until `match` is focused; every stop on the way must show its focus ring. */
async function tabTo(page, match, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab")
    const stop = await focused(page)
    assert.ok(stop.ring, `no visible focus ring on ${JSON.stringify(stop)}`)
    if (match(stop)) return stop
  }
  throw new Error(`not reached in ${limit} Tab presses`)
}

for (const scheme of ["light", "dark"]) {
  describe(`keyboard journey (${scheme})`, () => {
    test("the first Tab shows the skip link; Enter moves focus to the article", async () => {
      const page = await openPage(browser, { width: 1280, colorScheme: scheme })
      await visit(page, ROUTE)
      await page.keyboard.press("Tab")
      const stop = await focused(page)
      assert.deepEqual([stop.name, stop.href, stop.ring, stop.onScreen], ["Skip to content", "#content", true, true])
      await page.keyboard.press("Enter")
      assert.equal(await page.evaluate(() => document.activeElement.id), "content")
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })

    test("Tab reaches the search button, the theme toggle and the tree, each with a visible ring", async () => {
      const page = await openPage(browser, { width: 1280, colorScheme: scheme })
      await visit(page, ROUTE)
      const search = await tabTo(page, (s) => s.tag === "button" && s.name.startsWith("Find something"))
      assert.ok(search.onScreen)
      const toggle = await tabTo(page, (s) => s.name === "Toggle dark mode")
      const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"))
      const before = await dark()
      await page.keyboard.press("Enter")
      assert.equal(await dark(), !before, "Enter switches the theme")
      await page.keyboard.press("Space")
      assert.equal(await dark(), before, "Space switches it back")
      assert.ok(toggle.onScreen)
      const link = await tabTo(page, (s) => s.inMainNav && s.tag === "a")
      assert.equal(link.expanded, null, "a tree link never carries aria-expanded")
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })
  })
}

describe("the navigation tree by keyboard", () => {
  test("a section's toggle is a button with aria-expanded; Enter and Space open and close its list", async () => {
    const page = await openPage(browser, { width: 1280 })
    await visit(page, ROUTE)
    // A closed section further down the tree: the tree opens only the current page's section.
    const stop = await tabTo(page, (s) => s.inMainNav && s.tag === "button" && s.expanded === "false", 200)
    const controls = await page.evaluate(() => document.activeElement.getAttribute("aria-controls"))
    const listShown = () => page.evaluate((id) => Boolean(document.getElementById(id)?.querySelector("a")), controls)
    assert.equal(await listShown(), false, `${stop.name} is closed`)
    await page.keyboard.press("Enter")
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-expanded")), "true")
    assert.equal(await listShown(), true)
    await page.keyboard.press("Space")
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-expanded")), "false")
    assert.equal(await listShown(), false)
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })
})

describe("modals by keyboard", () => {
  test("search opened with Enter on its button keeps focus inside and gives it back on Escape", async () => {
    const page = await openPage(browser, { width: 1280 })
    await visit(page, ROUTE)
    await tabTo(page, (s) => s.tag === "button" && s.name.startsWith("Find something"))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await page.getByRole("combobox").waitFor()
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox")
    await page.keyboard.type("filter")
    await page.getByRole("option").first().waitFor()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab")
      assert.equal(await dialog.evaluate((el) => el.contains(document.activeElement)), true, `Tab ${i + 1} left the dialog`)
    }
    await page.keyboard.press("Escape")
    await page.keyboard.press("Escape")
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    const back = await focused(page)
    assert.ok(back.tag === "button" && back.name.startsWith("Find something"), `focus went to ${JSON.stringify(back)}`)
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("at 375 px the drawer opened with Enter traps Tab and Shift+Tab and gives focus back", async () => {
    const page = await openPage(browser, { width: 375 })
    await visit(page, ROUTE)
    await tabTo(page, (s) => s.name === "Open navigation")
    await page.keyboard.press("Enter")
    const drawer = page.getByRole("dialog")
    await drawer.waitFor()
    for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Tab"]) {
      await page.keyboard.press(key)
      assert.equal(await drawer.evaluate((el) => el.contains(document.activeElement)), true, `${key} left the drawer`)
      assert.ok((await focused(page)).ring)
    }
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })
    assert.equal((await focused(page)).name, "Open navigation")
    await page.context().close()
  })
})
