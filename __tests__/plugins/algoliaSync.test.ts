/** @jest-environment node */
import { DIGEST_ATTRIBUTE, recordDigest } from "../../plugins/gatsby-plugin-strata-algolia/digest"
import { syncAlgoliaIndex } from "../../plugins/gatsby-plugin-strata-algolia/sync"
import { ALGOLIA_INDEX_SETTINGS as INDEX_SETTINGS, ALGOLIA_RECORD_FORMAT } from "../../src/search/index/algoliaIndex"
import type { AlgoliaRecord } from "../../src/search/index/algoliaRecords"
import { startFakeAlgolia, type LoggedRequest } from "./fakeAlgolia"

const record = (id: string, content = `About ${id}.`): AlgoliaRecord => ({ objectID: `/p#${id}`, url: `/p#${id}`, slug: "/p", header: id, content, code: "", title: "P", hierarchy: ["P", id], chunk: 0, weight: 1 })
const site = (...ids: string[]) => ids.map((id) => record(id))

let server: Awaited<ReturnType<typeof startFakeAlgolia>>
const options = (extra = {}) => ({ appId: "TESTAPP", adminKey: "admin-secret", indexName: "strata-docs", hosts: server.hosts, settings: INDEX_SETTINGS, recordFormat: ALGOLIA_RECORD_FORMAT, ...extra })
const live = () => server.indices.get("strata-docs")
const indexed = () => [...(live()?.objects.keys() ?? [])].sort()
/** The live index without digests, sorted: what readers can find. */
const held = () => [...(live()?.objects.values() ?? [])].map(({ [DIGEST_ATTRIBUTE]: _digest, ...rest }) => rest).sort((a, b) => String(a.objectID).localeCompare(String(b.objectID)))
const equalsSite = (records: AlgoliaRecord[]) => expect(held()).toEqual([...records].sort((a, b) => a.objectID.localeCompare(b.objectID)))
const writes = () => server.log.filter((entry) => entry.method !== "GET" && !entry.path.endsWith("/browse"))
const batchedObjects = () => server.log.filter((entry) => entry.path.endsWith("/batch")).flatMap((entry) => (entry.body as { requests: { action: string; body: { objectID: string } }[] }).requests)
const isBatch = (entry: LoggedRequest) => entry.path.endsWith("/batch")
const isOperation = (kind: string) => (entry: LoggedRequest) => entry.path.endsWith("/operation") && (entry.body as { operation: string }).operation === kind
const temporaryIndexes = () => [...server.indices.keys()].filter((name) => name.includes("_sync_tmp_"))

beforeEach(async () => {
  server = await startFakeAlgolia("TESTAPP", "admin-secret")
})
afterEach(() => server.close())

