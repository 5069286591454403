/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import type { Reporter } from "gatsby"
import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { runAlgoliaSync, type StrataAlgoliaOptions } from "../../plugins/gatsby-plugin-strata-algolia/buildStep"
import { pluginOptionsSchema } from "../../plugins/gatsby-plugin-strata-algolia/gatsby-node"
import { recordDigest, syncAlgoliaIndex } from "../../plugins/gatsby-plugin-strata-algolia/sync"
import { ALGOLIA_INDEX_SETTINGS as INDEX_SETTINGS, ALGOLIA_RECORD_FORMAT, SEARCH_RECORDS_FILE } from "../../src/search/algoliaIndex"
import type { SearchRecord } from "../../src/search/records"
import { algoliaRecords, type AlgoliaRecord } from "../../src/search/algoliaRecords"
import { startFakeAlgolia } from "./fakeAlgolia"

const record = (id: string, content = `About ${id}.`): AlgoliaRecord => ({ objectID: `/p#${id}`, url: `/p#${id}`, slug: "/p", header: id, content, code: "", title: "P", hierarchy: ["P", id], chunk: 0 })

let server: Awaited<ReturnType<typeof startFakeAlgolia>>
let cacheFile: string
const options = () => ({ appId: "TESTAPP", adminKey: "admin-secret", indexName: "strata-docs", cacheFile, hosts: server.hosts, settings: INDEX_SETTINGS, recordFormat: ALGOLIA_RECORD_FORMAT })
const indexed = () => [...(server.indices.get("strata-docs")?.objects.keys() ?? [])].sort()
const batchedObjects = () => server.log.filter((entry) => entry.path.endsWith("/batch")).flatMap((entry) => (entry.body as { requests: { action: string; body: { objectID: string } }[] }).requests)

beforeEach(async () => {
  server = await startFakeAlgolia("TESTAPP", "admin-secret")
  cacheFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "algolia-sync-")), "digests.json")
})
afterEach(() => server.close())

describe("Algolia sync", () => {
  it("first sync: settings first, then an atomic rebuild with every record; the cache is written after", async () => {
    server.indices.set("strata-docs", { settings: {}, objects: new Map([["/stale", { objectID: "/stale" }]]) })
    const report = await syncAlgoliaIndex([record("a"), record("b")], options())
    expect(report).toEqual({ mode: "rebuild", saved: 2, deleted: 0, unchanged: 0 })
    expect(indexed()).toEqual(["/p#a", "/p#b"])
    expect(server.indices.get("strata-docs")?.settings).toMatchObject(INDEX_SETTINGS)
    const firstWrite = server.log.findIndex((entry) => entry.method !== "GET")
    expect(server.log[firstWrite].path).toBe("/1/indexes/strata-docs/settings")
    expect(JSON.parse(fs.readFileSync(cacheFile, "utf8")).digests["/p#a"]).toBe(recordDigest(record("a"), ALGOLIA_RECORD_FORMAT))
  })

  it("an edit sends only the changed record; a deletion removes only the deleted one", async () => {
    await syncAlgoliaIndex([record("a"), record("b"), record("c")], options())
    server.log.length = 0
    const edited = await syncAlgoliaIndex([record("a"), record("b", "New text."), record("c")], options())
    expect(edited).toEqual({ mode: "incremental", saved: 1, deleted: 0, unchanged: 2 })
    expect(batchedObjects().map((r) => [r.action, r.body.objectID])).toEqual([["updateObject", "/p#b"]])
    expect(server.indices.get("strata-docs")?.objects.get("/p#b")).toMatchObject({ content: "New text." })
    server.log.length = 0
    const removed = await syncAlgoliaIndex([record("a"), record("b", "New text.")], options())
    expect(removed).toEqual({ mode: "incremental", saved: 0, deleted: 1, unchanged: 2 })
    expect(batchedObjects().map((r) => [r.action, r.body.objectID])).toEqual([["deleteObject", "/p#c"]])
    expect(indexed()).toEqual(["/p#a", "/p#b"])
  })

  it("a failure mid-push fails the sync and leaves the cache as it was, so a retry pushes again", async () => {
    await syncAlgoliaIndex([record("a")], options())
    const cacheBefore = fs.readFileSync(cacheFile, "utf8")
    server.state.failBatches = 1
    await expect(syncAlgoliaIndex([record("a", "Changed."), record("b")], options())).rejects.toThrow(/^Algolia sync failed: /)
    expect(fs.readFileSync(cacheFile, "utf8")).toBe(cacheBefore)
    const retry = await syncAlgoliaIndex([record("a", "Changed."), record("b")], options())
    expect(retry).toEqual({ mode: "incremental", saved: 2, deleted: 0, unchanged: 0 })
    expect(server.indices.get("strata-docs")?.objects.get("/p#a")).toMatchObject({ content: "Changed." })
    expect(indexed()).toEqual(["/p#a", "/p#b"])
  })

  it("a cache from another record format or index triggers a full rebuild", async () => {
    fs.writeFileSync(cacheFile, JSON.stringify({ format: 0, indexName: "strata-docs", digests: { "/p#a": "old" } }))
    expect((await syncAlgoliaIndex([record("a")], options())).mode).toBe("rebuild")
    fs.writeFileSync(cacheFile, JSON.stringify({ format: 1, indexName: "other", digests: {} }))
    expect((await syncAlgoliaIndex([record("a")], options())).mode).toBe("rebuild")
  })

  it("a wrong key fails with the service's message", async () => {
    await expect(syncAlgoliaIndex([record("a")], { ...options(), adminKey: "wrong" })).rejects.toThrow(/Algolia sync failed: Invalid Application-ID or API key \(HTTP 403\)/)
  })

  it("salts digests with the record format, so a change of format re-sends every record", () => {
    expect(recordDigest(record("a"), 2)).not.toBe(recordDigest({ ...record("a"), hierarchy: ["P"] } as AlgoliaRecord, 2))
    expect(recordDigest(record("a"), 2)).not.toBe(recordDigest(record("a"), 3))
  })
})

