import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { builtRoutes, launch, openPage, violationsInBothThemes, visit } from "./browser.mjs"

let browser
const wide = {}
before(async () => {
  browser = await launch()
  // One page per width, reused across routes: each route loads once per width.
  wide.desktop = await openPage(browser, { width: 1280 })
  // The phone in the dark theme (from the system preference): every route hydrates once in each theme.
  wide.phone = await openPage(browser, { width: 375, colorScheme: "dark" })
})
after(() => browser?.close())


// E2E_PAGES_SHARD=k/n (scripts/run-e2e.mjs runs the sweep in parallel lanes): this process checks every n-th
// route from the k-th; the tests after the sweep run in shard 1 only.
const [shard, shards] = (process.env.E2E_PAGES_SHARD || "1/1").split("/").map(Number)
const routes = builtRoutes().filter((_, i) => i % shards === shard - 1)
const firstShard = shard === 1

describe("every page", () => {
  test("the build has the pages of the navigation tree", () => {
    const all = builtRoutes()
    assert.ok(all.includes("/") && all.includes("/getting-started/overview"), all.join(", "))
    assert.ok(routes.length > 0 && routes.length >= Math.floor(all.length / shards), `shard ${shard}/${shards}: ${routes.length} of ${all.length} routes`)
  })

  for (const route of routes) {
    test(`${route}: title rule, description, one h1, landmarks, no console errors, no axe violations at 1280 and 375 px in both themes`, async () => {
      const page = wide.desktop
      page.problems.length = 0
      await visit(page, route)
      const h1 = (await page.locator("h1").allInnerTexts()).map((text) => text.trim())
      assert.equal(h1.length, 1)
      const title = await page.title()
      assert.equal(title, route === "/" ? "Strata Docs" : `${h1[0]} - Protocol API Reference`)
      const description = await page.$eval('meta[name="description"]', (el) => el.getAttribute("content"))
      assert.ok(description && description.length > 20, `description: ${description}`)
      assert.equal(await page.$eval('link[rel="canonical"]', (el) => new URL(el.href).pathname), route)
      for (const landmark of ["header", "main", "footer", 'nav[aria-label="Main"]']) {
        assert.ok((await page.locator(landmark).count()) >= 1, landmark)
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForTimeout(100)
      assert.deepEqual(await violationsInBothThemes(page), [], "at 1280 px")
      const phone = wide.phone
      phone.problems.length = 0
      await visit(phone, route)
      // Nothing pushes the page sideways on a phone (code and tables scroll inside their own boxes).
      assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth), 375, "horizontal overflow at 375 px")
      assert.deepEqual(await violationsInBothThemes(phone), [], "at 375 px")
      assert.deepEqual([...page.problems, ...phone.problems], [])
    })
  }

  test("an unknown route shows the 404 page in the layout", { skip: !firstShard }, async () => {
    const page = await openPage(browser)
    const response = await page.goto(`${process.env.E2E_BASE_URL}/no/such/page`, { waitUntil: "networkidle" })
    assert.equal(response.status(), 404)
    assert.equal(await page.locator("h1").innerText(), "Page not found")
    assert.equal(await page.title(), "Page not found - Protocol API Reference")
    assert.equal(await page.locator("header").count(), 1)
    await page.context().close()
  })

  test("the footer shows the current year and the source link", { skip: !firstShard }, async () => {
    const page = await openPage(browser)
    await visit(page, "/")
    const footer = await page.locator("footer").innerText()
    assert.match(footer, new RegExp(`© ${new Date().getFullYear()} Strata`))
    assert.equal(await page.locator("footer a").getAttribute("href"), "https://github.com/strata-platform/strata-docs")
    await page.context().close()
  })

  test("the footer year is the reader's, not the build's, without a hydration mismatch", { skip: !firstShard }, async () => {
    const page = await openPage(browser)
    const future = new Date().getFullYear() + 5
    await page.clock.setFixedTime(new Date(`${future}-03-01T12:00:00Z`))
    await visit(page, "/")
    await page.locator("footer", { hasText: `© ${future} Strata` }).waitFor()
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })
})

describe("headings and the contents list", { skip: !firstShard }, () => {
  const ROUTE = "/getting-started/core-concepts"

  test("a hash in the URL scrolls smoothly to its heading, 100 px from the top", async () => {
    const page = await openPage(browser, { height: 700 })
    await visit(page, `${ROUTE}#services-and-namespaces`)
    await page.waitForFunction(
      () => Math.abs(document.getElementById("services-and-namespaces").getBoundingClientRect().top - 100) < 2,
      undefined,
      { timeout: 3000 },
    )
    await page.context().close()
  })

  test("h2/h3 carry #id anchor links", async () => {
    const page = await openPage(browser)
    await visit(page, ROUTE)
    const anchor = page.locator("h2#applications a[data-anchor]")
    assert.equal(await anchor.getAttribute("href"), "#applications")
    assert.equal(await anchor.getAttribute("aria-label"), "Link to section “Applications”")
    assert.equal(await page.$eval("h2#applications", (el) => getComputedStyle(el).scrollMarginTop), "96px")
    await page.context().close()
  })

  test("lists the headings, marks those in view, highlights the topmost, and offers the top of page only at the top", async () => {
    const page = await openPage(browser, { width: 1280, height: 800 })
    await visit(page, ROUTE)
    const toc = page.getByRole("navigation", { name: "On this page" })
    const active = () => toc.locator('[aria-current="location"]').innerText()
    assert.equal(await active(), "Top of page")
    assert.ok((await toc.locator("[data-visible]").count()) >= 2)
    const h2Count = await page.locator("article h2[id]").count()
    const h3Count = await page.locator("article h3[id]").count()
    assert.equal(await toc.locator("a").count(), h2Count + h3Count + 1)
    await page.evaluate(() => {
      const heading = document.getElementById("services-and-namespaces")
      window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 100, behavior: "instant" })
    })
    await toc.locator('[aria-current="location"]', { hasText: "Services and namespaces" }).waitFor()
    assert.equal(await toc.getByRole("link", { name: "Top of page" }).count(), 0)
    // h3 entries are indented further than h2 entries.
    const indent = (text) => toc.getByRole("link", { name: text, exact: true }).evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft))
    const firstH3 = await page.locator("article h3[id]").first().evaluate((el) => el.firstChild.textContent)
    assert.ok((await indent(firstH3)) > (await indent("Applications")))
    await page.context().close()
  })
})
