import { escapeHtml, parseHighlight } from "../../../src/search/engine/highlight"
import { snippetOf } from "../../../src/search/dialog/Hit"
import { createLocalSearchClient } from "../../../src/search/engine/localClient"
import { beginsWord } from "../../../src/search/shared/tokenize"
import type { SearchRecord } from "../../../src/search/index/records"
import { createShardedIndex } from "../../../src/search/engine/shardedIndex"
import { allowedTypos, withinEdits } from "../../../src/search/engine/typoTolerance"
import { memoryIndex } from "../index/siteIndex"

function record(url: string, header: string, content: string, title = "Filters", code = ""): SearchRecord {
  const slug = url.split("#")[0]
  return { objectID: url, url, slug, header, content, code, title, hierarchy: url.includes("#") ? [title, header] : [title] }
}

const records: SearchRecord[] = [
  record("/guides/stratadb/filters", "Filters", "Filters narrow the results of a list query."),
  record("/guides/stratadb/filters#operators", "Operators", "Use eq to match a value exactly, or contains for a substring."),
  record("/guides/pipeline#steps", "Steps", "A pipeline resolver runs its steps in order; each step can filter records.", "Pipeline"),
  record("/guides/secretmanager#rotation", "Rotation", "Rotate a secret without downtime. Mentions <img src=x onerror=alert(1)> in text.", "Secret Manager"),
  record("/reference/timeouts", "Timeouts", "Every request has a timeout of 30 seconds.", "Timeouts"),
]

const client = createLocalSearchClient(memoryIndex(records).index)
const search = async (query: string, params = {}) =>
  (await client.search([{ indexName: "strata-docs", params: { query, hitsPerPage: 5, ...params } }])).results[0]

/**
 * A client over one-term shards that settles display text after `settleMs`; `fetched` lists every file it
 * asked for, `fragments()` the display-text files.
 */
function clientWithSettle(settleMs?: number) {
  const { built } = memoryIndex(records, { dictionaryChars: 1, postingsChars: 1 })
  const fetched: string[] = []
  const typing = createLocalSearchClient(
    createShardedIndex(async (path) => {
      fetched.push(path)
      return JSON.parse(built.files.get(path)!)
    }),
    settleMs,
  )
  return { typing, built, fetched, fragments: () => fetched.filter((path) => path.startsWith("fragments.")) }
}

