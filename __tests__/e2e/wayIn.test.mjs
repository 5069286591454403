// The way in: the home page's doors, a 404 that suggests where to go, "Was this page helpful?" and a top bar
// that fits a 320 px phone.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { BASE_URL, codeSnifferErrorsInBothThemes, launch, openPage, violationsInBothThemes, visit } from "./browser.mjs"

let browser
before(async () => {
  browser = await launch()
})
after(() => browser?.close())

const DOORS = [
  ["Quickstart with CUE", "/getting-started/quickstart/cue"],
  ["Quickstart with Terraform", "/getting-started/quickstart/terraform"],
  ["GraphQL API reference", "/reference/api-references/graphql"],
  ["Terraform provider", "/reference/terraform-provider"],
  ["stratactl", "/stratactl"],
]

// The widths of the issue, each in one theme: the phone dark, the desktop light.
const SCREENS = [
  { width: 1280, height: 800, colorScheme: "light" },
  { width: 375, height: 812, colorScheme: "dark" },
]

describe("the home page's doors", () => {
  for (const screen of SCREENS) {
    test(`at ${screen.width} px (${screen.colorScheme}): five cards near the top, each saying who it is for, each leading to its page`, async () => {
      const page = await openPage(browser, screen)
      await visit(page, "/")
      const cards = await page.evaluate(() =>
        [...document.querySelectorAll("article a")]
          .filter((link) => link.querySelector("p"))
          .map((link) => ({ title: link.querySelector("span:not(:has(svg))")?.textContent, href: link.getAttribute("href"), line: link.querySelector("p").textContent, top: link.getBoundingClientRect().top, bottom: link.getBoundingClientRect().bottom })),
      )
      assert.deepEqual(cards.slice(0, 5).map((card) => [card.title, card.href]), DOORS)
      for (const card of cards.slice(0, 5)) assert.ok(card.line.length > 20 && !card.line.includes("\n"), `${card.title}: ${card.line}`)
      if (screen.width === 1280) {
        // All five within the first screen of a desktop.
        for (const card of cards.slice(0, 5)) assert.ok(card.bottom <= screen.height, `${card.title} ends at ${Math.round(card.bottom)} px`)
      } else {
        // A phone sees the first door on its first screen, right under the opening paragraph.
        assert.ok(cards[0].bottom <= screen.height, `the first card ends at ${Math.round(cards[0].bottom)} px`)
      }
      await page.getByRole("link", { name: /Quickstart with CUE/ }).first().click()
      await page.waitForURL(`${BASE_URL}/getting-started/quickstart/cue`)
      // Client navigation: the address changes as the new page starts to render; its title follows within a frame or two.
      await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Quickstart with CUE")
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })
  }
})

describe("the 404 page", () => {
  for (const screen of SCREENS) {
    test(`at ${screen.width} px (${screen.colorScheme}): /guides/stratadb/permissions suggests /guides/stratadb/permission and offers search`, async () => {
      const page = await openPage(browser, screen)
      const response = await page.goto(`${BASE_URL}/guides/stratadb/permissions`, { waitUntil: "networkidle" })
      assert.equal(response.status(), 404)
      assert.equal(await page.locator("h1").innerText(), "Page not found")
      const first = page.locator("[data-suggestions] a").first()
      await first.waitFor()
      assert.equal(await first.getAttribute("href"), "/guides/stratadb/permission")
      assert.equal(await first.innerText(), "Permission")
      assert.deepEqual(await violationsInBothThemes(page), [], "axe")
      assert.deepEqual(await codeSnifferErrorsInBothThemes(page), [], "HTML_CodeSniffer")
      // The page asked for no script of its own beyond the layout's: search opens from the page's bootstrap.
      await page.getByRole("button", { name: "Search the docs" }).click()
      await page.getByRole("dialog", { name: "Search" }).waitFor()
      await page.keyboard.press("Escape")
      await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "detached" })
      await first.click()
      await page.waitForURL(`${BASE_URL}/guides/stratadb/permission`)
      assert.deepEqual(page.problems.filter((line) => !/404/.test(line)), [])
      await page.context().close()
    })
  }

  test("an address far from every route suggests nothing, and still offers search", async () => {
    const page = await openPage(browser)
    await page.goto(`${BASE_URL}/zzzz/qqqq/xxxxxxxx`, { waitUntil: "networkidle" })
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
    assert.equal(await page.locator("[data-suggestions]").count(), 0)
    assert.equal(await page.getByRole("button", { name: "Search the docs" }).count(), 1)
    await page.context().close()
  })
})

