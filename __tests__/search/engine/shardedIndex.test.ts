import { snippetAttribute, markTerms, parseHighlight } from "../../../src/search/engine/highlight"
import { correctionKey, correctionRange, decodeNumbers, decodePostings, encodePostings, fragmentFileName, META_FILE, PACK_UNIT, packOffsets, type IndexMeta } from "../../../src/search/shared/indexFormat"
import { allowedTypos } from "../../../src/search/engine/typoTolerance"
import { createLocalSearchClient } from "../../../src/search/engine/localClient"
import type { SearchRecord } from "../../../src/search/index/records"
import { compareSections, TopSections } from "../../../src/search/engine/ranking"
import { shardsFor } from "../../../src/search/engine/termCandidates"
import { buildSearchIndex, DEFAULT_SHARD_SIZES } from "../../../src/search/index/buildIndex"
import { packedFragment } from "../../../src/search/index/fragmentFiles"
import { correctionMinDf, shortestStart } from "../../../src/search/index/indexShards"
import { createShardedIndex } from "../../../src/search/engine/shardedIndex"
import { decodeTermList, encodeTermList } from "../../../src/search/shared/termList"
import { RELEVANCE_QUERIES } from "./relevanceQueries"
import { contentRecords, memoryIndex, packedIndex } from "../index/siteIndex"

const record = (id: string, content: string, code = ""): SearchRecord => ({ objectID: `/p#${id}`, url: `/p#${id}`, slug: "/p", header: id, content, code, title: "Page", hierarchy: ["Page", id] })
// No term list: these tests are of the shards a larger site looks words up in.
const ONE_TERM_A_SHARD = { dictionaryChars: 1, postingsChars: 1, termListChars: 0 }

describe("posting lists", () => {
  it("round-trip gaps and scores of any size", () => {
    const postings: [number, number][] = [[0, 1], [1, 31], [2, 32], [1000, 4000], [90_000, 123_456]]
    expect(decodePostings(encodePostings(postings))).toEqual(postings)
    expect(encodePostings([[3, 5]])).toMatch(/^[0-9A-Za-z_-]+$/)
  })
  it("refuse a character that is not a digit", () => expect(() => decodePostings("a!")).toThrow(/Bad character/))
})

