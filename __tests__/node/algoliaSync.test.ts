/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import type { Reporter } from "gatsby"
import { runAlgoliaSync } from "../../src/node/algoliaBuildStep"
import { INDEX_SETTINGS, recordDigest, syncAlgoliaIndex } from "../../src/node/algoliaSync"
import type { SearchRecord } from "../../src/search/records"
import type { AlgoliaRecord } from "../../src/search/algoliaRecords"
import { startFakeAlgolia } from "./fakeAlgolia"

const record = (id: string, content = `About ${id}.`): AlgoliaRecord => ({ objectID: `/p#${id}`, url: `/p#${id}`, slug: "/p", header: id, content, code: "", title: "P", hierarchy: ["P", id], chunk: 0 })

let server: Awaited<ReturnType<typeof startFakeAlgolia>>
let cacheFile: string
const options = () => ({ appId: "TESTAPP", adminKey: "admin-secret", indexName: "strata-docs", cacheFile, hosts: server.hosts })
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
    expect(JSON.parse(fs.readFileSync(cacheFile, "utf8")).digests["/p#a"]).toBe(recordDigest(record("a")))
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

  it("salts digests with the record format, so a change of shape is re-sent", () => {
    expect(recordDigest(record("a"))).not.toBe(recordDigest({ ...record("a"), hierarchy: ["P"] }))
  })

  it("the build step pushes a long section as chunks sharing its url, and the index shows one hit per section", async () => {
    const long: SearchRecord = { objectID: "/p#long", url: "/p#long", slug: "/p", header: "Long", content: Array.from({ length: 400 }, (_, i) => `Paragraph ${i} about reorder points.`).join("\n"), code: "", title: "P", hierarchy: ["P", "Long"] }
    const short: SearchRecord = { ...long, objectID: "/p#short", url: "/p#short", header: "Short", content: "Short.", hierarchy: ["P", "Short"] }
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "algolia-step-"))
    const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() } as unknown as Reporter
    await runAlgoliaSync([long, short], reporter, root, { ALGOLIA_APP_ID: "TESTAPP", ALGOLIA_ADMIN_KEY: "admin-secret", ALGOLIA_HOSTS: server.hosts[0].url })
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    const objects = [...(server.indices.get("strata-docs")?.objects.values() ?? [])] as { objectID: string; url: string; chunk: number }[]
    const chunks = objects.filter((object) => object.url === "/p#long")
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks.map((c) => c.objectID).sort()).toEqual(chunks.map((_, i) => `/p#long~${i + 1}`).sort())
    expect(objects.find((object) => object.url === "/p#short")).toMatchObject({ objectID: "/p#short", chunk: 0 })
    expect(server.indices.get("strata-docs")?.settings).toMatchObject({ attributeForDistinct: "url", distinct: true })
  })
})
