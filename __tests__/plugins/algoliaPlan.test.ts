/** @jest-environment node */
import { canonicalJson, digestFormat, recordDigest } from "../../plugins/gatsby-plugin-strata-algolia/digest"
import { SyncError, serviceAnswer } from "../../plugins/gatsby-plugin-strata-algolia/failure"
import { hostedDigest, sameStoredDigests } from "../../plugins/gatsby-plugin-strata-algolia/hostedIndex"
import { planSync, settingsDrift, siteDigests } from "../../plugins/gatsby-plugin-strata-algolia/plan"
import { formatDryRunDetail, formatReport, type SyncReport } from "../../plugins/gatsby-plugin-strata-algolia/report"
import { settingsWithDigest } from "../../plugins/gatsby-plugin-strata-algolia/sync"
import { STALE_AFTER_MS, staleTemporaryIndexes, temporaryIndexName } from "../../plugins/gatsby-plugin-strata-algolia/temporaryIndex"

const d = (n: number) => `2:${String(n).padStart(40, "0")}`

describe("record digests", () => {
  it("depend on content and format, not on key order; the digest attribute itself is left out", () => {
    const a = { objectID: "a", title: "T", hierarchy: ["P", "a"], nested: { x: 1, y: 2 } }
    const reordered = { nested: { y: 2, x: 1 }, hierarchy: ["P", "a"], title: "T", objectID: "a" }
    expect(recordDigest(a, 2)).toBe(recordDigest(reordered, 2))
    expect(recordDigest(a, 2)).toBe(recordDigest({ ...a, recordDigest: "2:whatever" } as typeof a, 2))
    expect(recordDigest(a, 2)).not.toBe(recordDigest({ ...a, hierarchy: ["P"] } as typeof a, 2))
    expect(recordDigest(a, 2)).not.toBe(recordDigest(a, 3))
    expect(recordDigest(a, 2)).toMatch(/^2:[0-9a-f]{40}$/)
    expect(canonicalJson({ b: [1, { d: 1, c: undefined }], a: "x" })).toBe('{"a":"x","b":[1,{"d":1}]}')
  })

  it.each([
    ["2:" + "a".repeat(40), 2],
    ["12:" + "0".repeat(40), 12],
    ["2:short", undefined],
    [undefined, undefined],
    [42, undefined],
  ])("the format of %p is %p", (digest, format) => expect(digestFormat(digest)).toBe(format))

  it("a hosted record compared by content gets the digest of what it holds; by digest, what it stores", () => {
    const record = { objectID: "a", content: "Text." }
    const hit = { ...record, recordDigest: recordDigest(record, 2), _highlightResult: {} }
    expect(hostedDigest(hit, "content", 2)).toBe(recordDigest(record, 2))
    expect(hostedDigest({ ...hit, content: "Edited." }, "content", 2)).not.toBe(recordDigest(record, 2))
    expect(hostedDigest({ ...hit, content: "Edited." }, "digest", 2)).toBe(recordDigest(record, 2))
    expect(hostedDigest({ ...hit, recordDigest: "1:" + "0".repeat(40) }, "content", 2)).toBe("1:" + "0".repeat(40))
    expect(hostedDigest({ objectID: "a" }, "content", 2)).toBeUndefined()
  })
})

describe("sameStoredDigests", () => {
  it.each([
    [[["a", "1"], ["b", undefined]], [["b", undefined], ["a", "1"]], true],
    [[["a", "1"]], [["a", "2"]], false],
    [[["a", "1"]], [["a", "1"], ["b", "1"]], false],
    [[["a", undefined]], [["b", undefined]], false],
  ] as [string, string | undefined][][] | boolean[][])("%j and %j: %p", (a, b, same) => {
    expect(sameStoredDigests(new Map(a as [string, string | undefined][]), new Map(b as [string, string | undefined][]))).toBe(same)
  })
})

describe("planSync", () => {
  const site = new Map([["a", d(1)], ["b", d(2)], ["c", d(3)]])
  it.each([
    ["a missing index", undefined, { mode: "rebuild", reason: "the index does not exist", save: ["a", "b", "c"], delete: [] }],
    ["an empty index", new Map(), { mode: "rebuild", reason: "the index is empty", save: ["a", "b", "c"] }],
    ["another format", new Map([["a", "1:" + "0".repeat(40)], ["x", "1:" + "0".repeat(40)]]), { mode: "rebuild", reason: "the index holds format 1, not format 2", save: ["a", "b", "c"], delete: ["x"] }],
    ["records without digests", new Map([["a", undefined]]), { mode: "rebuild", reason: "the index holds records without a digest, not format 2" }],
    ["the same records", new Map(site), { mode: "none", save: [], delete: [], unchanged: 3 }],
    ["one changed, one missing, one foreign", new Map([["a", d(1)], ["b", d(9)], ["x", d(4)]]), { mode: "update", save: ["b", "c"], delete: ["x"], unchanged: 1 }],
    ["one written by others among ours", new Map([["a", d(1)], ["b", undefined], ["c", d(3)]]), { mode: "update", save: ["b"], delete: [], unchanged: 2 }],
  ] as const)("%s", (_name, hosted, expected) => {
    expect(planSync(site, hosted as Map<string, string | undefined> | undefined, 2)).toMatchObject(expected)
  })

  it("refuses two records with one objectID, or one without", () => {
    expect(() => siteDigests([{ objectID: "a" }, { objectID: "a" }], () => "")).toThrow("two records share the objectID a")
    expect(() => siteDigests([{ objectID: "" }], () => "")).toThrow(/a record has no objectID/)
  })
})

