// What a reader waits for in the explorer, at 4× CPU slowdown: the first Run (loading the chunk and the page's plan,
// replaying it, answering) and then each further Run on the sample workspace, from the click until the response is
// on screen. Usage: node scripts/explorer-latency.mjs [route] [runs] (needs a build in public/).
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const route = process.argv[2] || "/tutorials/pipelines/"
const runs = Number(process.argv[3] || 40)
const server = await startServer()
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const page = await browser.newPage()
const cdp = await page.context().newCDPSession(page)
await page.goto(server.url + route, { waitUntil: "networkidle" })
await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
const started = Date.now()
await page.getByRole("button", { name: "Run this request" }).first().click()
await page.locator("pre[aria-label=Response]").waitFor()
const first = Date.now() - started
const times = []
for (let index = 0; index < runs; index++) {
  times.push(
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const status = document.querySelector("section[aria-labelledby] p[role=status]")
          const button = [...document.querySelectorAll("section[aria-labelledby] button")].find((element) => element.textContent === "Run")
          const start = performance.now()
          const observer = new MutationObserver(() => {
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - start))
          })
          observer.observe(document.querySelector("section[aria-labelledby]"), { subtree: true, childList: true, characterData: true })
          button.click()
          void status
        }),
    ),
  )
}
times.sort((a, b) => a - b)
const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1)
console.log(`${route} at 4× CPU: first Run (chunk, plan, replay, answer) ${first} ms; ${runs} further Runs: median ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${times.at(-1).toFixed(1)} ms`)
await browser.close()
server.stop()
