import assert from "node:assert/strict"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, before, describe, test } from "node:test"
import { pathToFileURL } from "node:url"
import ts from "typescript"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

// The tree and the active-path rule exactly as the site has them: content/navigation.ts and
// src/navigation/activePath.ts, turned into plain modules (they import nothing but types).
const moduleDir = mkdtempSync(path.join(tmpdir(), "nav-"))
async function loadTs(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, "utf8"), { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } })
  const out = path.join(moduleDir, `${path.basename(file, ".ts")}.mjs`)
  writeFileSync(out, outputText)
  return import(pathToFileURL(out).href)
}
const { navigation } = await loadTs("content/navigation.ts")
const { findActivePath } = await loadTs("src/navigation/activePath.ts")
rmSync(moduleDir, { recursive: true })
// findActivePath reads `children`; the writers' tree says `links`.
const withChildren = (nodes) => nodes.map((node) => ({ ...node, children: withChildren(node.links ?? []) }))
const activeTitles = (route) => findActivePath(withChildren(navigation), route).map((node) => node.title)

const SITE_DIR = process.env.SITE_DIR || "."
const ROUTES = ["/getting-started/overview", "/getting-started/quickstart/terraform", "/guides/stratadb/filters", "/tutorials/setup-auth/login/id-token"]
const COPY_ROUTE = "/getting-started/core-concepts"

let browser
// Until every page has its Markdown twin in the build, this test serves one of its own for the page it copies.
const twin = path.join(SITE_DIR, "public", `${COPY_ROUTE}.md`)
const ownTwin = !existsSync(twin)
before(async () => {
  browser = await launch()
  if (ownTwin) writeFileSync(twin, "# Core concepts\n\nStrata's building blocks: <workspaces> & services.\n")
})
after(async () => {
  await browser?.close()
  if (ownTwin) rmSync(twin)
})

