// Builds synthetic sites of N pages from a clean cache and reports seconds, peak memory and HTML per page.
// Usage: node scripts/bench-build.mjs [--flat] [--keep] [N ...]   (default: 150 1500). Not part of CI: it takes minutes.
// --site [--runs R] builds a copy of this site's own content instead: clean, warm with nothing changed, and
// after one MDX page is edited, R times each (default 3), and reports the median and where the time went.
// --flat puts every section at the top level, 50 pages each.
// --keep leaves the last site's folder in place (its path is printed), e.g. for
// `SYNTHETIC_SITE=<dir> node scripts/bench-search.mjs`.
// The builds run with the heap tuning on; STRATA_BUILD_MEMORY=off before the command builds them with V8's defaults
// (src/build/kernel/memoryTuning), e.g. `STRATA_BUILD_MEMORY=off node scripts/bench-build.mjs 10000`.
import { execSync, spawn } from "node:child_process"
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { createFixtureSite } from "./fixture-site.mjs"
import { syntheticContent } from "./synthetic-content.mjs"

/** Kilobytes of one field of /proc/<pid>/status (0 when the process is gone). */
function statusKb(pid, field) {
  try {
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0)
  } catch {
    return 0
  }
}

/**
 * Resident memory of every process in the group (Gatsby builds in worker processes too): the sum, the main
 * process's, and how much of the sum is mapped files (the datastore's memory map, the binaries: pages the
 * system can drop and read again) rather than the processes' own memory.
 */
function groupRssKb(pgid) {
  const lines = execSync("ps -eo pgid=,pid=,rss=", { encoding: "utf8" }).trim().split("\n")
  const group = lines.map((line) => line.trim().split(/\s+/).map(Number)).filter(([id]) => id === pgid)
  const files = group.reduce((sum, [, pid]) => sum + statusKb(pid, "RssFile"), 0)
  return { total: group.reduce((sum, [, , rss]) => sum + rss, 0), main: group.find(([, pid]) => pid === pgid)?.[2] ?? 0, files }
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === "page-data" || name === "static" ? [] : htmlFiles(full)
    return name === "index.html" ? [full] : []
  })
}

// Gatsby's output without its terminal colours and cursor moves.
const plainText = (stdout) => stdout.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")

// The site's own createPages stages ("stage readSite: 6.29 s"), as createPages logs them.
function stageTimes(stdout) {
  return Object.fromEntries([...plainText(stdout).matchAll(/stage (\w+): ([0-9.]+) s/g)].map(([, name, seconds]) => [name, Number(seconds)]))
}

// Gatsby's own activity timings ("success <activity> - 12.345s"), summed per activity name.
function activityTimes(stdout) {
  const times = {}
  for (const [, name, seconds] of plainText(stdout).matchAll(/^success (.+?) - ([0-9.]+)s/gm)) {
    const key = name.replace(/ - \d+\/\d+ [0-9.]+\/s$/, "")
    times[key] = (times[key] ?? 0) + Number(seconds)
  }
  return times
}

function build(dir) {
  const started = Date.now()
  const child = spawn("node_modules/.bin/gatsby", ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (chunk) => (stdout += chunk))
  child.stderr.on("data", (chunk) => (stderr += chunk))
  let peakKb = 0
  let mainAtPeakKb = 0
  let filesAtPeakKb = 0
  let mainPeakKb = 0
  const sampler = setInterval(() => {
    try {
      const { total, main, files } = groupRssKb(child.pid)
      if (total > peakKb) [peakKb, mainAtPeakKb, filesAtPeakKb] = [total, main, files]
      mainPeakKb = Math.max(mainPeakKb, main)
    } catch {
      // the group is gone
    }
  }, 250)
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => {
      clearInterval(sampler)
      if (code !== 0) reject(new Error(`build failed in ${dir}:\n${(stdout + stderr).slice(-3000)}`))
      else resolve({ seconds: (Date.now() - started) / 1000, peakMb: peakKb / 1024, mainAtPeakMb: mainAtPeakKb / 1024, filesAtPeakMb: filesAtPeakKb / 1024, mainPeakMb: mainPeakKb / 1024, activities: activityTimes(stdout), stdout })
    }),
  )
}