/** A data layer as the tag manager's startup leaves it: the consent default first, in gtag's arguments form. */
async function withConsent(page, state) {
  await page.addInitScript((consent) => {
    ;(function () {
      window.dataLayer = [arguments]
    })("consent", "default", { analytics_storage: consent, ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" })
  }, state)
}

const feedbackEvents = (page) => page.evaluate(() => (window.dataLayer || []).filter((entry) => entry && String(entry.event).startsWith("page_feedback")))

async function answer(page, choice, reason, { audit = false } = {}) {
  const form = page.getByRole("form", { name: "Was this page helpful?" })
  await form.scrollIntoViewIfNeeded()
  await form.getByRole("button", { name: choice }).click()
  const field = form.getByRole("textbox", { name: "Tell us why (optional)" })
  assert.ok(await field.evaluate((element) => element === document.activeElement), "the reason field has focus")
  if (reason) await field.fill(reason)
  // The form's second step, where it has the most to check.
  if (audit) {
    assert.deepEqual(await violationsInBothThemes(page), [], "axe")
    assert.deepEqual(await codeSnifferErrorsInBothThemes(page), [], "HTML_CodeSniffer")
  }
  await form.getByRole("button", { name: "Send" }).click()
  await form.getByRole("status").filter({ hasText: "Thanks for your feedback." }).waitFor()
}

describe("Was this page helpful?", () => {
  for (const screen of SCREENS) {
    test(`at ${screen.width} px (${screen.colorScheme}): with consent, the answer reaches the data layer as page_feedback`, async () => {
      const page = await openPage(browser, screen)
      await withConsent(page, "granted")
      await visit(page, "/guides/stratadb/filters")
      await answer(page, "No", "Missing an example", { audit: true })
      assert.deepEqual(await feedbackEvents(page), [
        { event: "page_feedback", page_path: "/guides/stratadb/filters", helpful: "no" },
        { event: "page_feedback_reason", page_path: "/guides/stratadb/filters", helpful: "no", reason: "Missing an example" },
      ])
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })
  }

  test("with consent, Yes alone is counted: a reader who answers and leaves is not lost", async () => {
    const page = await openPage(browser)
    await withConsent(page, "granted")
    await visit(page, "/guides/stratadb/filters")
    const form = page.getByRole("form", { name: "Was this page helpful?" })
    await form.scrollIntoViewIfNeeded()
    await form.getByRole("button", { name: "Yes" }).click()
    await form.getByRole("status").filter({ hasText: "Thanks! Tell us why, if you like." }).waitFor()
    assert.deepEqual(await feedbackEvents(page), [{ event: "page_feedback", page_path: "/guides/stratadb/filters", helpful: "yes" }])
    await page.context().close()
  })

  test("with consent denied, nothing reaches the data layer; the reader is thanked", async () => {
    const page = await openPage(browser)
    await withConsent(page, "denied")
    await visit(page, "/guides/stratadb/filters")
    await answer(page, "Yes")
    assert.deepEqual(await feedbackEvents(page), [])
    await page.context().close()
  })

  test("with no container (this build), nothing is created or sent; the reader is thanked", async () => {
    const page = await openPage(browser, { width: 375 })
    const requests = []
    await visit(page, "/guides/stratadb/filters")
    page.on("request", (request) => requests.push(request.url()))
    await answer(page, "Yes", "Clear")
    assert.equal(await page.evaluate(() => window.dataLayer), undefined)
    assert.deepEqual(requests, [])
    await page.context().close()
  })

  test("with the keyboard, on a page reached by client navigation", async () => {
    const page = await openPage(browser)
    await withConsent(page, "granted")
    await visit(page, "/guides/stratadb/filters")
    await page.locator('nav[aria-label="Main"] a[href="/guides/stratadb/fields"]').click()
    await page.waitForURL(`${BASE_URL}/guides/stratadb/fields`)
    await page.locator("h1", { hasText: "Fields" }).waitFor()
    const yes = page.getByRole("form", { name: "Was this page helpful?" }).getByRole("button", { name: "Yes" })
    await yes.focus()
    await page.keyboard.press("Enter")
    await page.keyboard.type("Found it")
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: "Thanks for your feedback." }).waitFor()
    assert.deepEqual(await feedbackEvents(page), [
      { event: "page_feedback", page_path: "/guides/stratadb/fields", helpful: "yes" },
      { event: "page_feedback_reason", page_path: "/guides/stratadb/fields", helpful: "yes", reason: "Found it" },
    ])
    await page.context().close()
  })
})

describe("the top bar", () => {
  for (const width of [320, 375]) {
    for (const colorScheme of ["light", "dark"]) {
      test(`at ${width} px (${colorScheme}): every control is inside the viewport, the bar stays 56 px`, async () => {
        const page = await openPage(browser, { width, colorScheme })
        await visit(page, "/guides/stratadb/filters")
        const controls = await page.evaluate(() =>
          [...document.querySelectorAll("header a, header button")]
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => {
              const box = element.getBoundingClientRect()
              return { name: element.getAttribute("aria-label") || element.textContent.trim(), left: box.left, right: box.right, width: box.width }
            }),
        )
        const names = controls.map((control) => control.name)
        for (const name of ["Open navigation", "Strata Docs home", "Find something...", "strata.dev", "Toggle dark mode"]) assert.ok(names.includes(name), `${name} in ${names}`)
        for (const control of controls) {
          assert.ok(control.left >= 0 && control.right <= width, `${control.name}: ${Math.round(control.left)}–${Math.round(control.right)} px`)
        }
        // Icon buttons keep their 36 px target.
        for (const control of controls.filter((c) => ["Open navigation", "Find something...", "Toggle dark mode"].includes(c.name))) assert.equal(control.width, 36, control.name)
        assert.equal(await page.evaluate(() => document.querySelector("header").getBoundingClientRect().height), 56)
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width)
        await page.context().close()
      })
    }
  }
})