describe("Algolia sync: the hosted index is the truth", () => {
  it("first sync: a fresh temporary index with the settings and every record (each with its digest), moved over the live one", async () => {
    const report = await syncAlgoliaIndex(site("a", "b"), options())
    expect(report).toMatchObject({ mode: "rebuild", reason: "the index does not exist", saved: 2, deleted: 0, unchanged: 0 })
    equalsSite(site("a", "b"))
    expect(live()?.objects.get("/p#a")?.[DIGEST_ATTRIBUTE]).toBe(recordDigest(record("a"), ALGOLIA_RECORD_FORMAT))
    expect(live()?.settings).toMatchObject({ ...INDEX_SETTINGS, unretrievableAttributes: [DIGEST_ATTRIBUTE] })
    // Nothing is written into the live index but the move; no temporary index is left.
    expect(writes().filter((entry) => entry.path.startsWith("/1/indexes/strata-docs/"))).toEqual([])
    expect(writes().filter(isOperation("move"))).toHaveLength(1)
    expect(temporaryIndexes()).toEqual([])
  })

  it("an unchanged site writes nothing, also with text of several bytes a character across request chunks", async () => {
    const wide = record("tree", "├── cue.mod/ → 設定 ✓ ".repeat(4000))
    await syncAlgoliaIndex([...site("a", "b"), wide], options())
    server.log.length = 0
    const report = await syncAlgoliaIndex([...site("a", "b"), wide], options())
    expect(report).toMatchObject({ mode: "none", saved: 0, deleted: 0, unchanged: 3, settingsReset: [], hosted: 3 })
    expect(writes()).toEqual([])
  })

  it("the index emptied between two unchanged builds: every record is restored", async () => {
    await syncAlgoliaIndex(site("a", "b", "c"), options())
    live()!.objects.clear()
    const report = await syncAlgoliaIndex(site("a", "b", "c"), options())
    expect(report).toMatchObject({ mode: "rebuild", reason: "the index is empty", saved: 3 })
    equalsSite(site("a", "b", "c"))
  })

  it("the index deleted, or holding records of another format or none written by the sync: rebuilt", async () => {
    await syncAlgoliaIndex(site("a"), options())
    server.indices.delete("strata-docs")
    expect(await syncAlgoliaIndex(site("a"), options())).toMatchObject({ mode: "rebuild", reason: "the index does not exist" })
    expect((await syncAlgoliaIndex(site("a"), options({ recordFormat: ALGOLIA_RECORD_FORMAT + 1 }))).reason).toBe(`the index holds format ${ALGOLIA_RECORD_FORMAT}, not format ${ALGOLIA_RECORD_FORMAT + 1}`)
    server.indices.set("strata-docs", { settings: {}, objects: new Map([["/old", { objectID: "/old" }]]) })
    server.log.length = 0
    expect(await syncAlgoliaIndex(site("a"), options())).toMatchObject({ mode: "rebuild", reason: `the index holds records without a digest, not format ${ALGOLIA_RECORD_FORMAT}`, saved: 1, deleted: 1 })
    // Into a fresh index: the old records go with the move, not one by one.
    expect(batchedObjects().map((r) => r.action)).toEqual(["updateObject"])
    equalsSite(site("a"))
  })

  it("foreign records in the index are deleted; a record changed in the index is overwritten; nothing else is sent", async () => {
    await syncAlgoliaIndex(site("a", "b", "c"), options())
    live()!.objects.set("/foreign", { objectID: "/foreign", content: "From a preview deploy." })
    live()!.objects.set("/p#b", { ...live()!.objects.get("/p#b")!, content: "Edited in the dashboard." })
    server.log.length = 0
    const report = await syncAlgoliaIndex(site("a", "b", "c"), options())
    expect(report).toMatchObject({ mode: "update", saved: 1, deleted: 1, unchanged: 2 })
    expect(batchedObjects().map((r) => [r.action, r.body.objectID])).toEqual([["updateObject", "/p#b"], ["deleteObject", "/foreign"]])
    equalsSite(site("a", "b", "c"))
  })

  it("records written by others (no digest, another format's digest, the site's digest on other content) are overwritten", async () => {
    await syncAlgoliaIndex(site("a", "b", "c", "d"), options())
    const { [DIGEST_ATTRIBUTE]: _gone, ...withoutDigest } = live()!.objects.get("/p#a")!
    live()!.objects.set("/p#a", { ...withoutDigest, content: "Half-written." })
    live()!.objects.set("/p#b", { ...live()!.objects.get("/p#b")!, [DIGEST_ATTRIBUTE]: "1:0000000000000000000000000000000000000000" })
    live()!.objects.set("/p#c", { ...live()!.objects.get("/p#c")!, hierarchy: ["Other"] })
    expect(await syncAlgoliaIndex(site("a", "b", "c", "d"), options())).toMatchObject({ mode: "update", saved: 3, unchanged: 1 })
    equalsSite(site("a", "b", "c", "d"))
  })

  it("compared by stored digest only, far less is browsed, and a dashboard edit that kept the digest goes unseen", async () => {
    await syncAlgoliaIndex(site("a", "b"), options())
    live()!.objects.set("/p#b", { ...live()!.objects.get("/p#b")!, content: "Edited in the dashboard." })
    server.log.length = 0
    expect(await syncAlgoliaIndex(site("a", "b"), options({ compareBy: "digest" }))).toMatchObject({ mode: "none" })
    expect(server.log.find((entry) => entry.path.endsWith("/browse"))?.body).toMatchObject({ attributesToRetrieve: [DIGEST_ATTRIBUTE] })
    expect(await syncAlgoliaIndex(site("a", "b"), options())).toMatchObject({ mode: "update", saved: 1 })
    equalsSite(site("a", "b"))
  })

  it("an edit sends only the changed record; a page removed deletes only its record", async () => {
    await syncAlgoliaIndex(site("a", "b", "c"), options())
    server.log.length = 0
    const edited = await syncAlgoliaIndex([record("a"), record("b", "New text."), record("c")], options())
    expect(edited).toMatchObject({ mode: "update", saved: 1, deleted: 0, unchanged: 2 })
    expect(batchedObjects().map((r) => [r.action, r.body.objectID])).toEqual([["updateObject", "/p#b"]])
    // The live index is browsed whole; its copy, holding the same stored digests, only for those.
    const browsed = () => server.log.filter((entry) => entry.path.endsWith("/browse")).map((entry) => (entry.body as { attributesToRetrieve: string[] }).attributesToRetrieve)
    expect(browsed()).toEqual([["*"], [DIGEST_ATTRIBUTE]])
    server.log.length = 0
    const removed = await syncAlgoliaIndex([record("a"), record("b", "New text.")], options())
    expect(removed).toMatchObject({ mode: "update", saved: 0, deleted: 1, unchanged: 2 })
    expect(batchedObjects().map((r) => [r.action, r.body.objectID])).toEqual([["deleteObject", "/p#c"]])
    equalsSite([record("a"), record("b", "New text.")])
  })

  it("settings changed in the dashboard are restored and reported, alone or with records", async () => {
    await syncAlgoliaIndex(site("a"), options())
    live()!.settings = { ...live()!.settings, distinct: false, searchableAttributes: ["content"], customSetting: "kept" }
    server.log.length = 0
    const report = await syncAlgoliaIndex(site("a"), options())
    expect(report).toMatchObject({ mode: "none", settingsReset: ["searchableAttributes", "distinct"] })
    expect(writes().map((entry) => `${entry.method} ${entry.path}`)).toEqual(["PUT /1/indexes/strata-docs/settings"])
    expect(live()!.settings).toMatchObject({ ...INDEX_SETTINGS, customSetting: "kept" })
    // Algolia answers distinct: true as 1; that is no drift.
    live()!.settings.distinct = 1
    expect((await syncAlgoliaIndex(site("a"), options())).settingsReset).toEqual([])
    live()!.settings.distinct = false
    const both = await syncAlgoliaIndex(site("a", "b"), options())
    expect(both).toMatchObject({ mode: "update", saved: 1, settingsReset: ["distinct"] })
    expect(live()!.settings).toMatchObject(INDEX_SETTINGS)
  })

  it("HTTP 500 on the third of five batches: the live index keeps its previous complete state; the next build repairs it", async () => {
    const before = Array.from({ length: 4500 }, (_, i) => record(String(i)))
    await syncAlgoliaIndex(before, options())
    const after = before.map((r) => record(r.header, `Rewritten ${r.header}.`))
    const heldBefore = held()
    server.fail(isBatch, { nth: 3 })
    const failure = syncAlgoliaIndex(after, options())
    await expect(failure).rejects.toThrow(
      'Algolia sync failed at batch 3 of 5: HTTP 500 "Internal error". The index strata-docs still holds its previous complete state; the next build syncs again.',
    )
    await expect(failure).rejects.toMatchObject({ name: "SyncError", step: "batch 3 of 5", status: 500 })
    expect(held()).toEqual(heldBefore)
    expect(temporaryIndexes()).toEqual([])
    const retry = await syncAlgoliaIndex(after, options())
    expect(retry).toMatchObject({ mode: "update", saved: 4500, deleted: 0 })
    equalsSite(after)
  }, 30_000)

  it("an outage at any step leaves the live index whole, and the message names the step", async () => {
    await syncAlgoliaIndex(site("a", "b"), options())
    const heldBefore = held()
    const steps: [(entry: LoggedRequest) => boolean, string][] = [
      [(e) => e.path === "/1/indexes", "list indices"],
      [(e) => e.path.endsWith("/settings") && e.method === "GET", "read settings"],
      [(e) => e.path.endsWith("/browse"), "browse"],
      [isOperation("copy"), "copy"],
      [(e) => e.path.endsWith("/settings") && e.method === "PUT", "settings"],
      [isOperation("move"), "move"],
    ]
    for (const [match, name] of steps) {
      server.fail(match)
      await expect(syncAlgoliaIndex(site("a", "c"), options())).rejects.toMatchObject({ step: name, status: 500, message: expect.stringContaining("still holds its previous complete state") })
      expect(held()).toEqual(heldBefore)
    }
    await syncAlgoliaIndex(site("a", "c"), options())
    equalsSite(site("a", "c"))
  })

  it("a 403 names the keys; a 500 and an unreachable host say nothing about an application id", async () => {
    const denied = syncAlgoliaIndex(site("a"), options({ adminKey: "wrong" }))
    await expect(denied).rejects.toThrow(/^Algolia sync failed at list indices: HTTP 403 "Invalid Application-ID or API key"\. Check ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY/)
    server.fail(() => true, { times: 10 })
    const outage = syncAlgoliaIndex(site("a"), options())
    await expect(outage).rejects.toThrow(/^Algolia sync failed at list indices: HTTP 500 "Internal error"\. The index strata-docs still holds/)
    await expect(outage).rejects.not.toThrow(/application id|APP_ID/i)
    await server.close()
    const unreachable = syncAlgoliaIndex(site("a"), options())
    await expect(unreachable).rejects.toThrow(/^Algolia sync failed at list indices: no answer from 127\.0\.0\.1:\d+/)
    await expect(unreachable).rejects.not.toThrow(/application id|APP_ID/i)
    server = await startFakeAlgolia("TESTAPP", "admin-secret")
  })

  it("temporary indexes of runs that failed over an hour ago are deleted; a running build's are not", async () => {
    const old = `strata-docs_sync_tmp_${Date.now() - 2 * 3600_000}_0a1b2c3d`
    const running = `strata-docs_sync_tmp_${Date.now() - 60_000}_0a1b2c3d`
    for (const name of [old, running, "strata-docs-preview"]) server.indices.set(name, { settings: {}, objects: new Map() })
    const report = await syncAlgoliaIndex(site("a"), options())
    expect(report.staleDeleted).toEqual([old])
    expect([...server.indices.keys()].sort()).toEqual(["strata-docs", "strata-docs-preview", running].sort())
  })

  it("a dry run reads the index and says what it would change, writing nothing", async () => {
    await syncAlgoliaIndex(site("a", "b"), options())
    live()!.objects.set("/foreign", { objectID: "/foreign" })
    live()!.settings.distinct = false
    server.log.length = 0
    const report = await syncAlgoliaIndex([record("a", "Edited."), record("b"), record("c")], options({ dryRun: true }))
    expect(report).toMatchObject({ dryRun: true, mode: "update", saved: 2, deleted: 1, unchanged: 1, saveSample: ["/p#a", "/p#c"], deleteSample: ["/foreign"], settingsReset: ["distinct"] })
    expect(writes()).toEqual([])
    expect(indexed()).toEqual(["/foreign", "/p#a", "/p#b"])
  })
})

