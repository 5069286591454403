// Client-side navigation in Chromium: from a click on "Next" to the next page's title painted (the first
// frame after its <h1> shows the new title), median of RUNS clicks along the reading order. Reported,
// not gated. Usage: node scripts/client-navigation.mjs [start route]   (needs a build; RUNS=10)
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const START = process.argv[2] || "/guides/pipeline"
const RUNS = Number(process.env.RUNS || 10)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer()
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(server.url + START, { waitUntil: "load" })
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
  await page.waitForLoadState("networkidle")
  const times = []
  const visited = []
  for (let run = 0; run < RUNS; run++) {
    const next = page.locator('a[rel="next"]')
    // The reader's pointer reaches the link first (Gatsby prefetches on hover), then clicks.
    await next.hover()
    await page.waitForTimeout(150)
    await page.evaluate(() => {
      const before = document.querySelector("main h1")?.textContent.trim()
      window.__navTime = new Promise((resolve) => {
        document.addEventListener(
          "click",
          () => {
            const clicked = performance.now()
            const check = () => {
              const h1 = document.querySelector("main h1")
              if (h1 && h1.textContent.trim() !== before) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked)))
              else requestAnimationFrame(check)
            }
            check()
          },
          { capture: true, once: true },
        )
      })
    })
    await next.click()
    times.push(await page.evaluate(() => window.__navTime))
    visited.push(new URL(page.url()).pathname)
    await page.waitForLoadState("networkidle")
  }
  console.log(`Client navigation, click on Next → next title painted, ${RUNS} pages from ${START}: median ${Math.round(median(times))} ms (min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))})`)
  console.log(`Pages: ${visited.join(" ")}`)
} finally {
  server.stop()
  await browser.close()
}
