// What a reader's first search costs the host, on hosts that answer byte ranges, only single ranges, or none:
// the bytes npm run serve's server writes (headers and bodies, compressed as sent, whatever the browser
// reads of them) from ⌘K on a loaded home page to the first results of a query typed as people type.
// KEY_DELAY=<ms> types slower (each pause of 200 ms or more fetches the text of the list shown then).
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { after, before, describe, test } from "node:test"
import { createStaticServer } from "../../scripts/serve-static.mjs"
import { launch, openPage } from "./browser.mjs"

const PUBLIC_DIR = path.join(process.env.SITE_DIR || ".", "public")
const QUERY = "reorder point"
const BUDGET_BYTES = 80 * 1024
const KEY_DELAY = Number(process.env.KEY_DELAY ?? 60)
// The search client's own figure (src/search/engine/localClient.ts), read from its source.
const TYPING_GAP_MS = Number(readFileSync(new URL("../../src/search/engine/localClient.ts", import.meta.url), "utf8").match(/TYPING_GAP_MS = (\d+)/)[1])

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

/** The server on an ephemeral port, counting the bytes it writes to every connection and each request it is asked. */
async function countingServer(ranges) {
  const server = createStaticServer(PUBLIC_DIR, { ranges })
  const sockets = new Set()
  const requests = []
  server.on("connection", (socket) => sockets.add(socket))
  server.on("request", (request) => requests.push({ url: request.url, range: request.headers.range }))
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    // A closed socket keeps its count.
    bytesWritten: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

const sent = {}

describe("the first search sends at most 80 KB on any host", () => {
  for (const ranges of ["all", "single", "none"]) {
    test(`a host answering ${ranges === "all" ? "byte ranges" : ranges === "single" ? "single ranges only" : "no ranges"} (RANGES=${ranges})`, async () => {
      const server = await countingServer(ranges)
      try {
        let page
        let before
        let asked
        // A reader who pauses TYPING_GAP_MS between keys is shown (and sent) the text of the list typed so far, as
        // designed. A busy machine can hold keys back that long although they were typed 60 ms apart: such an
        // attempt measured a pause nobody made, so it is typed again in a fresh tab (three attempts at most).
        for (let attempt = 1; ; attempt++) {
          page = await openPage(browser)
          await page.goto(server.url + "/", { waitUntil: "networkidle" })
          await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
          await page.evaluate(() => {
            window.__inputTimes = []
            document.addEventListener("input", () => window.__inputTimes.push(performance.now()), true)
          })
          before = server.bytesWritten()
          asked = server.requests.length
          await page.keyboard.press("Control+k")
          await page.keyboard.type(QUERY, { delay: KEY_DELAY })
          await page.waitForFunction(
            (query) => document.querySelector('[role="dialog"] input')?.value === query && document.querySelector('[role="option"][data-url]'),
            QUERY,
            { timeout: 30_000 },
          )
          const times = await page.evaluate(() => window.__inputTimes)
          const longestGap = Math.max(0, ...times.slice(1).map((time, i) => time - times[i]))
          if (KEY_DELAY >= TYPING_GAP_MS || longestGap < TYPING_GAP_MS || attempt === 3) break
          console.log(`  attempt ${attempt} (RANGES=${ranges}): the page saw keys ${Math.round(longestGap)} ms apart, typed ${KEY_DELAY} ms apart; typing again`)
          await page.waitForLoadState("networkidle")
          await page.context().close()
        }
        const bytes = server.bytesWritten() - before
        sent[ranges] = bytes
        console.log(`first search "${QUERY}", RANGES=${ranges}: ${(bytes / 1024).toFixed(1)} KB sent by the server (≤ ${BUDGET_BYTES / 1024} KB)`)
        const files = server.requests.slice(asked).map(({ url }) => url.replace(/^\/search\//, "")).join(" ")
        console.log(`  files asked for (RANGES=${ranges}): ${files}`)
        assert.ok(await page.getByRole("option").first().isVisible())
        await page.waitForLoadState("networkidle")
        // Whole files only: no pack of every section's text, no byte ranges asked for.
        assert.deepEqual(server.requests.filter(({ url, range }) => /\.pack(\?|$)/.test(url) || range !== undefined), [])
        assert.deepEqual(page.problems, [])
        await page.context().close()
        assert.ok(bytes <= BUDGET_BYTES, `${bytes} bytes sent from ⌘K to the results, over ${BUDGET_BYTES}, for ${files}`)
      } finally {
        await server.close()
      }
    })
  }

  after(() => console.log(`first search bytes sent: ${Object.entries(sent).map(([mode, bytes]) => `${mode} ${(bytes / 1024).toFixed(1)} KB`).join(", ")}`))
})