describe("settings", () => {
  it("drift is the site's keys whose hosted value differs; distinct true and 1 are the same", () => {
    const site = { searchableAttributes: ["a", "b"], distinct: true, customRanking: ["asc(objectID)"] }
    expect(settingsDrift(site, { ...site, distinct: 1, other: "x" })).toEqual([])
    expect(settingsDrift(site, { searchableAttributes: ["b", "a"], distinct: 0 })).toEqual(["searchableAttributes", "distinct", "customRanking"])
  })
  it("keep the digest out of search responses, once", () => {
    expect(settingsWithDigest({ distinct: true })).toEqual({ distinct: true, unretrievableAttributes: ["recordDigest"] })
    expect(settingsWithDigest({ unretrievableAttributes: ["secret", "recordDigest"] }).unretrievableAttributes).toEqual(["secret", "recordDigest"])
  })
})

describe("temporary indexes", () => {
  it("have unique names; those of this index older than an hour are stale", () => {
    const now = 1_800_000_000_000
    expect(temporaryIndexName("docs", now, "0a0b")).toBe(`docs_sync_tmp_${now}_0a0b`)
    expect(temporaryIndexName("docs")).not.toBe(temporaryIndexName("docs"))
    const names = [`docs_sync_tmp_${now - STALE_AFTER_MS - 1}_ab`, `docs_sync_tmp_${now - 1000}_ab`, `docs.v2_sync_tmp_${now - STALE_AFTER_MS - 1}_ab`, "docs", "docs_sync_tmp_x_ab"]
    expect(staleTemporaryIndexes("docs", names, now)).toEqual([names[0]])
    expect(staleTemporaryIndexes("docs.v2", names, now)).toEqual([names[2]])
  })
})

describe("failures", () => {
  const retryError = (status: number, content: string) => ({
    name: "RetryError",
    message: "Unreachable hosts - your application id may be incorrect.",
    transporterStackTrace: [{ host: { url: "127.0.0.1:1" }, response: { status, content, isTimedOut: false } }],
  })
  it("read the status and message of a 5xx from the retry trace, and say why when there was no answer", () => {
    expect(serviceAnswer(retryError(500, '{"message":"Internal error","status":500}'))).toEqual({ status: 500, message: "Internal error" })
    expect(serviceAnswer(retryError(502, "<html>Bad gateway</html>"))).toEqual({ status: 502, message: "<html>Bad gateway</html>" })
    expect(serviceAnswer({ name: "ApiError", message: "Index does not exist", status: 404 })).toEqual({ status: 404, message: "Index does not exist" })
    expect(serviceAnswer(retryError(0, "connect ECONNREFUSED 127.0.0.1:1"))).toEqual({ message: "no answer from 127.0.0.1:1: connect ECONNREFUSED 127.0.0.1:1" })
  })
  it("name the step and status; only a 403 speaks of the keys", () => {
    const outage = new SyncError("batch 3 of 5", "docs", retryError(500, '{"message":"Internal error"}'))
    expect(outage.message).toBe('Algolia sync failed at batch 3 of 5: HTTP 500 "Internal error". The index docs still holds its previous complete state; the next build syncs again.')
    expect(outage.message).not.toMatch(/application id/i)
    const denied = new SyncError("browse", "docs", { name: "ApiError", message: "Invalid Application-ID or API key", status: 403 })
    expect(denied.message).toMatch(/^Algolia sync failed at browse: HTTP 403 "Invalid Application-ID or API key"\. Check ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY/)
  })
})

describe("the report", () => {
  const report: SyncReport = { indexName: "docs", mode: "update", dryRun: false, saved: 2, deleted: 1, unchanged: 7, hosted: 8, settingsReset: ["distinct"], staleDeleted: [], saveSample: ["/a", "/b"], deleteSample: ["/x"], browseMs: 120, totalMs: 1234 }
  it("is one line saying what changed", () => {
    expect(formatReport(report)).toBe("Algolia sync of docs: update, 2 saved, 1 deleted, 7 unchanged; settings re-sent (distinct differed); 8 hosted records browsed in 0.1 s, 1.2 s in all")
  })
  it("in a dry run, lists what would change", () => {
    const dry = { ...report, dryRun: true, saved: 25, saveSample: Array.from({ length: 20 }, (_, i) => `/${i}`) }
    expect(formatReport(dry)).toMatch(/^Algolia sync of docs \(dry run, nothing written\): update, 25 would be saved, 1 would be deleted/)
    expect(formatDryRunDetail(dry)).toEqual([`  would save 25: ${dry.saveSample.join(", ")}, … (5 more)`, "  would delete 1: /x", "  would re-send settings: distinct"])
    expect(formatDryRunDetail({ ...report, dryRun: true, saved: 0, deleted: 0, settingsReset: [] })).toEqual(["  nothing to change: the index equals the site"])
  })
})
