// The generated reference in a browser: a schema type named in a guide links to its entry, and the raw schema files are served.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

let browser
let page
before(async () => {
  browser = await launch()
  page = await openPage(browser, { width: 1280, height: 900 })
})
after(() => browser?.close())

test("a type named in a guide links to its reference entry, which lands on its h2", async () => {
  await visit(page, "/guides/stratadb/filters")
  const link = page.locator('article p a[href="/reference/api-references/graphql/input-objects#productqueryinput"]').first()
  // Text content, not innerText: a block below the first screen is not laid out until it nears the viewport
  // (content-visibility), and Chromium's innerText of an element inside one is empty.
  assert.equal((await link.textContent()).trim(), "ProductQueryInput")
  await link.click()
  await page.waitForURL("**/reference/api-references/graphql/input-objects#productqueryinput")
  const heading = page.locator("h2#productqueryinput")
  await heading.waitFor()
  assert.equal((await heading.textContent()).replace(/#\s*$/, "").trim(), "ProductQueryInput")
  // The heading is at the top of the viewport, below the sticky bar, not somewhere further down the page.
  await page.waitForFunction(() => {
    const top = document.querySelector("h2#productqueryinput")?.getBoundingClientRect().top ?? -1
    return top >= 0 && top < 300
  })
  assert.deepEqual(page.problems, [])
})

test("the reference's type links lead from a field to its type's entry", async () => {
  await visit(page, "/reference/api-references/graphql/queries")
  // "Returns ProductConnection!" under the products query.
  const link = page.locator('article a[href="/reference/api-references/graphql/objects#productconnection"]').first()
  assert.equal((await link.textContent()).trim(), "ProductConnection!")
  await link.click()
  await page.waitForURL("**/reference/api-references/graphql/objects#productconnection")
  await page.locator("h2#productconnection").waitFor()
})

test("the GraphQL schema and the OpenAPI file are served for tools", async () => {
  const sdl = await fetch(`${BASE_URL}/schema/strata.graphql`)
  assert.equal(sdl.status, 200)
  assert.match(await sdl.text(), /input ProductQueryInput \{/)
  const openapi = await fetch(`${BASE_URL}/schema/management-api.yaml`)
  assert.equal(openapi.status, 200)
  assert.match(await openapi.text(), /^openapi: 3\.1\.0/)
})

test("a query's entry shows its defaults, limits, example request and response; Copy copies the request", async () => {
  const reader = await openPage(browser, { width: 1280, height: 900 })
  await reader.context().grantPermissions(["clipboard-read", "clipboard-write"])
  await visit(reader, "/reference/api-references/graphql/queries#products")
  // The entry: everything between the products h2 and the next h2.
  const entry = await reader.evaluate(() => {
    const parts = []
    for (let node = document.querySelector("h2#products")?.nextElementSibling; node && node.tagName !== "H2"; node = node.nextElementSibling) parts.push(node.textContent)
    return parts.join("\n")
  })
  // The argument's entry: name, type, optional, its default and its limit on one line, the description below.
  assert.match(entry, /first\s*Int\s*optional\s*default 100\s*at most 1,000\s*How many entries to return\./)
  assert.match(entry, /Limits: first: at most 1,000\./)
  assert.match(entry, /Example#?\s+List the two most expensive active products/)
  assert.match(entry, /"totalCount": 5/)
  const request = reader.locator("pre", { hasText: "query ExpensiveProducts" }).first()
  const expected = await request.evaluate((pre) => pre.textContent)
  assert.match(expected, /^query ExpensiveProducts \{\n  products\(query: \{ active: \{ eq: true \} \}/)
  // The Copy button of this block: the one in its nearest ancestor that has one.
  await request.locator("xpath=ancestor::*[.//button][1]").getByRole("button", { name: "Copy", exact: true }).first().click()
  assert.equal(await reader.evaluate(() => navigator.clipboard.readText()), expected)
  assert.deepEqual(reader.problems, [])
  await reader.context().close()
})

test("Used in links land on the guide section that shows the operation", async () => {
  await visit(page, "/reference/api-references/graphql/queries")
  const link = page.locator('article p a[href="/guides/stratadb/auto-generated-api#pagination"]').first()
  assert.match((await link.textContent()).trim(), /^Auto-generated API: Pagination$/)
  await link.click()
  await page.waitForURL("**/guides/stratadb/auto-generated-api#pagination")
  const heading = page.locator("h2#pagination, h3#pagination")
  await heading.waitFor()
  await page.waitForFunction(() => {
    const top = document.querySelector("#pagination")?.getBoundingClientRect().top ?? -1
    return top >= 0 && top < 300
  })
  assert.match(await page.locator("article").innerText(), /query|products/)
})

test("a deprecated mutation carries the Deprecated badge and names its replacement; the changelog lists its deprecation under a release", async () => {
  await visit(page, "/reference/api-references/graphql/mutations#publishproduct")
  const meta = page.locator("h2#publishproduct").locator("xpath=preceding-sibling::*[1]")
  assert.equal((await meta.innerText()).trim(), "Deprecated")
  const entry = await page.evaluate(() => {
    const parts = []
    for (let node = document.querySelector("h2#publishproduct")?.nextElementSibling; node && node.tagName !== "H2"; node = node.nextElementSibling) parts.push(node.textContent)
    return parts.join("\n")
  })
  assert.match(entry, /set published with updateProduct instead/)
  await visit(page, "/reference/api-references/changelog")
  // Text content: the sections below the first screen are not laid out yet (content-visibility).
  const text = await page.locator("article").textContent()
  assert.match(text, /Deprecated\s+Mutation\.publishProduct/)
  // publishProduct was part of the oldest release on the page: deprecated in a later one, never listed as added.
  assert.doesNotMatch(text, /Added\s+Mutation\.publishProduct/)
  assert.doesNotMatch(text, /commit/i)
  // One section per release, "<version> (<date>)", newest first.
  const headings = (await page.locator("article h2").allTextContents()).map((heading) => heading.replace(/#\s*$/, "").trim())
  const releases = headings.filter((heading) => /^\S+ \(\d{1,2} \w+ \d{4}\)$/.test(heading))
  assert.ok(releases.length >= 2, headings.join(" | "))
  const dates = releases.map((heading) => Date.parse(heading.replace(/^\S+ \((.*)\)$/, "$1")))
  assert.deepEqual(dates, [...dates].sort((a, b) => b - a))
})

test("an operation's entry says who may call it and lists its errors with the retry advice of its kind", async () => {
  await visit(page, "/reference/api-references/graphql/mutations#receivestock")
  // Text content: the entry may sit in a block not laid out yet (content-visibility).
  const entry = await page.evaluate(() => {
    const parts = []
    for (let node = document.querySelector("h2#receivestock")?.nextElementSibling; node && node.tagName !== "H2"; node = node.nextElementSibling) parts.push(node.textContent)
    return parts.join("\n")
  })
  // Who may call it and what its steps need are read off the configuration the tutorials apply.
  // Each part under its own heading (its text ends with the heading's "#" link).
  assert.match(entry, /Permissions#?\s+The resolver's own permissions rules allow members of inventory-staff; a caller they don't allow gets PERMISSION_DENIED/)
  assert.match(entry, /who also needs read on Product, read on Inventory and update on Inventory/)
  assert.match(entry, /Errors#?\s+Retry advice for a mutation that is not idempotent:/)
  // Its errors: each resolver step that can fail, and the advice for a mutation a repeat would apply twice.
  for (const step of ["checkQuantity", "checkProduct", "checkStock"]) assert.match(entry, new RegExp(`step ${step}:`))
  assert.match(entry, /TIMEOUT: The steps together run longer than 30 s\. Retry: No: writes that finished before the timeout stay committed/)
  // Each code links to its section of the error reference.
  const link = page.locator('h3#receivestock-errors ~ ul a[href="/reference/errors#validation_failed"]').first()
  assert.equal((await link.textContent()).trim(), "VALIDATION_FAILED")
  assert.deepEqual(page.problems, [])
})

// An operation's parts are headings a reader can link to: #setorderstatus-errors lands on the Errors heading as any
// heading anchor lands (its top 100 px down, 44 more under extra-large widths where the contents bar stays under
// the top bar), at a phone's width and a desktop's, in
// both themes; the contents list nests the parts under the operation, and the Markdown twin has them as h3.
const MUTATIONS = "/reference/api-references/graphql/mutations"
for (const width of [375, 1280]) {
  for (const colorScheme of ["light", "dark"]) {
    test(`#setorderstatus-errors lands on the Errors heading of setOrderStatus at ${width} px, ${colorScheme}`, async () => {
      const reader = await openPage(browser, { width, height: 900, colorScheme })
      await visit(reader, `${MUTATIONS}#setorderstatus-errors`)
      const heading = reader.locator("h3#setorderstatus-errors")
      assert.equal((await heading.textContent()).replace(/#\s*$/, "").trim(), "Errors")
      // The nearest h2 above it is its operation's.
      const operation = await heading.evaluate((h3) => {
        let node = h3.previousElementSibling
        while (node && node.tagName !== "H2") node = node.previousElementSibling
        return node?.id
      })
      assert.equal(operation, "setorderstatus")
      // Its top where a URL's hash puts any heading: 100 px below the viewport's top (HASH_SCROLL_OFFSET, below the
      // sticky bar), once the smooth scroll has followed the blocks laid out on the way.
      const landed = () => ({ top: document.getElementById("setorderstatus-errors").getBoundingClientRect().top, scrollY: window.scrollY })
      const rest = width < 1280 ? 144 : 100
      const near = ({ top }) => Math.abs(top - rest) <= 4
      // Where it rests: the same place for a second (on its way, while blocks are laid out, it can pass there).
      let where
      for (let steady = 0, tries = 0; steady < 10 && tries < 100; tries++) {
        where = await reader.evaluate(landed)
        steady = near(where) ? steady + 1 : 0
        await reader.waitForTimeout(100)
      }
      assert.ok(near(where), `the heading's top ${rest} px from the viewport's: ${JSON.stringify(where)}`)
      // The part's heading is small: no larger than the text around it, as the run-in label it replaced.
      const sizes = await heading.evaluate((h3) => [getComputedStyle(h3).fontSize, getComputedStyle(h3.nextElementSibling).fontSize])
      assert.equal(sizes[0], sizes[1])
      assert.deepEqual(reader.problems, [])
      await reader.context().close()
    })
  }
}

// Before the page's script runs (a slow phone, a busy machine): the browser's own smooth scroll aims once at where
// the heading is when it starts, and the blocks it passes are laid out on the way (content-visibility) and push the
// heading further down. The inline landing script follows the heading from the first frame, so it rests in place with
// no bundle at all.
for (const width of [375, 1280]) {
  test(`#setorderstatus-errors lands on its heading before any bundle runs, at ${width} px`, async () => {
    const reader = await openPage(browser, { width, height: 900 })
    await reader.route(/\.js(\?|$)/, (route) => route.abort())
    await reader.goto(`${BASE_URL}${MUTATIONS}#setorderstatus-errors`, { waitUntil: "load" })
    const rest = width < 1280 ? 144 : 100
    const landed = () => ({ top: document.getElementById("setorderstatus-errors").getBoundingClientRect().top, scrollY: window.scrollY })
    let where
    for (let steady = 0, tries = 0; steady < 10 && tries < 60; tries++) {
      where = await reader.evaluate(landed)
      steady = Math.abs(where.top - rest) <= 4 ? steady + 1 : 0
      await reader.waitForTimeout(100)
    }
    assert.ok(Math.abs(where.top - rest) <= 4, `the heading's top ${rest} px from the viewport's: ${JSON.stringify(where)}`)
    assert.equal(await reader.evaluate(() => document.documentElement.hasAttribute("data-loaded")), false, "no bundle ran")
    await reader.context().close()
  })
}

test("the contents list nests an operation's Permissions, Errors, Side effects and Example under it; the Markdown twin has them as h3", async () => {
  await visit(page, MUTATIONS)
  const toc = page.getByRole("navigation", { name: "On this page" })
  const entries = await toc.locator("a").evaluateAll((links) => links.map((link) => [link.getAttribute("href"), link.dataset.depth, link.textContent]))
  const at = entries.findIndex(([href]) => href === "#setorderstatus")
  assert.ok(at >= 0, "setOrderStatus in the contents list")
  assert.deepEqual(entries.slice(at, at + 5), [
    ["#setorderstatus", "2", "setOrderStatus"],
    ["#setorderstatus-side-effects", "3", "Side effects"],
    ["#setorderstatus-permissions", "3", "Permissions"],
    ["#setorderstatus-errors", "3", "Errors"],
    ["#setorderstatus-example", "3", "Example"],
  ])
  const twin = await (await fetch(`${BASE_URL}${MUTATIONS}.md`)).text()
  const section = twin.slice(twin.indexOf("\n## setOrderStatus\n"))
  const headings = section.split("\n").filter((line) => line.startsWith("#"))
  assert.deepEqual(headings.slice(0, 5), ["## setOrderStatus", "### Side effects", "### Permissions", "### Errors", "### Example"])
  assert.match(section, /### Errors\n\nRetry advice for an idempotent mutation:\n\n- \[`PERMISSION_DENIED`\]/)
})
