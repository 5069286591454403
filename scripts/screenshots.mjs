// Screenshots of built pages at 375, 800, 1280 and 1600 px in both themes, to look at before shipping a change.
// Usage: [FULL=1] [WIDTHS=375,1280] [SITE_DIR=dir] node scripts/screenshots.mjs [outDir] [route ...]   (needs a build)
import { mkdirSync } from "node:fs"
import path from "node:path"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const [outDir = "screenshots", ...routeArgs] = process.argv.slice(2)
const routes = routeArgs.length ? routeArgs : ["/", "/getting-started/quickstart/terraform"]
const widths = (process.env.WIDTHS || "375,800,1280,1600").split(",").map(Number)
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer()
try {
  for (const route of routes) {
    for (const width of widths) {
      for (const scheme of ["light", "dark"]) {
        const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme })
        await page.goto(server.url + route, { waitUntil: "networkidle" })
        const name = `${route.replace(/\//g, "_") || "_"}-${width}-${scheme}.png`.replace(/^_+/, "") || "home.png"
        await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL === "1" })
        console.log(path.join(outDir, name))
        await page.close()
      }
    }
  }
} finally {
  server.stop()
  await browser.close()
}
