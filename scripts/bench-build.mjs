// Builds synthetic sites of N pages from a clean cache and reports seconds, peak memory and HTML per page.
// Usage: node scripts/bench-build.mjs [--flat] [--keep] [N ...]   (default: 150 1500). Not part of CI: it takes minutes.
// --flat puts every section at the top level, all open: the worst case for HTML size.
// --keep leaves the last site's folder in place (its path is printed), e.g. for
// `SYNTHETIC_SITE=<dir> node scripts/bench-search.mjs`.
import { execSync, spawn } from "node:child_process"
import { readFileSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { createFixtureSite } from "./fixture-site.mjs"
import { syntheticContent } from "./synthetic-content.mjs"

/** Resident memory of every process in the group, summed (Gatsby builds in worker processes too). */
function groupRssKb(pgid) {
  const lines = execSync("ps -eo pgid=,rss=", { encoding: "utf8" }).trim().split("\n")
  return lines.map((line) => line.trim().split(/\s+/).map(Number)).filter(([group]) => group === pgid).reduce((sum, [, rss]) => sum + rss, 0)
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === "page-data" || name === "static" ? [] : htmlFiles(full)
    return name === "index.html" ? [full] : []
  })
}

async function bench(count, flat, keep) {
  const site = createFixtureSite(syntheticContent(count, { flat }))
  const started = Date.now()
  const child = spawn("node_modules/.bin/gatsby", ["build"], {
    cwd: site.dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let stderr = ""
  let stdout = ""
  child.stderr.on("data", (chunk) => (stderr += chunk))
  child.stdout.on("data", (chunk) => (stdout += chunk))
  let peakKb = 0
  const sampler = setInterval(() => {
    try {
      peakKb = Math.max(peakKb, groupRssKb(child.pid))
    } catch {
      // the group is gone
    }
  }, 250)
  const code = await new Promise((resolve) => child.on("exit", resolve))
  clearInterval(sampler)
  const seconds = (Date.now() - started) / 1000
  if (code !== 0) {
    site.remove()
    throw new Error(`build of ${count} pages failed:\n${stderr.slice(-3000)}`)
  }
  const pages = htmlFiles(path.join(site.dir, "public")).filter((file) => file.includes(`${path.sep}synthetic${path.sep}`))
  const sizes = pages.map((file) => readFileSync(file))
  const rawKb = sizes.reduce((sum, buffer) => sum + buffer.length, 0) / sizes.length / 1024
  const gzKb = sizes.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0) / sizes.length / 1024
  // Gatsby inlines a map of the site's page-component chunks into every page: it must not grow with pages.
  const chunkMapBytes = Math.max(...sizes.map((buffer) => /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(buffer.toString())?.[1].length ?? 0))
  if (keep) console.error(`kept the site of ${count} pages in ${site.dir}`)
  else site.remove()
  const indexLine = stdout.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").match(/Search index: [^\n]*/)?.[0] ?? "Search index: (no line)"
  return { count, seconds, peakMb: peakKb / 1024, rawKb, gzKb, chunkMapBytes, indexLine }
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
