// What a reader's searches download, measured in Chromium (gzip of each response body): the first
// search from opening the dialog to its first results, then each further query. Shared by
// scripts/bench-search.mjs and the browser tests.
import { gzipSync } from "node:zlib"

/** The search button's combobox in the dialog. */
export const searchInput = (page) => page.getByRole("combobox", { name: "Search the documentation" })

/** Records every response from now on, with its gzip size, split into search index, scripts and the rest. */
export function recordDownloads(page) {
  const pending = []
  const listener = (response) => {
    const url = response.url()
    pending.push(
      response.body().then(
        (body) => ({ url, type: response.request().resourceType(), gzip: gzipSync(body).length }),
        () => ({ url, type: response.request().resourceType(), gzip: 0 }),
      ),
    )
  }
  page.on("response", listener)
  return {
    /** Everything downloaded so far, grouped; Gatsby's prefetch of result pages (page-data) is listed apart. */
    async take() {
      const all = await Promise.all(pending.splice(0))
      const sum = (list) => list.reduce((total, item) => total + item.gzip, 0)
      const index = all.filter((item) => new URL(item.url).pathname.startsWith("/search/"))
      const prefetch = all.filter((item) => /\/(page-data|app-data)/.test(item.url))
      const scripts = all.filter((item) => item.type === "script" && !index.includes(item))
      return { all, index: sum(index), indexFiles: index.map((item) => new URL(item.url).pathname), scripts: sum(scripts), prefetch: sum(prefetch), total: sum(all) - sum(prefetch) }
    },
    stop: () => page.off("response", listener),
  }
}

/** Types a query as a reader does (a key every `delay` ms) and waits for its results to show. */
export async function typeQuery(page, query, { delay = 60 } = {}) {
  const input = searchInput(page)
  await input.fill("")
  await input.pressSequentially(query, { delay })
  await page.waitForFunction(
    (q) => {
      const input = document.querySelector('[role="combobox"]')
      return input?.value === q && (document.querySelector('[role="option"][data-url]') || /Nothing found/.test(document.querySelector('[role="dialog"]')?.textContent ?? ""))
    },
    query,
    { timeout: 30_000 },
  )
  await page.waitForLoadState("networkidle")
}

/** Opens the dialog on a loaded page and types the first query: what that cost, by kind. */
export async function measureFirstSearch(page, query) {
  const downloads = recordDownloads(page)
  await page.keyboard.press("Control+k")
  await searchInput(page).waitFor()
  await typeQuery(page, query)
  const first = await downloads.take()
  return { first, downloads }
}
