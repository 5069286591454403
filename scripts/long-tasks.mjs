// Every main-thread task over 50 ms after first contentful paint, at Lighthouse's mobile CPU slowdown (4×)
// (of the task that paints the first frame, only its part after FCP counts, as in Lighthouse's TBT),
// with what it spent its time on (script, layout, style, parse, paint, gc) and what caused it: the script
// or function, the caller of a forced layout, the stylesheet, the HTML. A regression shows up here by name.
// Usage: node scripts/long-tasks.mjs [--check] [route ...]   (needs a build in public/; RUNS=3 loads per page;
// TRACE_DIR=dir keeps each trace, to open in the Performance panel). With --check it exits 1 when a page's
// longest task after first paint, median of its loads, is over 50 ms: the reported check of "nothing blocks
// after first paint" (a check, not a test: on a shared 2-core machine the wall times swing with the load).
import { mkdirSync, writeFileSync } from "node:fs"
import os from "node:os"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"
import { PROFILE_CATEGORY, frameNamer, functionsIn, threadSamples } from "./trace-profile.mjs"
import { CPU_SLOWDOWN, LONG_TASK_MS, TRACE_CATEGORIES, firstContentfulPaint, longTasksAfterFcp, traceLoad } from "./trace-tasks.mjs"

export const LONG_TASK_ROUTES = ["/", "/guides/pipeline", "/guides/stratadb/filters", "/reference/api-references/graphql/objects"]
const CHECK = process.argv.includes("--check")
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))
const ROUTES = named.length ? named : LONG_TASK_ROUTES
const RUNS = Number(process.env.RUNS || 3)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value) => `${Math.round(value)} ms`
// The sampling profile names the functions of script tasks; PROFILE=0 leaves it out (it costs a little time).
const PROFILE = process.env.PROFILE !== "0"
const nameFrame = frameNamer(`${process.env.SITE_DIR || "."}/public`)

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const server = await startServer()
const summary = []
try {
  console.log(`Tasks over ${LONG_TASK_MS} ms after first contentful paint, ${CPU_SLOWDOWN}× CPU slowdown, ${RUNS} loads per page (load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")})`)
  for (const route of ROUTES) {
    console.log(`\n${route}`)
    const longest = []
    const longestCpu = []
    const counts = []
    for (let run = 1; run <= RUNS; run++) {
      const events = await traceLoad(browser, server.url + route, { categories: PROFILE ? [...TRACE_CATEGORIES, PROFILE_CATEGORY] : TRACE_CATEGORIES })
      if (process.env.TRACE_DIR) {
        mkdirSync(process.env.TRACE_DIR, { recursive: true })
        writeFileSync(`${process.env.TRACE_DIR}/${route.replace(/\W+/g, "_") || "home"}-${run}.json`, JSON.stringify(events))
      }
      const fcp = firstContentfulPaint(events)
      const navigation = events.find((e) => e.name === "navigationStart" && e.pid === fcp.pid)
      const tasks = longTasksAfterFcp(events)
      const samples = PROFILE ? threadSamples(events, fcp.pid, fcp.tid) : []
      longest.push(tasks[0]?.afterFcp ?? 0)
      longestCpu.push(Math.max(0, ...tasks.map((task) => task.cpu)))
      counts.push(tasks.length)
      const fcpText = navigation ? ` (FCP at ${ms((fcp.ts - navigation.ts) / 1000)})` : ""
      console.log(`  load ${run}${fcpText}: ${tasks.length ? `${tasks.length} long task(s)` : "no long task"}`)
      for (const task of tasks) {
        const kinds = Object.entries(task.kinds).sort((a, b) => b[1] - a[1]).filter(([, t]) => t >= 1).map(([kind, t]) => `${kind} ${ms(t)}`).join(", ")
        const began = task.start < 0 ? `, in a task of ${ms(task.duration)} that began ${ms(-task.start)} before FCP` : `, starting ${ms(task.start)} after FCP`
        console.log(`    ${ms(task.afterFcp)} (main thread CPU ${ms(task.cpu)}) ${task.kind}${began} [${kinds}]`)
        for (const [cause, t] of task.causes) console.log(`      ${ms(t).padStart(7)}  ${cause}`)
        if (!samples.length || task.kinds.script < 20) continue
        const { self, site } = functionsIn(samples, task.ts, task.end, nameFrame)
        console.log(`      functions (sampled self time): ${self.map(([name, t]) => `${name} ${ms(t)}`).join("; ")}`)
        if (site.length) console.log(`      the site's code under them: ${site.map(([name, t]) => `${name} ${ms(t)}`).join("; ")}`)
      }
    }
    summary.push({
      route,
      longest: median(longest),
      spread: `${ms(Math.min(...longest))}–${ms(Math.max(...longest))}`,
      cpu: median(longestCpu),
      cpuSpread: `${ms(Math.min(...longestCpu))}–${ms(Math.max(...longestCpu))}`,
      count: median(counts),
    })
  }
} finally {
  server.stop()
  await browser.close()
}
console.log(`\n| page | longest task after FCP, wall (median of ${RUNS}) | range | its main thread CPU (median) | range | tasks over ${LONG_TASK_MS} ms (median) |`)
console.log("|---|---:|---:|---:|---:|---:|")
for (const row of summary) console.log(`| ${row.route} | ${ms(row.longest)} | ${row.spread} | ${ms(row.cpu)} | ${row.cpuSpread} | ${row.count} |`)
if (CHECK) {
  const over = summary.filter((row) => row.longest > LONG_TASK_MS)
  console.log(over.length ? `\nCheck failed: ${over.map((row) => `${row.route} ${ms(row.longest)}`).join(", ")} over ${LONG_TASK_MS} ms` : "\nCheck passed: no long task after first paint")
  process.exitCode = over.length ? 1 : 0
}