describe("shards", () => {
  const dictionary: [string, string][] = [["", "A"], ["m", "B"], ["opera", "C"], ["operb", "D"], ["s", "E"]]

  it("start at the shortest prefix that sorts after the last shard's last term", () => {
    expect(shortestStart(undefined, "alpha")).toBe("")
    expect(shortestStart("operand", "operator")).toBe("operat")
    expect(shortestStart("lamp", "mango")).toBe("m")
  })

  it("find the one shard of a term, a term at a boundary included", () => {
    expect(shardsFor(dictionary, "opera", "opera")).toEqual(["C"])
    expect(shardsFor(dictionary, "oper", "oper")).toEqual(["B"])
    expect(shardsFor(dictionary, "operb", "operb")).toEqual(["D"])
    expect(shardsFor(dictionary, "zebra", "zebra")).toEqual(["E"])
  })

  it("find every shard a prefix spans", () => {
    expect(shardsFor(dictionary, "oper", "oper\uffff")).toEqual(["B", "C", "D"])
  })

  const records = [
    record("a", "operand operate operator operators"),
    record("b", "rotation of the key"),
    record("c", "retry the webhook later"),
    record("d", "mango lamp zebra"),
  ]

  it("complete a prefix whose terms lie in several shards", async () => {
    const { index, built } = memoryIndex(records, ONE_TERM_A_SHARD)
    expect(built.meta.dictionary.length).toBe(built.meta.terms)
    const { hits } = (await index.search("opera", 0, 5))!
    expect(hits.map((hit) => hit.fragment[0])).toEqual(["/p#a"])
    expect(hits[0].terms.sort()).toEqual(["operand", "operate", "operator", "operators"])
  })

  it("correct a typo whose term lives in another shard than the typed word would", async () => {
    const { index, built } = memoryIndex(records, ONE_TERM_A_SHARD)
    const shardOf = (term: string) => shardsFor(built.meta.dictionary, term, term)[0]
    expect(shardOf("ritation")).not.toBe(shardOf("rotation"))
    expect((await index.search("ritation", 0, 5))!.hits.map((hit) => hit.fragment[0])).toEqual(["/p#b"])
    expect((await index.search("webhok retyr", 0, 5))!.hits.map((hit) => hit.fragment[0])).toEqual(["/p#c"])
  })

  it("ask for a query's dictionary and corrections shards together, in one round trip", async () => {
    const built = buildSearchIndex(records, ONE_TERM_A_SHARD)
    // Files answer only when the test says so: what is asked for before any shard answers is one round.
    const asked: string[] = []
    const waiting: (() => void)[] = []
    const index = createShardedIndex(async (path) => {
      if (path !== META_FILE) {
        asked.push(path)
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
      return JSON.parse(built.files.get(path)!)
    })
    await index.meta()
    const search = index.search("webhok", 0, 5)
    await new Promise((resolve) => setTimeout(resolve, 10))
    const firstRound = [...asked]
    expect(firstRound.some((path) => path.startsWith("dict."))).toBe(true)
    expect(firstRound.some((path) => path.startsWith("typos."))).toBe(true)
    const release = setInterval(() => waiting.splice(0).forEach((resolve) => resolve()), 1)
    expect((await search)!.hits.map((hit) => hit.fragment[0])).toEqual(["/p#c"])
    clearInterval(release)
  })

  it("load only what a query needs: meta, the word's shards and postings, the shown fragments", async () => {
    const { index, requested } = memoryIndex(records, ONE_TERM_A_SHARD)
    await index.search("zebra", 0, 5)
    expect(requested.filter((path) => path.startsWith("fragments"))).toHaveLength(1)
    expect(requested.filter((path) => path.startsWith("dict")).length).toBeLessThan(records.length * 3)
    expect(requested).not.toContainEqual(expect.stringMatching(/fragments\.[0-9a-f]+\/[012]\.json/))
  })
})

describe("term list", () => {
  const long = "request.body.resource_url.with.a.very.long.shared.prefix"
  const terms = [`${long}a`, `${long}b`, "rotate", "rotation", "rotations", "secret", "ß-straße"]
  const df = [1, 2, 3, 1, 40, 1000, 1]
  const meta = { dictionary: [["", "aaaa"], ["s", "bbbb"]] } as unknown as IndexMeta
  const file = encodeTermList(terms, df, [[2, 3], [2]], 2)

  it("round-trips every term, its count and its postings file, prefixes longer than one digit says included", () => {
    const list = decodeTermList(JSON.parse(JSON.stringify(file)), meta)
    // A word's first character gives the terms its exact match, completions and corrections are among.
    expect(list.starting("rot")).toEqual({ terms: [`${long}a`, `${long}b`, "rotate", "rotation", "rotations"], df: [1, 2, 3, 1, 40] })
    expect(list.correctable("rot")).toEqual({ terms: [`${long}b`, "rotate", "rotations"], df: [2, 3, 40] })
    expect(list.starting("ß").terms).toEqual(["ß-straße"])
    expect(list.starting("zebra")).toEqual({ terms: [], df: [] })
    expect(terms.map(list.fileOf)).toEqual(["postings.aaaa.0.json", "postings.aaaa.0.json", "postings.aaaa.1.json", "postings.aaaa.1.json", "postings.aaaa.1.json", "postings.bbbb.0.json", "postings.bbbb.0.json"])
    expect(list.fileOf("absent")).toBeUndefined()
  })

  it("refuses a list whose columns disagree", () => {
    expect(() => decodeTermList({ ...file, df: file.df.slice(1) }, meta)).toThrow(/7 terms but 6 counts and 7 shared prefixes/)
    expect(() => decodeTermList({ ...file, files: [[2, 3], [1]] }, meta)).toThrow(/7 terms but 6 postings entries/)
  })

  it("warms the lookup without fetching or keeping anything, and only once the list is in", async () => {
    const site = [record("a", "rotate the webhook secret"), record("b", "retry later")]
    const { index, requested } = memoryIndex(site)
    await index.warmUp("rotate webhok")
    expect(requested).toEqual(["meta.json"])
    await index.preload()
    const loaded = [...requested]
    await index.warmUp("rotate webhok")
    expect(requested).toEqual(loaded)
    expect((await index.search("webhok", 0, 5))!.hits.map((hit) => hit.fragment[0])).toEqual(["/p#a"])
  })

  it("has a query request its postings in the caller's own turn once meta and the list are in", async () => {
    const site = [record("a", "rotate the webhook secret"), record("b", "retry later")]
    const { index, requested } = memoryIndex(site)
    await index.preload()
    const before = requested.length
    const answer = index.search("webhook", 0, 5)
    // Nothing awaited yet: the postings file is already asked for.
    expect(requested.slice(before).some((name) => name.startsWith("postings."))).toBe(true)
    expect((await answer)!.hits.map((hit) => hit.fragment[0])).toEqual(["/p#a"])
  })

  it("is left out when it would pass its size", () => {
    const site = [record("a", "rotate the webhook secret"), record("b", "retry later")]
    expect(buildSearchIndex(site, { dictionaryChars: 1, postingsChars: 1, termListChars: 10 }).meta.termList).toBeUndefined()
    expect(buildSearchIndex(site, { dictionaryChars: 1, postingsChars: 1 }).meta.termList).toMatch(/^terms\./)
  })
})

describe("corrections", () => {
  it.each([
    [[5, 1, 1], 3, 1],
    [[5, 3, 2, 1, 1], 3, 2],
    [[5, 2, 2, 2, 1], 3, 3],
    [[9, 8, 7, 1], 2, 8],
  ])("of terms in %j sections, at most %i are offered: those in at least %i", (dfs, max, expected) => {
    expect(correctionMinDf(dfs, max)).toBe(expected)
    expect(dfs.filter((df) => df >= expected).length).toBeLessThanOrEqual(max)
  })
})

describe("corrections shards", () => {
  it("sort by first letter, then length, then the term", () => {
    const terms = ["webhooks", "web", "webhook", "rotate", "wallet", "w"]
    expect([...terms].sort((a, b) => (correctionKey(a) < correctionKey(b) ? -1 : 1))).toEqual(["rotate", "w", "web", "wallet", "webhook", "webhooks"])
    const [from, to] = correctionRange("webhok", 1)
    expect(["webhook", "wallet", "webhoo", "webhooks"].filter((term) => correctionKey(term) >= from && correctionKey(term) <= to)).toEqual(["webhook", "wallet", "webhoo"])
  })

  it("a word needs the shards of its letter at its lengths only, not the whole letter", () => {
    const { built } = memoryIndex(contentRecords())
    const corrections = built.meta.corrections
    const shardsOfWord = (word: string) => shardsFor(corrections, ...correctionRange(word, allowedTypos(word))).length
    // Keys, not terms, bound the shards: every shard of a letter starts with that letter.
    expect(shardsFor(corrections, correctionKey("s"), `s\uffff`).length).toBeGreaterThan(2)
    expect(shardsOfWord("synccursors")).toBeLessThanOrEqual(2)
    expect(shardsOfWord("secert")).toBeLessThanOrEqual(2)
  })
})

describe("sharding", () => {
  it("ranks exactly as one unsharded index on the same records", async () => {
    const site = contentRecords()
    const sharded = memoryIndex(site, { dictionaryChars: 600, postingsChars: 600, termListChars: 0 })
    const whole = memoryIndex(site, { dictionaryChars: Infinity, postingsChars: Infinity, termListChars: 0 })
    const listed = memoryIndex(site, { dictionaryChars: 600, postingsChars: 600, termListChars: Infinity })
    expect(sharded.built.meta.dictionary.length).toBeGreaterThan(50)
    expect(whole.built.meta.dictionary).toHaveLength(1)
    expect(sharded.built.meta.termList).toBeUndefined()
    expect(listed.built.meta.termList).toMatch(/^terms\.[0-9a-f]{16}\.json$/)
    for (const { query } of RELEVANCE_QUERIES) {
      const expected = (await whole.index.rank(query)).ranked
      expect([query, (await sharded.index.rank(query)).ranked]).toEqual([query, expected])
      expect([query, (await listed.index.rank(query)).ranked]).toEqual([query, expected])
    }
    // The term list stands in for every dictionary and corrections shard.
    expect(listed.requested.filter((path) => /^(dict|typos)\./.test(path))).toEqual([])
  })
})

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
    const hostile = record("x", `Beware <script>alert(1)</script> and "><img src=x onerror=alert(2)> and <mark>fake</mark> marks`, `el.innerHTML = "<b>alert</b>"`)
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

describe("TopSections", () => {
  it("keeps the best entries in ranking order without sorting them all", () => {
    const entries = Array.from({ length: 200 }, (_, section) => ({ section, score: (section * 37) % 101, words: 1 + (section % 2), viaParts: section % 3 === 0 ? 1 : 0 }))
    const top = new TopSections(7)
    entries.forEach((entry) => top.offer(entry))
    expect(top.sorted()).toEqual([...entries].sort(compareSections).slice(0, 7))
    const all = new TopSections(Infinity)
    entries.forEach((entry) => all.offer(entry))
    expect(all.sorted()).toEqual([...entries].sort(compareSections))
  })
})

describe("fragments pack", () => {
  const records = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"].map((word, i) => record(String(i), `inventory ${word} ${"stock ".repeat(i)}`))
  const fragmentsOf = (hits: { fragment: unknown }[]) => hits.map((hit) => hit.fragment)

  it("holds every fragment, deflated alone, at the offset its sizes give", () => {
    const { built } = memoryIndex(records)
    const { inflateRawSync } = jest.requireActual<typeof import("zlib")>("zlib")
    const sizes = decodeNumbers(JSON.parse(built.files.get(built.meta.pack!.sizes)!))
    const offsets = packOffsets(sizes, built.meta.pack!.unit)
    const pack = built.binaryFiles.get(built.meta.pack!.data)!
    expect(offsets[records.length]).toBe(pack.length)
    records.forEach((_, section) => {
      const text = inflateRawSync(pack.subarray(offsets[section], offsets[section + 1])).toString("utf8")
      expect(JSON.parse(text)).toEqual(JSON.parse(built.files.get(fragmentFileName(built.meta, section))!))
    })
  })

  it("pads each fragment to whole units with a last stored block of spaces, so most sizes take one digit", () => {
    const { inflateRawSync } = jest.requireActual<typeof import("zlib")>("zlib")
    for (const text of ["[]", JSON.stringify(["/a#b", "Title", "Header", "", "word ".repeat(400), ""]), "x".repeat(3000)]) {
      const packed = packedFragment(text)
      expect(packed.length % PACK_UNIT).toBe(0)
      const inflated = inflateRawSync(packed).toString("utf8")
      expect(inflated.trimEnd()).toBe(text)
      expect(inflated.length - text.length).toBeLessThan(PACK_UNIT)
    }
  })

  it("is left out on a site past the sections it is written for", () => {
    const { built } = memoryIndex(records, { ...DEFAULT_SHARD_SIZES, packMaxSections: records.length - 1 })
    expect(built.meta.pack).toBeUndefined()
    expect(built.binaryFiles.size).toBe(0)
  })

  it("brings a result list's fragments in one request, the same as their files, and asks nothing twice", async () => {
    const { index, requested, ranged } = packedIndex(records)
    await index.preload()
    const { hits } = (await index.search("inventory", 0, 5))!
    expect(hits).toHaveLength(5)
    expect(ranged).toHaveLength(1)
    expect(ranged[0]).toHaveLength(5)
    expect(requested.filter((path) => path.startsWith("fragments."))).toEqual([expect.stringMatching(/\.sizes\.json$/)])
    const { index: plain } = memoryIndex(records)
    expect(fragmentsOf(hits)).toEqual(fragmentsOf((await plain.search("inventory", 0, 5))!.hits))
    // The same list again, and a list of those hits and one more: only the new one is asked for.
    await index.search("inventory", 0, 5)
    await index.search("inventory", 0, 6)
    expect(ranged).toHaveLength(2)
    expect(ranged[1]).toHaveLength(1)
  })

  it("gets the files one by one from a host that refuses byte ranges, and stops asking it for them", async () => {
    const { index, requested, ranged } = packedIndex(records, { refuse: true })
    await index.preload()
    const first = (await index.search("inventory", 0, 3))!.hits
    const second = (await index.search("stock", 0, 5))!.hits
    expect(ranged).toHaveLength(1)
    const { index: plain } = memoryIndex(records)
    expect(fragmentsOf(first)).toEqual(fragmentsOf((await plain.search("inventory", 0, 3))!.hits))
    expect(fragmentsOf(second)).toEqual(fragmentsOf((await plain.search("stock", 0, 5))!.hits))
    expect(requested.filter((path) => /^fragments\.[0-9a-f]+\/\d+\.json$/.test(path)).length).toBeGreaterThanOrEqual(5)
  })

  it("falls back to the files for a list whose range request failed, and asks for ranges again next time", async () => {
    const { index, requested, ranged } = packedIndex(records, { fail: 1 })
    await index.preload()
    expect((await index.search("inventory", 0, 2))!.hits).toHaveLength(2)
    expect(requested.filter((path) => /\/\d+\.json$/.test(path))).toHaveLength(2)
    expect((await index.search("inventory", 0, 4))!.hits).toHaveLength(4)
    expect(ranged).toHaveLength(2)
    expect(ranged[1]).toHaveLength(2)
  })
})
