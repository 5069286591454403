// Browser tests against the production build: finds Chromium, serves public/, runs __tests__/e2e with node's test runner.
// Lanes run at once: the every-page sweep (pages.test.mjs, the longest file by far: each route in two widths and
// two themes, checked by assertions rather than timings), split by route between two lanes, and every other file one
// after another. A lane's report is
// printed whole when it ends, each with its own "ℹ pass"/"ℹ fail" lines (scripts/test.sh adds them up).
// Usage: node scripts/run-e2e.mjs [file ...]   (files given: one lane, in order)
import { spawn } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"
import { ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const siteDir = process.env.SITE_DIR || "."
if (!existsSync(`${siteDir}/public/index.html`)) {
  console.error("No build in public/: run `npm run build` first (npm test does).")
  process.exit(1)
}
ensureChromium()
const server = await startServer()
const LONG = "__tests__/e2e/pages.test.mjs"
const files = readdirSync("__tests__/e2e")
  .filter((file) => file.endsWith(".test.mjs"))
  .map((file) => `__tests__/e2e/${file}`)
const only = process.argv.slice(2)
// The sweep's routes are split between PAGE_LANES processes (E2E_PAGES_SHARD): most of its time is waiting for
// pages to settle, which lanes side by side overlap.
const PAGE_LANES = Number(process.env.E2E_PAGE_LANES || 2)
const lanes = only.length
  ? [{ files: only }]
  : [
      ...Array.from({ length: PAGE_LANES }, (_, i) => ({ files: [LONG], env: { E2E_PAGES_SHARD: `${i + 1}/${PAGE_LANES}` } })),
      { files: files.filter((file) => file !== LONG) },
    ]

/** Runs one lane's files with node's test runner; resolves its exit code and what it printed. */
function runLane({ files: laneFiles, env = {} }, live) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...laneFiles], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env, E2E_BASE_URL: server.url, SITE_DIR: siteDir },
    })
    let output = ""
    const take = (chunk) => {
      if (live) process.stdout.write(chunk)
      else output += chunk
    }
    child.stdout.on("data", take)
    child.stderr.on("data", take)
    child.on("close", (code) => resolve({ code: code ?? 1, output }))
  })
}

const started = Date.now()
// The last lane prints as it goes; the others print when they end.
const results = await Promise.all(lanes.map((lane, i) => runLane(lane, i === lanes.length - 1)))
for (const [i, { output }] of results.entries()) if (i !== lanes.length - 1) process.stdout.write(`\n--- lane: ${lanes[i].files.join(" ")} ${Object.entries(lanes[i].env ?? {}).map(([k, v]) => `${k}=${v}`).join(" ")}\n${output}`)
console.log(`\nBrowser tests: ${lanes.length} lane(s) in ${((Date.now() - started) / 1000).toFixed(0)} s`)
server.stop()
process.exit(results.some((result) => result.code !== 0) ? 1 : 0)
