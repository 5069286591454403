// What a reader's first search costs the host, on hosts that answer byte ranges, only single ranges, or none:
// the bytes npm run serve's server writes (headers and bodies, compressed as sent, whatever the browser
// reads of them) from ⌘K on a loaded home page to the first results of a query typed as people type.
// KEY_DELAY=<ms> types slower (each pause of 200 ms or more fetches the text of the list shown then).
import assert from "node:assert/strict"
import path from "node:path"
import { after, before, describe, test } from "node:test"
import { createStaticServer } from "../../scripts/serve-static.mjs"
import { launch, openPage } from "./browser.mjs"

const PUBLIC_DIR = path.join(process.env.SITE_DIR || ".", "public")
const QUERY = "reorder point"
const BUDGET_BYTES = 80 * 1024

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
        const page = await openPage(browser)
        await page.goto(server.url + "/", { waitUntil: "networkidle" })
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
        const before = server.bytesWritten()
        const asked = server.requests.length
        await page.keyboard.press("Control+k")
        await page.keyboard.type(QUERY, { delay: Number(process.env.KEY_DELAY ?? 60) })
        await page.waitForFunction(
          (query) => document.querySelector('[role="dialog"] input')?.value === query && document.querySelector('[role="option"][data-url]'),
          QUERY,
          { timeout: 30_000 },
        )
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