describe("gatsby-plugin-strata-algolia after the build", () => {
  // The site's options, as gatsby-config.ts lists them.
  const siteOptions: StrataAlgoliaOptions = { indexName: "strata-docs", recordsFile: SEARCH_RECORDS_FILE, toRecords: algoliaRecords, settings: INDEX_SETTINGS, recordFormat: ALGOLIA_RECORD_FORMAT }
  const reporter = () => ({ info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() }) as unknown as Reporter & Record<"info" | "warn" | "panicOnBuild", jest.Mock>
  const env = () => ({ ALGOLIA_APP_ID: "TESTAPP", ALGOLIA_ADMIN_KEY: "admin-secret", ALGOLIA_HOSTS: server.hosts[0].url })
  function siteWithRecords(records: SearchRecord[]): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "algolia-step-"))
    fs.mkdirSync(path.join(root, ".cache"))
    fs.writeFileSync(path.join(root, SEARCH_RECORDS_FILE), JSON.stringify(records))
    return root
  }
  const section = (id: string, content = `About ${id}.`): SearchRecord => ({ objectID: `/p#${id}`, url: `/p#${id}`, slug: "/p", header: id, content, code: "", title: "P", hierarchy: ["P", id] })

  it("reads the site's records file and pushes a long section as chunks sharing its url; the index shows one hit per section", async () => {
    const long = section("long", Array.from({ length: 400 }, (_, i) => `Paragraph ${i} about reorder points.`).join("\n"))
    const root = siteWithRecords([long, section("short", "Short.")])
    const report = reporter()
    await runAlgoliaSync(siteOptions, report, root, env())
    expect(report.panicOnBuild).not.toHaveBeenCalled()
    expect(report.info).toHaveBeenCalledWith(expect.stringMatching(/^Algolia sync of strata-docs: rebuild, \d+ saved/))
    const objects = [...(server.indices.get("strata-docs")?.objects.values() ?? [])] as { objectID: string; url: string; chunk: number }[]
    const chunks = objects.filter((object) => object.url === "/p#long")
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks.map((c) => c.objectID).sort()).toEqual(chunks.map((_, i) => `/p#long~${i + 1}`).sort())
    expect(objects.find((object) => object.url === "/p#short")).toMatchObject({ objectID: "/p#short", chunk: 0 })
    expect(server.indices.get("strata-docs")?.settings).toMatchObject({ attributeForDistinct: "url", distinct: true })
    // The digest cache sits in the site's .cache, written after the push.
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(root, ".cache", "algolia-sync.json"), "utf8")).digests)).toContain("/p#short")
  })

  it("without both keys it pushes nothing and says so in one line", async () => {
    const report = reporter()
    await runAlgoliaSync(siteOptions, report, siteWithRecords([section("a")]), { ALGOLIA_APP_ID: "TESTAPP" })
    expect(report.info).toHaveBeenCalledWith(expect.stringMatching(/^Algolia sync skipped: ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not set/))
    expect(server.log).toEqual([])
  })

  it("a failed push fails the build saying why, or only warns when optional (option or ALGOLIA_SYNC_OPTIONAL=true)", async () => {
    const root = siteWithRecords([section("a")])
    server.state.failBatches = 100
    const strict = reporter()
    await runAlgoliaSync(siteOptions, strict, root, env())
    expect(strict.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^Algolia sync failed: .*The index was not fully updated; the next build pushes again\. Set ALGOLIA_SYNC_OPTIONAL=true/))
    for (const [options, extraEnv] of [[{ ...siteOptions, optional: true }, {}], [siteOptions, { ALGOLIA_SYNC_OPTIONAL: "true" }]] as const) {
      const lenient = reporter()
      await runAlgoliaSync(options, lenient, root, { ...env(), ...extraEnv })
      expect(lenient.panicOnBuild).not.toHaveBeenCalled()
      expect(lenient.warn).toHaveBeenCalledWith(expect.stringMatching(/^WARNING: Algolia sync failed/))
    }
    expect(fs.existsSync(path.join(root, ".cache", "algolia-sync.json"))).toBe(false)
  })

  it("a missing records file fails the build naming the file", async () => {
    const report = reporter()
    await runAlgoliaSync({ ...siteOptions, recordsFile: "nowhere.json" }, report, fs.mkdtempSync(path.join(os.tmpdir(), "algolia-step-")), env())
    expect(report.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/cannot read the records file .*nowhere\.json/))
  })

  it("its options: the site's are valid; an index name and a records file are required; keys are not options", async () => {
    expect((await testPluginOptionsSchema(pluginOptionsSchema!, siteOptions as never)).isValid).toBe(true)
    const missing = await testPluginOptionsSchema(pluginOptionsSchema!, { settings: {} })
    expect(missing.isValid).toBe(false)
    expect(missing.errors.join("\n")).toMatch(/"indexName" is required/)
    const withKey = await testPluginOptionsSchema(pluginOptionsSchema!, { ...siteOptions, adminKey: "secret" } as never)
    expect(withKey.isValid).toBe(false)
    expect(withKey.errors.join("\n")).toMatch(/"adminKey" is not an option: the keys come from the environment only/)
  })
})
