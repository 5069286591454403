// The main thread at a page's first load, from a performance trace in Chromium with Lighthouse's mobile
// CPU slowdown (4×): the longest task, the longest task that runs script (the bundles' evaluation and
// React's hydration; the longest task overall is often the browser's first layout of the HTML), and the
// blocking time (each task's time over 50 ms, summed) until the page is idle. Reported, not gated:
// timings are noisy on a shared machine.
// Usage: node scripts/hydration-trace.mjs [route ...]   (needs a build in public/; RUNS=5 by default)
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const ROUTES = process.argv.slice(2).length ? process.argv.slice(2) : ["/guides/pipeline"]
const RUNS = Number(process.env.RUNS || 5)
const CPU_SLOWDOWN = 4
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const SCRIPT_EVENTS = new Set(["EvaluateScript", "FunctionCall", "RunMicrotasks", "TimerFire", "EventDispatch"])

/** The top-level tasks of the renderer's main thread, in ms, from trace events, each with the time it ran script. */
function mainThreadTasks(events) {
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
  const onMain = events.filter((e) => e.ph === "X" && (!main || (e.pid === main.pid && e.tid === main.tid)))
  const scripts = onMain.filter((e) => SCRIPT_EVENTS.has(e.name))
  return onMain
    .filter((e) => e.name === "RunTask")
    .map((task) => ({
      duration: task.dur / 1000,
      script: scripts.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur).reduce((longest, e) => Math.max(longest, e.dur / 1000), 0),
    }))
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer()
try {
  console.log(`Main thread at first load, ${CPU_SLOWDOWN}× CPU slowdown, median of ${RUNS}:\n`)
  console.log("| page | longest task | longest task running script | blocking time (tasks over 50 ms) | tasks over 50 ms |")
  console.log("|---|---:|---:|---:|---:|")
  for (const route of ROUTES) {
    const longest = []
    const longestScript = []
    const blocking = []
    const counts = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] })
      await page.goto(server.url + route, { waitUntil: "load" })
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
      await page.waitForLoadState("networkidle")
      const trace = JSON.parse((await browser.stopTracing()).toString())
      const tasks = mainThreadTasks(trace.traceEvents ?? trace)
      const long = tasks.filter((task) => task.duration > 50)
      longest.push(Math.max(...tasks.map((task) => task.duration)))
      longestScript.push(Math.max(...tasks.filter((task) => task.script > task.duration / 2).map((task) => task.duration)))
      blocking.push(long.reduce((sum, task) => sum + task.duration - 50, 0))
      counts.push(long.length)
      await context.close()
    }
    console.log(`| ${route} | ${Math.round(median(longest))} ms | ${Math.round(median(longestScript))} ms | ${Math.round(median(blocking))} ms | ${median(counts)} |`)
  }
} finally {
  server.stop()
  await browser.close()
}
