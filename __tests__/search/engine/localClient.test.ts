import { snippetOf } from "../../../src/search/dialog/Hit"
import { createLocalSearchClient } from "../../../src/search/engine/localClient"
import { createShardedIndex } from "../../../src/search/engine/shardedIndex"
import { memoryIndex } from "../index/siteIndex"

import { clientWithSettle, record, records } from "./localClientFixture"

const client = createLocalSearchClient(memoryIndex(records).index)
const search = async (query: string, params = {}) =>
  (await client.search([{ indexName: "strata-docs", params: { query, hitsPerPage: 5, ...params } }])).results[0]

describe("local search client", () => {
  it("answers in Algolia's shape", async () => {
    const result = await search("operators", { clickAnalytics: true })
    expect(result).toMatchObject({ nbHits: 1, page: 0, hitsPerPage: 5, nbPages: 1, query: "operators", index: "strata-docs", exhaustiveNbHits: true })
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/)
    const hit = result.hits[0]
    expect(hit).toMatchObject({
      objectID: "/guides/stratadb/filters#operators",
      url: "/guides/stratadb/filters#operators",
      slug: "/guides/stratadb/filters",
      header: "Operators",
      __position: 1,
    })
    expect(hit._highlightResult.header).toEqual({ value: "<mark>Operators</mark>", matchLevel: "full", matchedWords: ["operators"], fullyHighlighted: true })
    expect(hit._snippetResult.content.matchLevel).toBe("none")
  })

  it("ranks a header match above a text match", async () => {
    const result = await search("filters")
    expect(result.hits[0].objectID).toBe("/guides/stratadb/filters")
  })

  it("matches the last word as a prefix, as the reader types", async () => {
    expect((await search("oper")).hits.map((h) => h.header)).toEqual(["Operators"])
    expect((await search("timeo")).hits[0].header).toBe("Timeouts")
  })

  it("tolerates typos like Algolia: one from 4 letters, two from 8", async () => {
    expect((await search("rotaton")).hits[0].header).toBe("Rotation")
    expect((await search("operatros")).hits[0]?.header).toBe("Operators")
    expect((await search("stps")).hits[0]?.header).toBe("Steps")
    expect((await search("stp")).hits).toHaveLength(0)
  })

  it("requires every word", async () => {
    expect((await search("pipeline filter")).hits.map((h) => h.objectID)).toEqual(["/guides/pipeline#steps"])
  })

  it("without a section holding every word, shows those holding at least half of them", async () => {
    expect((await search("rotate secret quarterly")).hits.map((h) => h.header)).toEqual(["Rotation"])
    expect((await search("rotate zebra yak quokka")).hits).toEqual([])
  })

  it("snippets the content around the match", async () => {
    const hit = (await search("substring")).hits[0]
    expect(hit._snippetResult.content.value).toContain("<mark>substring</mark>")
  })

  it("pages 5 at a time", async () => {
    const many = createLocalSearchClient(memoryIndex(Array.from({ length: 12 }, (_, i) => record(`/p${i}`, `Page ${i}`, "common words here"))).index)
    const result = (await many.search([{ indexName: "strata-docs", params: { query: "common", hitsPerPage: 5, page: 2 } }])).results[0]
    expect([result.nbHits, result.nbPages, result.hits.length, result.hits[0].__position]).toEqual([12, 3, 2, 11])
  })

  it("returns no hits for an empty query", async () => {
    expect((await search("")).hits).toEqual([])
  })

  it("escapes markup in records and queries: only <mark> survives", async () => {
    const hit = (await search("rotate")).hits[0]
    const value = hit._snippetResult.content.value
    expect(value).toContain("&lt;img src=x onerror=alert(1)&gt;")
    expect(value.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/)
    const result = await search("<script>alert(1)</script>")
    expect(JSON.stringify(result.hits)).not.toContain("<script>")
  })

  it("loads each file once, and again after a failure", async () => {
    const { built } = memoryIndex(records)
    const calls: string[] = []
    const flaky = createLocalSearchClient(
      createShardedIndex(async (path) => {
        calls.push(path)
        if (calls.length === 1) throw new Error("network")
        return JSON.parse(built.files.get(path)!)
      }),
    )
    await expect(flaky.search([{ indexName: "x", params: { query: "rotate" } }])).rejects.toThrow("network")
    await flaky.search([{ indexName: "x", params: { query: "rotate" } }])
    await flaky.search([{ indexName: "x", params: { query: "rotate" } }])
    expect(calls.filter((path) => path === "meta.json")).toHaveLength(2)
    expect(new Set(calls).size).toBe(calls.length - 1)
  })

  it("on intent, fetches meta and the term list: a query's first round is then its postings, no shard of the dictionary", async () => {
    const { typing: listed, built, fetched } = clientWithSettle()
    await listed.preload()
    expect(fetched).toEqual(["meta.json", built.meta.termList])
    const [result] = (await listed.search([{ indexName: "x", params: { query: "rotete secret" } }])).results
    expect(result.hits.map((hit) => hit.url)).toEqual(["/guides/secretmanager#rotation"])
    expect(fetched.filter((path) => /^(dict|typos)\./.test(path))).toEqual([])
    expect(fetched.filter((path) => path.startsWith("postings.")).length).toBeGreaterThan(0)
  })

  it("finds identifiers in code whole and by their parts, and snippets the code", async () => {
    const withCode = [
      ...records,
      record(
        "/guides/cdc#consume",
        "Consume changes",
        "Read the change feed.",
        "CDC",
        "const { syncCursors } = await client.changes()\nheaders['X-Supplier-Signature'] = sign(body)",
      ),
    ]
    const codeClient = createLocalSearchClient(memoryIndex(withCode).index)
    const find = async (query: string) => (await codeClient.search([{ indexName: "x", params: { query, hitsPerPage: 5 } }])).results[0].hits
    for (const query of ["syncCursors", "synccursors", "sync cursors", "X-Supplier-Signature", "supplier signature", "supplier-signature"]) {
      expect((await find(query)).map((hit) => hit.objectID)).toEqual(["/guides/cdc#consume"])
    }
    const [hit] = await find("syncCursors")
    expect(hit._snippetResult.content.matchLevel).toBe("none")
    expect(hit._snippetResult.code?.value).toContain("<mark>syncCursors</mark>")
  })

  it("shows the snippet where the word stands as typed: code before prose that holds only a correction", async () => {
    const cdc = record("/guides/cdc#cursor", "Cursors", "Create a SyncCursor first, then read.", "CDC", "const { syncCursors } = await client.changes()")
    const [hit] = (await createLocalSearchClient(memoryIndex([cdc]).index).search([{ indexName: "x", params: { query: "syncCursors" } }])).results[0].hits
    expect(hit._snippetResult.content.matchLevel).toBe("partial")
    expect(hit._snippetResult.code?.matchLevel).toBe("full")
    expect(snippetOf(hit)).toContain("<mark>syncCursors</mark>")
  })
})

describe("typo tolerance in search", () => {
  it("finds a section through a word typed with two letters swapped", async () => {
    expect((await search("rotate secrte")).hits[0].objectID).toBe("/guides/secretmanager#rotation")
    // The corrected word is marked where it stands.
    expect((await search("rotate secrte")).hits[0]._snippetResult.content.value).toContain("<mark>secret</mark>")
  })
})
