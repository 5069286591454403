// node scripts/bench-sync.mjs [--runs 3] [--pages 10000]
// Times the Algolia sync against the fake Algolia server of the tests (__tests__/plugins/fakeAlgolia.ts, in
// a process of its own, on 127.0.0.1, so its work is not counted as the sync's): for this site's records (the last build's .cache/search-records.json,
// through gatsby-config's toRecords) and for a synthetic site of --pages pages made of the same records
// repeated under new URLs (10,000 pages ≈ 90,000 records). For each: a first sync (rebuild), an unchanged
// sync compared by content and by stored digest (with the time of the browse alone), 1% of the records
// edited, and the index emptied elsewhere. Prints the median of --runs for each case.
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
require("./typescript-require.cjs")
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
process.chdir(root)

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const runs = arg("--runs", 1)
const pages = arg("--pages", 10_000)

const algoliasearch = require("algoliasearch")
const { syncAlgoliaIndex } = require("../plugins/gatsby-plugin-strata-algolia/sync.ts")
const config = require("../gatsby-config.ts").default
const { options: pluginOptions } = config.plugins.find((entry) => typeof entry === "object" && entry.resolve === "gatsby-plugin-strata-algolia")

const recordsFile = path.resolve(pluginOptions.recordsFile)
if (!fs.existsSync(recordsFile)) {
  console.error(`No ${pluginOptions.recordsFile}: build the site first (node_modules/.bin/gatsby build).`)
  process.exit(2)
}
const siteRecords = pluginOptions.toRecords(JSON.parse(fs.readFileSync(recordsFile, "utf8")))
const sitePages = new Set(siteRecords.map((record) => record.url.split("#")[0])).size

/** `pages` pages of the site's records, page after page, each copy under its own URL prefix. */
function syntheticRecords(count) {
  const out = []
  for (let copy = 0; out.length < (count * siteRecords.length) / sitePages; copy++) {
    for (const record of siteRecords) {
      const prefix = `/synthetic/${copy}`
      out.push({ ...record, objectID: prefix + record.objectID, url: prefix + record.url, slug: prefix + record.slug })
    }
  }
  return out.slice(0, Math.round((count * siteRecords.length) / sitePages))
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

/** The fake server in a child process; resolves with its host once it listens. */
function startServer() {
  const code = `require(${JSON.stringify(path.join(root, "scripts/typescript-require.cjs"))});
    require(${JSON.stringify(path.join(root, "__tests__/plugins/fakeAlgolia.ts"))}).startFakeAlgolia("BENCH", "admin").then((server) => {
      // The bench reads no log: keep none, so memory stays flat over a run.
      server.log.push = () => 0
      console.log(server.hosts[0].url)
    })`
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] })
  return new Promise((resolve, reject) => {
    child.on("error", reject)
    child.stdout.once("data", (data) => resolve({ hosts: [{ url: String(data).trim(), protocol: "http" }], stop: () => child.kill() }))
  })
}

async function bench(name, records) {
  const server = await startServer()
  const options = { appId: "BENCH", adminKey: "admin", indexName: "bench", hosts: server.hosts, settings: pluginOptions.settings, recordFormat: pluginOptions.recordFormat }
  const index = algoliasearch("BENCH", "admin", { hosts: server.hosts }).initIndex("bench")
  const edited = records.map((record, i) => (i % 100 === 0 ? { ...record, content: `${record.content} Edited.` } : record))
  const cases = {
    "first sync (rebuild)": { before: () => index.delete().wait(), sync: () => syncAlgoliaIndex(records, options) },
    "unchanged, compared by content": { sync: () => syncAlgoliaIndex(records, options) },
    "unchanged, compared by digest": { sync: () => syncAlgoliaIndex(records, { ...options, compareBy: "digest" }) },
    "1% edited": { after: () => syncAlgoliaIndex(records, options), sync: () => syncAlgoliaIndex(edited, options) },
    "index emptied elsewhere": { before: () => index.clearObjects().wait(), sync: () => syncAlgoliaIndex(records, options) },
  }
  const bytes = records.reduce((sum, record) => sum + Buffer.byteLength(JSON.stringify(record)), 0)
  console.log(`${name}: ${records.length} records, ${(bytes / 1e6).toFixed(1)} MB of JSON`)
  await syncAlgoliaIndex(records, options)
  for (const [label, { before, sync, after }] of Object.entries(cases)) {
    const totals = []
    const browses = []
    let report
    for (let run = 0; run < runs; run++) {
      await before?.()
      const started = performance.now()
      report = await sync()
      totals.push(performance.now() - started)
      browses.push(report.browseMs)
      await after?.()
    }
    console.log(`  ${label.padEnd(32)} ${seconds(median(totals)).padStart(8)} in all, browse ${seconds(median(browses)).padStart(8)}  (${report.mode}: ${report.saved} saved, ${report.deleted} deleted, ${report.unchanged} unchanged)`)
  }
  server.stop()
}

console.log(`Algolia sync against the fake server (its own process) on 127.0.0.1 (median of ${runs})`)
await bench(`this site (${sitePages} pages)`, siteRecords)
await bench(`synthetic site (${pages} pages)`, syntheticRecords(pages))