describe("local search client", () => {
  it("answers in Algolia's shape", async () => {
    const result = await search("operators", { clickAnalytics: true })
    expect(result).toMatchObject({ nbHits: 1, page: 0, hitsPerPage: 5, nbPages: 1, query: "operators", index: "strata-docs", exhaustiveNbHits: true })
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/)
    const hit = result.hits[0]
    expect(hit).toMatchObject({ objectID: "/guides/stratadb/filters#operators", url: "/guides/stratadb/filters#operators", slug: "/guides/stratadb/filters", header: "Operators", __position: 1 })
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
    expect((await listed.search([{ indexName: "x", params: { query: "rotete secret" } }])).results[0].hits.map((hit) => hit.url)).toEqual(["/guides/secretmanager#rotation"])
    expect(fetched.filter((path) => /^(dict|typos)\./.test(path))).toEqual([])
    expect(fetched.filter((path) => path.startsWith("postings.")).length).toBeGreaterThan(0)
  })

  it("fetches on the first keystroke, without waiting for a pause, and never answers a query typed past", async () => {
    // One term a shard and no term list, so the two queries need different files; the first query's files come late.
    const { built } = memoryIndex(records, { dictionaryChars: 1, postingsChars: 1, termListChars: 0 })
    const fetched: string[] = []
    const typing = createLocalSearchClient(
      createShardedIndex(async (path) => {
        fetched.push(path)
        const body = JSON.parse(built.files.get(path)!)
        if (path.startsWith("dict.") && body.terms.includes("rotate")) await new Promise((resolve) => setTimeout(resolve, 30))
        return body
      }),
    )
    const first = typing.search([{ indexName: "x", params: { query: "rota" } }])
    // Asked for at once: the first keystroke's query does not wait for the reader to pause.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetched.some((path) => path.startsWith("dict.") && JSON.parse(built.files.get(path)!).terms.includes("rotate"))).toBe(true)
    const second = typing.search([{ indexName: "x", params: { query: "timeouts" } }])
    const order: string[] = []
    first.then(() => order.push("rota"))
    second.then(() => order.push("timeouts"))
    const [a, b] = await Promise.all([first, second])
    // The query typed past answers empty, and only after the newer one.
    expect(a.results[0].hits).toEqual([])
    expect(b.results[0].hits[0].header).toBe("Timeouts")
    expect(order).toEqual(["timeouts", "rota"])
  })

  it("while the reader types, fetches a list's display text only once no newer key came for the settle time", async () => {
    const { typing, fragments } = clientWithSettle(40)
    // After a pause: at once, text included.
    expect((await typing.search([{ indexName: "x", params: { query: "timeouts" } }])).results[0].hits).toHaveLength(1)
    expect(fragments()).toHaveLength(1)
    // Keys 10 ms apart: the first list is typed past before its text is fetched.
    const typedPast = typing.search([{ indexName: "x", params: { query: "rot" } }])
    await new Promise((resolve) => setTimeout(resolve, 10))
    const last = typing.search([{ indexName: "x", params: { query: "rotate" } }])
    expect((await typedPast).results[0].hits).toEqual([])
    expect((await last).results[0].hits[0].header).toBe("Rotation")
    expect(fragments()).toHaveLength(2)
  })

  it("the first letter of a word waits like a typed key: its list typed past never fetches display text", async () => {
    const { typing, fragments } = clientWithSettle(40)
    expect(beginsWord("r")).toBe(true)
    expect(beginsWord("secret r")).toBe(true)
    expect(beginsWord("X-S")).toBe(true)
    expect(beginsWord("ro")).toBe(false)
    expect(beginsWord("r ")).toBe(false)
    // The first query since the client was made (no key before it) begins a word; a newer one comes 10 ms later.
    const typedPast = typing.search([{ indexName: "x", params: { query: "timeout e" } }])
    await new Promise((resolve) => setTimeout(resolve, 10))
    const last = typing.search([{ indexName: "x", params: { query: "rotate" } }])
    expect((await typedPast).results[0].hits).toEqual([])
    expect((await last).results[0].hits[0].header).toBe("Rotation")
    expect(fragments()).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 250))
    // Alone, it waits out the settle time once and then answers with its text.
    expect((await typing.search([{ indexName: "x", params: { query: "timeout e" } }])).results[0].hits[0].header).toBe("Timeouts")
    expect(fragments()).toHaveLength(2)
  })

  it("finds identifiers in code whole and by their parts, and snippets the code", async () => {
    const withCode = [...records, record("/guides/cdc#consume", "Consume changes", "Read the change feed.", "CDC", "const { syncCursors } = await client.changes()\nheaders['X-Supplier-Signature'] = sign(body)")]
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

describe("highlight parsing", () => {
  it("turns a highlighted value into text runs, decoding escapes", () => {
    expect(parseHighlight("a &lt;b&gt; <mark>c&amp;d</mark> e")).toEqual([
      { text: "a <b> ", highlighted: false },
      { text: "c&d", highlighted: true },
      { text: " e", highlighted: false },
    ])
  })
  it("escapes the five HTML characters", () => expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"))
})

describe("typo tolerance", () => {
  it.each([
    ["abc", 0],
    ["abcd", 1],
    ["abcdefg", 1],
    ["abcdefgh", 2],
  ])("%s allows %i", (term, typos) => expect(allowedTypos(term)).toBe(typos))
  it("counts edits", () => {
    expect(withinEdits("kitten", "sitting", 3)).toBe(true)
    expect(withinEdits("kitten", "sitting", 2)).toBe(false)
  })
  it("counts two adjacent letters swapped as one typo, as Algolia does", () => {
    expect(withinEdits("secrte", "secret", 1)).toBe(true)
    expect(withinEdits("ab", "ba", 1)).toBe(true)
    expect(withinEdits("webohok", "webhook", 1)).toBe(true)
    // Two swaps are two typos; a swap of letters not side by side is two substitutions.
    expect(withinEdits("esrcet", "secret", 1)).toBe(false)
    expect(withinEdits("esrcet", "secret", 2)).toBe(true)
    expect(withinEdits("tecres", "secret", 1)).toBe(false)
  })
  it("finds a section through a word typed with two letters swapped", async () => {
    expect((await search("rotate secrte")).hits[0].objectID).toBe("/guides/secretmanager#rotation")
    // The corrected word is marked where it stands.
    expect((await search("rotate secrte")).hits[0]._snippetResult.content.value).toContain("<mark>secret</mark>")
  })
})
