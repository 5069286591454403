import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { measureFirstSearch } from "../../scripts/first-search.mjs"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const combobox = (page) => page.getByRole("combobox", { name: "Search the documentation" })

async function openWithShortcut(page) {
  await page.keyboard.press("Control+k")
  await page.getByRole("dialog", { name: "Search" }).waitFor()
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox")
}

describe("search in Chromium (embedded index, no keys)", () => {
  test("nothing of search is fetched before the reader shows intent; the shortcut loads it", async () => {
    const page = await openPage(browser)
    const requests = []
    page.on("request", (request) => requests.push(request.url()))
    await visit(page, "/getting-started/overview")
    assert.deepEqual(requests.filter((url) => /\/search\/|instantsearch|SearchDialog/i.test(url)), [])
    const before = requests.length
    await openWithShortcut(page)
    await combobox(page).fill("workspace")
    await page.getByRole("option").first().waitFor()
    assert.ok(requests.slice(before).some((url) => url.endsWith("/search/meta.json")), "the index loads on intent")
    // Without Algolia keys, no analytics code is loaded and nothing goes anywhere but this site.
    assert.deepEqual(requests.filter((url) => /search-insights|algolia/i.test(url) || !url.startsWith(BASE_URL)), [])
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("type, see at most 5 results with marks, Enter opens path + hash", async () => {
    const page = await openPage(browser)
    await visit(page, "/")
    await openWithShortcut(page)
    await combobox(page).pressSequentially("operators", { delay: 20 })
    const options = page.getByRole("option")
    await options.first().waitFor()
    const count = await options.count()
    assert.ok(count >= 1 && count <= 5, `${count} results`)
    assert.equal(await options.first().getAttribute("aria-selected"), "true")
    assert.ok((await page.locator('[role="option"] mark').count()) > 0)
    const url = await options.first().getAttribute("data-url")
    assert.match(url, /^\/[^#]+#[\w-]+$/)
    await page.keyboard.press("Enter")
    await page.waitForURL(`${BASE_URL}${url}`)
    await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "detached" })
    const [path, hash] = url.split("#")
    assert.equal(new URL(page.url()).pathname, path)
    await page.waitForFunction((id) => Math.abs((document.getElementById(id)?.getBoundingClientRect().top ?? -1000) - 100) < 40, hash)
    await page.context().close()
  })

  // The index's share was 20 KB while the dictionary came in shards per word; the term list (every term,
  // about 19 KB) now comes on intent so that a query waits only for postings and text, and the dialog's
  // chunk is 4 KB smaller: the total stays within its 80 KB.
  test("the first search downloads at most 80 KB gzip, dialog included, 40 KB of it index", async () => {
    const page = await openPage(browser)
    await visit(page, "/getting-started/overview")
    const { first, downloads } = await measureFirstSearch(page, "X-Supplier-Signature")
    downloads.stop()
    const kb = (bytes) => (bytes / 1024).toFixed(1)
    assert.ok(first.total <= 80 * 1024, `first search ${kb(first.total)} KB: ${first.all.map((item) => `${item.url} ${item.gzip}`).join(", ")}`)
    assert.ok(first.index <= 40 * 1024, `index ${kb(first.index)} KB in ${first.indexFiles.join(", ")}`)
    assert.ok(first.indexFiles.includes("/search/meta.json"))
    assert.ok(first.indexFiles.some((file) => /^\/search\/terms\.[0-9a-f]+\.json$/.test(file)), "the term list comes with the first search")
    assert.ok(!first.indexFiles.some((file) => /^\/search\/(dict|typos)\./.test(file)), "no dictionary shard is needed beside the term list")
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("an identifier that stands only in code lands on its section", async () => {
    const page = await openPage(browser)
    await visit(page, "/")
    await openWithShortcut(page)
    await combobox(page).pressSequentially("fetchWithRetry", { delay: 20 })
    // Results of the whole word (not of a prefix typed on the way): the first hit marks it.
    await page.waitForFunction(() => [...(document.querySelector('[role="option"]')?.querySelectorAll("mark") ?? [])].some((mark) => mark.textContent === "fetchWithRetry"))
    const first = page.getByRole("option").first()
    const url = await first.getAttribute("data-url")
    await page.keyboard.press("Enter")
    await page.waitForURL(`${BASE_URL}${url}`)
    // Gatsby changes the URL before it renders the next page: wait for the section's heading.
    await page.waitForFunction((id) => document.getElementById(id), url.split("#")[1])
    // The section the hit names (its heading up to the next one) holds the identifier in a code block.
    const inSection = await page.evaluate((id) => {
      let node = document.getElementById(id)?.nextElementSibling
      let code = ""
      while (node && !/^H[23]$/.test(node.tagName)) {
        code += [...node.querySelectorAll("pre"), ...(node.matches("pre") ? [node] : [])].map((pre) => pre.textContent).join("\n")
        node = node.nextElementSibling
      }
      return code.includes("fetchWithRetry")
    }, url.split("#")[1])
    assert.ok(inSection, `${url} holds fetchWithRetry in its code`)
    await page.context().close()
  })

  test("a result is a link: Ctrl+click opens its section in a new tab, the dialog stays", async () => {
    const page = await openPage(browser)
    await visit(page, "/")
    await openWithShortcut(page)
    await combobox(page).fill("bulk upsert")
    // The option is the link itself (role="option" on <a href>).
    const link = page.getByRole("option").first()
    await link.waitFor()
    assert.equal(await link.evaluate((element) => element.tagName), "A")
    const href = await link.getAttribute("href")
    assert.match(href, /^\/[^#]*(#[\w-]+)?$/)
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click({ modifiers: ["Control"] })])
    await tab.waitForLoadState()
    assert.equal(tab.url(), `${BASE_URL}${href}`)
    assert.equal(await page.getByRole("dialog", { name: "Search" }).count(), 1)
    assert.equal(new URL(page.url()).pathname, "/")
    await page.context().close()
  })

  test("Escape closes the panel, then clears the query, then closes the dialog; focus returns", async () => {
    const page = await openPage(browser)
    await visit(page, "/getting-started/overview")
    await page.getByRole("button", { name: "Find something..." }).click()
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox")
    await combobox(page).fill("filter")
    await page.getByRole("listbox").waitFor()
    await page.keyboard.press("Escape")
    await page.getByRole("listbox").waitFor({ state: "detached" })
    assert.equal(await combobox(page).inputValue(), "filter")
    await page.keyboard.press("Escape")
    assert.equal(await combobox(page).inputValue(), "")
    await page.keyboard.press("Escape")
    await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "detached" })
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.includes("Find something...")), true)
    await page.context().close()
  })

  test("markup in the query is text, never executed", async () => {
    const page = await openPage(browser)
    await visit(page, "/")
    await openWithShortcut(page)
    await page.evaluate(() => (window.__xss = false))
    await combobox(page).fill('<img src=x onerror="window.__xss=true"><script>window.__xss=true</script>')
    await page.getByText(/Nothing found for ‘<img src=x/).waitFor()
    assert.equal(await page.evaluate(() => window.__xss), false)
    assert.equal(await page.locator('[role="dialog"] img, [role="dialog"] script').count(), 0)
    await page.context().close()
  })

  test("a missing index shows a clear message and the page keeps working", async () => {
    const page = await openPage(browser)
    await page.route("**/search/**", (route) => route.fulfill({ status: 404, body: "" }))
    await visit(page, "/")
    await openWithShortcut(page)
    await combobox(page).fill("workspace")
    await page.getByRole("alert").getByText("Search is unavailable right now.").waitFor()
    await page.keyboard.press("Escape")
    await page.keyboard.press("Escape")
    await page.keyboard.press("Escape")
    await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "detached" })
    await page.locator(`a[rel="next"]`).click()
    await page.waitForURL(`${BASE_URL}/getting-started/overview`)
    await page.context().close()
  })

  test("a result list's text comes from each shown hit's own file, all asked for at once; the next list asks only for new hits", async () => {
    const page = await openPage(browser)
    const asked = []
    page.on("request", (request) => /\/search\//.test(request.url()) && asked.push({ path: new URL(request.url()).pathname, range: request.headers().range, at: Date.now() }))
    const answered = new Map()
    page.on("requestfinished", (request) => answered.set(new URL(request.url()).pathname, Date.now()))
    await visit(page, "/")
    await openWithShortcut(page)
    await combobox(page).fill("rotate secret")
    await page.getByRole("option").first().waitFor()
    const shown = await page.getByRole("option").count()
    assert.equal(shown, 5)
    for (const text of await page.getByRole("option").allTextContents()) assert.ok(text.length > 40, text)
    const fragments = asked.filter(({ path }) => /^\/search\/fragments\.[0-9a-f]+\/\d+\.json$/.test(path))
    assert.equal(fragments.length, shown, JSON.stringify(asked))
    // All asked for before the first of them answered: in parallel, not one after another.
    const firstAnswer = Math.min(...fragments.map(({ path }) => answered.get(path) ?? Infinity))
    assert.ok(fragments.every(({ at }) => at <= firstAnswer), JSON.stringify(fragments))
    assert.deepEqual(asked.filter(({ path, range }) => range !== undefined || !path.endsWith(".json")), [])
    // The next list: only the hits not shown before.
    const before = new Set(fragments.map(({ path }) => path))
    await combobox(page).fill("webhook retries")
    await page.getByRole("option").filter({ hasText: /webhook/i }).first().waitFor()
    await page.waitForLoadState("networkidle")
    const paths = asked.map(({ path }) => path)
    assert.equal(new Set(paths).size, paths.length, "no file is asked for twice")
    assert.ok(paths.filter((path) => /\/\d+\.json$/.test(path) && !before.has(path)).length <= 5)
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("at 375 px the shortcut opens search from the icon button's width; its tap opens it too", async () => {
    const page = await openPage(browser, { width: 375 })
    await visit(page, "/")
    await openWithShortcut(page)
    await page.keyboard.press("Escape")
    await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Find something..." }).click()
    await page.getByRole("dialog", { name: "Search" }).waitFor()
    await page.context().close()
  })
})
