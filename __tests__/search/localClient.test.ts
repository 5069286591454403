import { escapeHtml, parseHighlight } from "../../src/search/highlight"
import { packRecords, unpackRecords } from "../../src/search/indexFile"
import { createLocalSearchClient } from "../../src/search/localClient"
import type { SearchRecord } from "../../src/search/records"
import { allowedTypos, termMatchesWord, withinEdits } from "../../src/search/typoTolerance"

function record(url: string, header: string, content: string, title = "Filters"): SearchRecord {
  const slug = url.split("#")[0]
  return { objectID: url, url, slug, header, content, title, hierarchy: url.includes("#") ? [title, header] : [title] }
}

const records: SearchRecord[] = [
  record("/guides/stratadb/filters", "Filters", "Filters narrow the results of a list query."),
  record("/guides/stratadb/filters#operators", "Operators", "Use eq to match a value exactly, or contains for a substring."),
  record("/guides/pipeline#steps", "Steps", "A pipeline resolver runs its steps in order; each step can filter records.", "Pipeline"),
  record("/guides/secretmanager#rotation", "Rotation", "Rotate a secret without downtime. Mentions <img src=x onerror=alert(1)> in text.", "Secret Manager"),
  record("/reference/timeouts", "Timeouts", "Every request has a timeout of 30 seconds.", "Timeouts"),
]

const client = createLocalSearchClient(async () => records)
const search = async (query: string, params = {}) =>
  (await client.search([{ indexName: "strata-docs", params: { query, hitsPerPage: 5, ...params } }])).results[0]

describe("local search client", () => {
  it("answers in Algolia's shape", async () => {
    const result = await search("operators", { clickAnalytics: true })
    expect(result).toMatchObject({ nbHits: 1, page: 0, hitsPerPage: 5, nbPages: 1, query: "operators", index: "strata-docs", exhaustiveNbHits: true })
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/)
    const hit = result.hits[0]
    expect(hit).toMatchObject({ objectID: "/guides/stratadb/filters#operators", url: "/guides/stratadb/filters#operators", slug: "/guides/stratadb/filters", header: "Operators", __position: 1 })
    expect(hit._highlightResult.header).toEqual({ value: "<mark>Operators</mark>", matchLevel: "full", matchedWords: ["operators"], fullyHighlighted: true })
    expect(hit._highlightResult.content.matchLevel).toBe("none")
    expect(hit._highlightResult.slug.value).toBe("/guides/stratadb/filters#operators".split("#")[0])
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

  it("snippets the content around the match", async () => {
    const hit = (await search("substring")).hits[0]
    expect(hit._snippetResult.content.value).toContain("<mark>substring</mark>")
  })

  it("pages 5 at a time", async () => {
    const many = createLocalSearchClient(async () => Array.from({ length: 12 }, (_, i) => record(`/p${i}`, `Page ${i}`, "common words here")))
    const result = (await many.search([{ indexName: "strata-docs", params: { query: "common", hitsPerPage: 5, page: 2 } }])).results[0]
    expect([result.nbHits, result.nbPages, result.hits.length, result.hits[0].__position]).toEqual([12, 3, 2, 11])
  })

  it("returns no hits for an empty query", async () => {
    expect((await search("")).hits).toEqual([])
  })

  it("escapes markup in records and queries: only <mark> survives", async () => {
    const hit = (await search("rotate")).hits[0]
    const value = hit._highlightResult.content.value
    expect(value).toContain("&lt;img src=x onerror=alert(1)&gt;")
    expect(value.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/)
    const result = await search("<script>alert(1)</script>")
    expect(JSON.stringify(result.hits)).not.toContain("<script>")
  })

  it("loads the records once, and again after a failure", async () => {
    let calls = 0
    const flaky = createLocalSearchClient(async () => {
      calls++
      if (calls === 1) throw new Error("network")
      return records
    })
    await expect(flaky.search([{ indexName: "x", params: { query: "a" } }])).rejects.toThrow("network")
    await flaky.search([{ indexName: "x", params: { query: "a" } }])
    await flaky.search([{ indexName: "x", params: { query: "b" } }])
    expect(calls).toBe(2)
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
  it("matches words to terms", () => {
    expect(termMatchesWord("operators", "oper", true)).toBe(true)
    expect(termMatchesWord("operators", "oper", false)).toBe(false)
    expect(termMatchesWord("rotation", "rotaton", false)).toBe(true)
  })
})

describe("index file", () => {
  it("packs and unpacks records without loss", () => {
    const withH3: SearchRecord = { ...record("/a#b", "B", "text"), hierarchy: ["Filters", "Parent", "B"] }
    const all = [...records, withH3]
    expect(unpackRecords(packRecords(all))).toEqual(all)
  })
  it("refuses another format", () => {
    expect(() => unpackRecords({ format: 99, pages: [], sections: [] })).toThrow(/format 99/)
  })
})