describe("Algolia sync: two builds at once", () => {
  const siteA = () => [record("shared", "A's text."), record("onlyA")]
  const siteB = () => [record("shared", "B's text."), record("onlyB")]
  const start = async () => {
    await syncAlgoliaIndex([record("shared"), record("old")], options())
    server.log.length = 0
  }

  it("run side by side, they leave the index equal to one site's records", async () => {
    await start()
    await Promise.all([syncAlgoliaIndex(siteA(), options()), syncAlgoliaIndex(siteB(), options())])
    expect([JSON.stringify(siteA().sort((a, b) => a.objectID.localeCompare(b.objectID))), JSON.stringify(siteB().sort((a, b) => a.objectID.localeCompare(b.objectID)))]).toContain(JSON.stringify(held()))
    expect(temporaryIndexes()).toEqual([])
  })

  it("B syncs whole between A's browse and A's copy: A's difference is taken against the copy, so the index is A's", async () => {
    await start()
    const paused = server.hold(isOperation("copy"))
    const a = syncAlgoliaIndex(siteA(), options())
    await paused.reached
    await syncAlgoliaIndex(siteB(), options())
    equalsSite(siteB())
    paused.release()
    expect(await a).toMatchObject({ mode: "update", saved: 2, deleted: 1 })
    equalsSite(siteA())
    // The copy's stored digests differed from the first browse's: it was browsed again, whole.
    const aBrowses = server.log.filter((entry) => entry.path.includes("_sync_tmp_") && entry.path.endsWith("/browse"))
    expect(aBrowses.slice(-2).map((entry) => (entry.body as { attributesToRetrieve: string[] }).attributesToRetrieve)).toEqual([[DIGEST_ATTRIBUTE], ["*"]])
  })

  it("an older build (another record format) syncs between A's browse and A's copy: its records go, A's stay", async () => {
    await start()
    const paused = server.hold(isOperation("copy"))
    const a = syncAlgoliaIndex(siteA(), options())
    await paused.reached
    await syncAlgoliaIndex([record("shared", "Old."), record("gone")], options({ recordFormat: ALGOLIA_RECORD_FORMAT - 1 }))
    paused.release()
    await a
    equalsSite(siteA())
  })

  it("B syncs whole while A's move waits: A's move replaces B's index whole, with nothing of B's left", async () => {
    await start()
    const paused = server.hold(isOperation("move"))
    const a = syncAlgoliaIndex(siteA(), options())
    await paused.reached
    await syncAlgoliaIndex(siteB(), options())
    paused.release()
    await a
    equalsSite(siteA())
    expect(temporaryIndexes()).toEqual([])
  })
})
