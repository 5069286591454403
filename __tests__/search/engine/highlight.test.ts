import { escapeHtml, markTerms, parseHighlight, snippetAttribute } from "../../../src/search/engine/highlight"
import { createLocalSearchClient } from "../../../src/search/engine/localClient"
import { memoryIndex, pageRecord } from "../index/siteIndex"

const record = pageRecord

describe("snippets", () => {
  const words = Array.from({ length: 60 }, (_, i) => `w${i}`)
  it("show about 20 words around the first match, with ellipses where cut", () => {
    const snippet = snippetAttribute(words.join(" "), new Set(["w30"]))
    expect(snippet.matchLevel).toBe("partial")
    expect(snippet.value).toBe(`… ${words.slice(25, 45).join(" ").replace("w30", "<mark>w30</mark>")} …`)
  })
  it("start at the text's start when the match is near it, and say none when nothing matched", () => {
    expect(snippetAttribute(words.join(" "), new Set(["w2"])).value.startsWith("w0 w1 <mark>w2</mark>")).toBe(true)
    expect(snippetAttribute(words.join(" "), new Set(["nope"]))).toEqual({ value: `${words.slice(0, 20).join(" ")} …`, matchLevel: "none" })
  })
  it("mark a whole identifier when one of its parts matched", () => {
    expect(markTerms("set X-Supplier-Signature now", new Set(["signature"])).value).toBe("set <mark>X-Supplier-Signature</mark> now")
  })
})

describe("hostile text", () => {
  it("escapes markup in records; only our <mark> is ever added", async () => {
    const hostile = record(
      "x",
      `Beware <script>alert(1)</script> and "><img src=x onerror=alert(2)> and <mark>fake</mark> marks`,
      `el.innerHTML = "<b>alert</b>"`,
    )
    const client = createLocalSearchClient(memoryIndex([hostile]).index)
    const [hit] = (await client.search([{ indexName: "x", params: { query: "alert" } }])).results[0].hits
    for (const value of [hit._highlightResult.header.value, hit._snippetResult.content.value, hit._snippetResult.code!.value]) {
      expect(value.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/)
      expect(parseHighlight(value).filter((run) => run.highlighted).every((run) => run.text === "alert")).toBe(true)
    }
    expect(hit._snippetResult.content.value).toContain("&lt;mark&gt;fake&lt;/mark&gt;")
  })

  it("answers hostile queries with text, never markup", async () => {
    const client = createLocalSearchClient(memoryIndex([record("y", "plain words")]).index)
    for (const query of ["<script>alert(1)</script>", "<mark>plain</mark>", "\u0000\uffff", "%00", "a".repeat(600)]) {
      const [result] = (await client.search([{ indexName: "x", params: { query } }])).results
      expect(result.query.length).toBeLessThanOrEqual(512)
      expect(JSON.stringify(result.hits)).not.toMatch(/<script|<img/)
    }
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
