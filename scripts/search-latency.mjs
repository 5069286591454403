// What a reader feels of search, measured in Chromium: how soon ⌘/Ctrl K gives a visible, focused input
// (4× CPU slowdown, before and after hydration), how long a complete query takes to show results with its
// index files not cached and cached, and how many round trips it waits for at 50 ms of emulated latency.
// Used by scripts/bench-search.mjs.

const RESULTS = '[role="option"][data-url]'

/** Watches, from the next Ctrl+K, for a focused `maxlength=512` input in a shown dialog; resolves the delay in ms at the first frame. */
function watchOpen() {
  return new Promise((resolve) => {
    let start
    const ready = () => {
      const input = document.activeElement
      return input instanceof HTMLInputElement && input.maxLength === 512 && input.closest('[role="dialog"]') && input.getClientRects().length > 0
    }
    const frame = () => (ready() ? resolve(performance.now() - start) : requestAnimationFrame(frame))
    window.addEventListener(
      "keydown",
      (event) => {
        if (event.key.toLowerCase() !== "k" || start !== undefined) return
        start = performance.now()
        requestAnimationFrame(frame)
        setTimeout(() => resolve(null), 5000)
      },
      { capture: true },
    )
  })
}

/** Ctrl+K → visible focused input, at 4× CPU: `phase` "early" presses at domcontentloaded, "hydrated" once React has run. */
export async function measureOpen(browser, url, phase) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await page.addInitScript(`window.__openDelay = (${watchOpen.toString()})()`)
  await page.goto(url + "/guides/stratadb/filters", { waitUntil: phase === "early" ? "domcontentloaded" : "networkidle" })
  if (phase === "hydrated") await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
  await page.keyboard.press("Control+k")
  const delay = await page.evaluate(() => window.__openDelay)
  await context.close()
  return delay
}

/**
 * In the page: waits for the reader's next input event into the dialog, then for its first results; ms
 * from that event, and the index requests in between. The input comes from the browser (a trusted event,
 * as typing or pasting makes), not from a script: React gives updates made while such an event is
 * handled a higher priority, so a script's synthetic event would measure a path no reader takes.
 */
function armQuery() {
  window.__queryAnswer = new Promise((resolve) => {
    const input = document.querySelector('[role="dialog"] input')
    input.addEventListener(
      "input",
      () => {
        const start = performance.now()
        const done = () => {
          const found = document.querySelector('[role="option"][data-url]') || /Nothing found/.test(document.querySelector('[role="dialog"]')?.textContent ?? "")
          if (!found) return false
          const end = performance.now()
          observer.disconnect()
          // The index files fetched between the complete query and its results: the longest chain of requests
          // each started after the one before it ended is the number of sequential round trips.
          const requests = performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.includes("/search/") && entry.responseEnd > start && entry.startTime < end)
            .sort((a, b) => a.startTime - b.startTime)
          const depth = requests.map(() => 1)
          requests.forEach((request, i) => {
            for (let j = 0; j < i; j++) if (requests[j].responseEnd <= request.startTime) depth[i] = Math.max(depth[i], depth[j] + 1)
          })
          resolve({ ms: end - start, requests: requests.length, roundTrips: Math.max(0, ...depth) })
          return true
        }
        const observer = new MutationObserver(done)
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        setTimeout(() => {
          observer.disconnect()
          resolve(null)
        }, 15_000)
      },
      { capture: true, once: true },
    )
  })
}

/** The complete query as one input event (a paste), or its last key typed; resolves what `armQuery` measured. */
async function runQuery(page, text, { asKey = false } = {}) {
  await page.evaluate(armQuery)
  if (asKey) await page.keyboard.type(text)
  else await page.keyboard.insertText(text)
  return page.evaluate(() => window.__queryAnswer)
}

/** Waits until the dialog shows no results (an emptied query). */
async function clearQuery(page) {
  await page.keyboard.press("Control+a")
  await page.keyboard.press("Backspace")
  await page.waitForFunction((selector) => !document.querySelector(selector), RESULTS)
}

/**
 * Each query on a fresh page (nothing cached; what intent fetches when the dialog opens is loaded): the
 * complete query as one input event, as a paste makes it → results, then, emptied, the same query again
 * with its files cached. With `latencyMs`,
 * the network adds that much to every request (CDP network conditions), the query is typed key by key,
 * and the last key → results is taken. `prepare(context)`, if given, runs on each fresh context first (routes
 * for an experiment).
 */
export async function measureQueries(browser, url, queries, { latencyMs = 0, prepare } = {}) {
  const uncached = []
  const cached = []
  for (const query of queries) {
    const context = await browser.newContext()
    await prepare?.(context)
    const page = await context.newPage()
    await page.goto(url + "/guides/stratadb/filters", { waitUntil: "networkidle" })
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
    if (latencyMs) {
      const cdp = await context.newCDPSession(page)
      await cdp.send("Network.enable")
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 })
    }
    await page.keyboard.press("Control+k")
    await page.waitForFunction(() => document.activeElement?.matches?.('[role="dialog"] input'))
    // The dialog and what intent asks for are in: the query's own files are what is left to fetch.
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(300)
    // At a real latency, the reader types the query key by key (70 ms apart) and the last key is timed:
    // what the first letters fetched is what the last keystroke no longer waits for.
    if (latencyMs) await page.keyboard.type(query.slice(0, -1), { delay: 70 })
    const first = latencyMs ? await runQuery(page, query.slice(-1), { asKey: true }) : await runQuery(page, query)
    if (first) uncached.push({ query, ...first })
    if (!latencyMs && first) {
      await clearQuery(page)
      const again = await runQuery(page, query)
      if (again) cached.push({ query, ...again })
    }
    await context.close()
  }
  return { uncached, cached }
}
