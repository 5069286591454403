// Weighs built pages as Chromium loads them: the JavaScript and CSS it fetches before the page is idle,
// and the HTML, each gzip-compressed. Usage: node scripts/page-weight.mjs [route ...] (needs a build in public/).
import { gzipSync } from "node:zlib"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/getting-started/core-concepts", "/getting-started/quickstart/terraform"]
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer()
const kb = (bytes) => (bytes / 1024).toFixed(1)

console.log("| route | JS files | JS (KB gzip) | CSS (KB gzip) | HTML (KB gzip) | HTML (KB) |")
console.log("|---|---:|---:|---:|---:|---:|")
try {
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const weights = { script: [], stylesheet: [], document: [] }
    const pending = []
    page.on("response", (response) => {
      const type = response.request().resourceType()
      if (!(type in weights)) return
      pending.push(response.body().then((body) => weights[type].push(gzipSync(body).length), () => {}))
    })
    const htmlResponse = await page.goto(server.url + route, { waitUntil: "networkidle" })
    await Promise.all(pending)
    const html = await htmlResponse.body()
    const sum = (list) => list.reduce((a, b) => a + b, 0)
    console.log(
      `| ${route} | ${weights.script.length} | ${kb(sum(weights.script))} | ${kb(sum(weights.stylesheet))} | ${kb(gzipSync(html).length)} | ${kb(html.length)} |`,
    )
    await page.close()
  }
} finally {
  server.stop()
  await browser.close()
}