describe("page chrome", () => {
  for (const route of ROUTES) {
    test(`${route}: breadcrumbs follow the tree, the edit link names the file, a last-updated date`, async () => {
      const page = await openPage(browser)
      await visit(page, route)
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).locator("ol > li")
      assert.deepEqual((await crumbs.allInnerTexts()).map((text) => text.trim()), activeTitles(route))
      const current = page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]')
      assert.equal(await current.getAttribute("href"), route)
      const edit = await page.getByRole("link", { name: "Edit this page" }).getAttribute("href")
      const file = ["", "/index"].map((suffix) => `content/docs${route}${suffix}.mdx`).find((candidate) => existsSync(candidate))
      assert.ok(edit.endsWith(`/${file}`), `${edit} should end with ${file}`)
      const time = page.locator("main time")
      assert.match(await time.getAttribute("datetime"), /^\d{4}-\d{2}-\d{2}T/)
      assert.match(await time.innerText(), /^\d{1,2} [A-Z][a-z]+ \d{4}$/)
      assert.ok(await page.getByText(/Last updated/).isVisible())
      // Hydration kept the server's text: no mismatch warnings.
      assert.deepEqual(page.problems, [])
      await page.context().close()
    })
  }

  test("no breadcrumbs on the home page", async () => {
    const page = await openPage(browser)
    await visit(page, "/")
    assert.equal(await page.getByRole("navigation", { name: "Breadcrumb" }).count(), 0)
    await page.context().close()
  })

  test("Copy page puts the page's Markdown on the clipboard and says Copied!", async () => {
    const page = await openPage(browser)
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await visit(page, COPY_ROUTE)
    assert.equal(await page.getByRole("link", { name: "View as Markdown" }).getAttribute("href"), `${COPY_ROUTE}.md`)
    await page.getByRole("button", { name: "Copy page" }).click()
    await page.getByRole("button", { name: "Copied!" }).waitFor()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), readFileSync(twin, "utf8"))
    assert.equal(await page.locator('[role="status"]', { hasText: "Copied to clipboard" }).count(), 1)
    await page.getByRole("button", { name: "Copied!" }).waitFor({ state: "detached", timeout: 2000 })
    await page.context().close()
  })

  test("Copy page says Copy failed when the Markdown cannot be fetched", async () => {
    const page = await openPage(browser)
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await page.route("**/*.md", (request) => request.fulfill({ status: 404, body: "" }))
    await visit(page, COPY_ROUTE)
    await page.getByRole("button", { name: "Copy page" }).click()
    await page.getByRole("button", { name: "Copy failed" }).waitFor()
    await page.context().close()
  })

  test("JSON-LD parses, names the page and lists its breadcrumbs; social tags point at the default image", async () => {
    const page = await openPage(browser)
    const route = "/guides/stratadb/filters"
    await visit(page, route)
    const blocks = await page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((s) => JSON.parse(s.textContent)))
    assert.equal(blocks.length, 1)
    const [article, list] = blocks[0]
    const h1 = (await page.locator("h1").innerText()).trim()
    const canonical = await page.$eval('link[rel="canonical"]', (el) => el.href)
    assert.equal(article["@type"], "TechArticle")
    assert.equal(article.headline, h1)
    assert.equal(article.url, canonical)
    assert.match(article.dateModified, /^\d{4}-\d{2}-\d{2}T/)
    assert.equal(list["@type"], "BreadcrumbList")
    assert.equal(list.itemListElement.at(-1).name, activeTitles(route).at(-1))
    assert.equal(list.itemListElement.at(-1).item, canonical)
    const meta = (selector) => page.$eval(selector, (el) => el.getAttribute("content"))
    assert.equal(await meta('meta[name="twitter:card"]'), "summary_large_image")
    assert.equal(await meta('meta[name="twitter:title"]'), await page.title())
    assert.equal(await meta('meta[name="twitter:description"]'), await meta('meta[name="description"]'))
    const image = await meta('meta[property="og:image"]')
    assert.equal(await meta('meta[name="twitter:image"]'), image)
    assert.equal(new URL(image).origin, new URL(canonical).origin)
    const png = await page.request.get(BASE_URL + new URL(image).pathname)
    assert.equal(png.headers()["content-type"], "image/png")
    await page.context().close()
  })

  test("printing shows the article alone, black on white, code wrapped and link addresses", async () => {
    const page = await openPage(browser, { colorScheme: "dark" })
    await visit(page, "/getting-started/quickstart/terraform")
    await page.emulateMedia({ media: "print" })
    const shown = (selector) => page.$$eval(selector, (els) => els.filter((el) => getComputedStyle(el).display !== "none" && el.getClientRects().length > 0).length)
    for (const hidden of ["header", 'nav[aria-label="Main"]', 'nav[aria-label="On this page"]', 'nav[aria-label="Previous and next pages"]', 'button:not([role="tab"])', 'a[href="#content"]']) {
      assert.equal(await shown(hidden), 0, `${hidden} is printed`)
    }
    assert.equal(await page.getByRole("link", { name: "Edit this page" }).isVisible(), false)
    assert.equal(await page.$eval("article pre", (pre) => getComputedStyle(pre).whiteSpace), "pre-wrap")
    assert.equal(await page.$eval("article p", (p) => getComputedStyle(p).color), "rgb(0, 0, 0)")
    assert.equal(await page.$eval("body", (body) => getComputedStyle(body).backgroundColor), "rgb(255, 255, 255)")
    const main = await page.$eval("main", (el) => el.getBoundingClientRect().width)
    assert.ok(main > 1100, `the article takes the full width (${main} px)`)
    // A text link (links whose text is code, such as a type's name, print without their address).
    const link = await page.$eval("article a[href^='/']:not([data-anchor]):not(:has(code))", (a) => getComputedStyle(a, "::after").content)
    assert.match(link, /\(https?:\/\/[^ ]+\/[^ ]*\)/)
    const anchor = await page.$eval("article a[data-anchor]", (a) => getComputedStyle(a, "::after").content)
    assert.equal(anchor, "none")
    await page.context().close()
  })
})
