// A page's first load keeps the server's article: React hydrates the frame and the islands (code blocks,
// code groups, tabs), never re-creates the article's nodes; client navigation renders the next article from
// its page data, islands included.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const ROUTE = "/guides/auth/app-login"

/** Before any script runs: remember the parser's own nodes, and count article nodes anything removes later. */
function watchServerNodes() {
  window.__removedFromArticle = 0
  new MutationObserver((records) => {
    for (const record of records) {
      if (!window.__server && document.querySelector("#top pre") && document.querySelector("footer")) {
        window.__server = { h1: document.querySelector("#top h1"), paragraph: document.querySelector("#top p"), code: document.querySelector("#top pre"), article: document.getElementById("top") }
      }
      if (window.__server && record.type === "childList" && record.removedNodes.length > 0 && window.__server.article.contains(record.target)) window.__removedFromArticle += record.removedNodes.length
    }
  }).observe(document, { childList: true, subtree: true })
}

describe("islands in Chromium", () => {
  test("on a first load the article's nodes are the server's, and its islands respond", async () => {
    const page = await openPage(browser)
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await page.addInitScript(watchServerNodes)
    await visit(page, ROUTE)
    const group = page.locator("[data-code-group]", { has: page.getByRole("tab", { name: "Refresh token" }) })
    // A tab is only selected by a click once its island has hydrated: the click proves it.
    await group.getByRole("tab", { name: "Refresh token" }).click()
    await group.getByRole("tab", { name: "Refresh token", selected: true }).waitFor()
    const same = await page.evaluate(() => ({
      h1: document.querySelector("#top h1") === window.__server.h1,
      paragraph: document.querySelector("#top p") === window.__server.paragraph,
      code: document.querySelector("#top pre") === window.__server.code,
      article: document.getElementById("top") === window.__server.article,
      removed: window.__removedFromArticle,
      islands: document.querySelectorAll("#top [data-island]").length,
    }))
    assert.deepEqual(same, { h1: true, paragraph: true, code: true, article: true, removed: 0, islands: same.islands })
    assert.ok(same.islands >= 2, `${same.islands} islands`)
    await group.getByRole("button", { name: "Copy" }).click()
    await group.getByRole("button", { name: "Copied!" }).waitFor()
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /grant_type=refresh_token/)
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("no renderer on a first load: the component map's chunk comes with the first intent to navigate", async () => {
    const page = await openPage(browser)
    const scripts = []
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname))
    await visit(page, ROUTE)
    const renderer = () => scripts.filter((path) => path.startsWith("/renderer-"))
    assert.deepEqual(renderer(), [], "the renderer came with the first load")
    await page.locator('a[rel="next"]').hover()
    await page.waitForLoadState("networkidle")
    assert.equal(renderer().length, 1, `no renderer loaded on intent (${scripts.join(" ")})`)
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("a heading's # goes to its section and copies its address", async () => {
    const page = await openPage(browser)
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await visit(page, ROUTE)
    const heading = page.locator("#top h2[id]").first()
    const id = await heading.getAttribute("id")
    await heading.hover()
    await heading.locator("a[data-anchor]").click()
    await page.locator("a[data-anchor][data-copied]").waitFor()
    assert.equal(new URL(page.url()).hash, `#${id}`)
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${new URL(page.url()).origin}${ROUTE}#${id}`)
    await page.locator("#anchor-status", { hasText: "Link copied" }).waitFor()
    await page.locator("a[data-anchor][data-copied]").waitFor({ state: "detached", timeout: 2000 })
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("a link in the server's article navigates client-side, and the next article's islands work", async () => {
    const page = await openPage(browser)
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await visit(page, "/getting-started/overview")
    await page.evaluate(() => (window.__sameDocument = true))
    // A plain <a> of the server HTML, not a React Link.
    await page.locator('#top a[href="/getting-started/core-concepts"]').first().click()
    await page.waitForURL(/\/getting-started\/core-concepts$/)
    await page.locator("#top h1", { hasText: "Core concepts" }).waitFor()
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "the page was reloaded")
    // On to a page with code: rendered from page data, its group still picks tabs and copies.
    await page.goto("about:blank")
    await visit(page, "/guides/auth/integration/built-in-idp")
    await page.evaluate(() => (window.__sameDocument = true))
    await page.locator('a[rel="next"]').click()
    await page.waitForURL(/\/guides\/auth\/app-login$/)
    await page.locator("#top [data-code-group]").first().waitFor()
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "the page was reloaded")
    const group = page.locator("#top [data-code-group]").first()
    const tabs = group.getByRole("tab")
    if ((await tabs.count()) > 1) {
      await tabs.nth(1).click()
      assert.equal(await tabs.nth(1).getAttribute("aria-selected"), "true")
    }
    await group.getByRole("button", { name: "Copy" }).click()
    await group.getByRole("button", { name: "Copied!" }).waitFor()
    const shown = await group.evaluate((element) => [...element.querySelectorAll("pre")].find((pre) => pre.checkVisibility()).textContent)
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shown)
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })
})
