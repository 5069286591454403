// Where a direct load's #hash leaves its heading, on a slow or busy device: each load is followed for a while
// (the hash's heading's distance from the viewport's top, every 150 ms), and its last place is reported with
// whether it rests where a hash lands (100 px, 144 under the contents bar below 1280 px, ±4).
// Usage: node scripts/hash-landing.mjs [route#hash ...]   (needs a build in public/)
//   RUNS=5 loads each, WIDTH=1280, CPU=6 (CPU slowdown), BUSY=2 busy processes beside the browser while it
//   loads (what a CI lane shares the machine with), FOLLOW_MS=9000 how long a load is followed, NO_JS=1 refuses
//   the page's bundles (the landing before any bundle runs), PARALLEL=1 loads at once (2: two readers loading).
import { fork } from "node:child_process"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const targets = process.argv.slice(2).filter((arg) => arg.includes("#"))
const TARGETS = targets.length ? targets : ["/reference/api-references/graphql/mutations#setorderstatus-errors"]
const RUNS = Number(process.env.RUNS || 5)
const WIDTH = Number(process.env.WIDTH || 1280)
const CPU = Number(process.env.CPU || 6)
const BUSY = Number(process.env.BUSY ?? 2)
const FOLLOW_MS = Number(process.env.FOLLOW_MS || 9000)
const REST = WIDTH < 1280 ? 144 : 100
const PARALLEL = Number(process.env.PARALLEL || 1)

if (process.argv[2] === "--busy") for (;;);
const busy = Array.from({ length: BUSY }, () => fork(new URL(import.meta.url).pathname, ["--busy"]))
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer()
try {
  console.log(`Hash landing at ${WIDTH} px, ${CPU}× CPU, ${BUSY} busy processes, ${RUNS} loads each, ${PARALLEL} at once${process.env.NO_JS ? ", no bundles" : ""}`)
  for (const target of TARGETS) {
    const id = decodeURIComponent(target.split("#")[1])
    const load = async () => {
      const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 } })
      const page = await context.newPage()
      if (process.env.NO_JS) await page.route(/\.js(\?|$)/, (route) => route.abort())
      const cdp = await context.newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU })
      await page.goto(server.url + target, { waitUntil: "commit" })
      const started = Date.now()
      let top = null
      while (Date.now() - started < FOLLOW_MS) {
        top = await page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top ?? null, id).catch(() => top)
        await page.waitForTimeout(150)
      }
      await context.close()
      return top === null ? null : Math.round(top)
    }
    const rests = []
    while (rests.length < RUNS) rests.push(...(await Promise.all(Array.from({ length: Math.min(PARALLEL, RUNS - rests.length) }, load))))
    const landed = rests.filter((top) => top !== null && Math.abs(top - REST) <= 4).length
    console.log(`${target}: ${landed} of ${RUNS} at ${REST} px; last places ${rests.join(", ")}`)
  }
} finally {
  await browser.close()
  server.stop()
  for (const child of busy) child.kill()
}