async function bench(count, flat, keep) {
  const site = createFixtureSite(syntheticContent(count, { flat }))
  let built
  try {
    built = await build(site.dir)
  } catch (error) {
    site.remove()
    throw new Error(`build of ${count} pages: ${error.message}`)
  }
  const { seconds, peakMb, mainAtPeakMb, filesAtPeakMb, mainPeakMb, stdout, activities } = built
  const pages = htmlFiles(path.join(site.dir, "public")).filter((file) => file.includes(`${path.sep}synthetic${path.sep}`))
  const sizes = pages.map((file) => readFileSync(file))
  const rawKb = sizes.reduce((sum, buffer) => sum + buffer.length, 0) / sizes.length / 1024
  const gzKb = sizes.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0) / sizes.length / 1024
  // Gatsby inlines a map of the site's page-component chunks into every page: it must not grow with pages.
  const chunkMapBytes = Math.max(...sizes.map((buffer) => /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(buffer.toString())?.[1].length ?? 0))
  if (keep) console.error(`kept the site of ${count} pages in ${site.dir}`)
  else site.remove()
  const indexLine = plainText(stdout).match(/Search index: [^\n]*/)?.[0] ?? "Search index: (no line)"
  return { count, seconds, peakMb, mainAtPeakMb, filesAtPeakMb, mainPeakMb, rawKb, gzKb, chunkMapBytes, indexLine, activities, stages: stageTimes(stdout) }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const EDITED_PAGE = "content/docs/getting-started/overview.mdx"

/** Clean, warm and one-page-edited builds of a copy of this site, `runs` times each. */
async function benchSite(runs) {
  const kinds = { clean: [], warm: [], "one page edited": [] }
  for (let run = 0; run < runs; run++) {
    const site = createFixtureSite({}, { copyContent: true })
    try {
      console.error(`run ${run + 1}/${runs}: clean build…`)
      kinds.clean.push(await build(site.dir))
      console.error(`run ${run + 1}/${runs}: warm build…`)
      kinds.warm.push(await build(site.dir))
      const file = path.join(site.dir, EDITED_PAGE)
      writeFileSync(file, `${readFileSync(file, "utf8")}\nEdited for the benchmark, run ${run + 1}.\n`)
      console.error(`run ${run + 1}/${runs}: one page edited…`)
      kinds["one page edited"].push(await build(site.dir))
    } finally {
      site.remove()
    }
  }
  console.log(`load average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(" ")} (${os.cpus().length} cores)`)
  console.log("| build | median (s) | runs (s) | peak memory (MB, median) |")
  console.log("|---|---:|---|---:|")
  for (const [kind, results] of Object.entries(kinds)) {
    console.log(`| ${kind} | ${median(results.map((r) => r.seconds)).toFixed(1)} | ${results.map((r) => r.seconds.toFixed(1)).join(", ")} | ${median(results.map((r) => r.peakMb)).toFixed(0)} |`)
  }
  for (const [kind, results] of Object.entries(kinds)) {
    const names = Object.keys(results[0].activities)
    console.log(`\n${kind}, where the time went (median s per Gatsby activity, over 1 s):`)
    for (const name of names) {
      const value = median(results.map((r) => r.activities[name] ?? 0))
      if (value >= 1) console.log(`  ${name}: ${value.toFixed(1)}`)
    }
  }
}

if (process.argv.includes("--site")) {
  const runsAt = process.argv.indexOf("--runs")
  await benchSite(runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3)
  process.exit(0)
}

const flat = process.argv.includes("--flat")
const keep = process.argv.includes("--keep")
const counts = process.argv.slice(2).map(Number).filter(Boolean)
const results = []
for (const count of counts.length ? counts : [150, 1500]) {
  console.error(`building ${count} synthetic pages${flat ? " (flat tree)" : ""}…`)
  results.push(await bench(count, flat, keep && count === (counts.length ? counts : [150, 1500]).at(-1)))
}
console.log("| pages | clean build (s) | s per 1,000 pages | peak memory (MB) | HTML per page (KB) | HTML per page (KB gzip) | chunk map per page (bytes) |")
console.log("|---:|---:|---:|---:|---:|---:|---:|")
for (const r of results) {
  const perThousand = (r.seconds / r.count) * 1000
  console.log(`| ${r.count} | ${r.seconds.toFixed(1)} | ${perThousand.toFixed(1)} | ${r.peakMb.toFixed(0)} | ${r.rawKb.toFixed(1)} | ${r.gzKb.toFixed(1)} | ${r.chunkMapBytes} |`)
}
for (const r of results) console.log(`${r.count} pages: ${r.indexLine}`)
for (const r of results) console.log(`${r.count} pages, peak memory ${r.peakMb.toFixed(0)} MB: Gatsby's main process ${r.mainAtPeakMb.toFixed(0)} MB of it, its workers the rest; mapped files ${r.filesAtPeakMb.toFixed(0)} MB of it (the datastore's map, binaries), the processes' own memory ${(r.peakMb - r.filesAtPeakMb).toFixed(0)} MB; the main process's own peak ${r.mainPeakMb.toFixed(0)} MB`)
for (const r of results) {
  const over = (times) => Object.entries(times).filter(([, seconds]) => seconds >= 1).map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join("; ")
  console.log(`${r.count} pages, where the time went (s, Gatsby activities over 1 s): ${over(r.activities)}`)
  console.log(`${r.count} pages, createPages stages (s): ${over(r.stages) || "(none over 1 s)"}`)
}
