import { META_FILE, type IndexMeta } from "../../../src/search/shared/indexFormat"
import { compareSections, TopSections } from "../../../src/search/engine/ranking"
import { shardsFor } from "../../../src/search/engine/termCandidates"
import { buildSearchIndex } from "../../../src/search/index/buildIndex"
import { shortestStart } from "../../../src/search/index/indexShards"
import { createShardedIndex } from "../../../src/search/engine/shardedIndex"
import { decodeTermList, encodeTermList } from "../../../src/search/shared/termList"
import { RELEVANCE_QUERIES } from "./relevanceQueries"
import { contentRecords, memoryIndex, pageRecord } from "../index/siteIndex"

const record = pageRecord
// No term list: these tests are of the shards a larger site looks words up in.
const ONE_TERM_A_SHARD = { dictionaryChars: 1, postingsChars: 1, termListChars: 0 }

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
    expect(terms.map(list.fileOf)).toEqual([
      "postings.aaaa.0.json",
      "postings.aaaa.0.json",
      "postings.aaaa.1.json",
      "postings.aaaa.1.json",
      "postings.aaaa.1.json",
      "postings.bbbb.0.json",
      "postings.bbbb.0.json",
    ])
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

describe("TopSections", () => {
  it("keeps the best entries in ranking order without sorting them all", () => {
    const entries = Array.from(
      { length: 200 },
      (_, section) => ({ section, score: (section * 37) % 101, words: 1 + (section % 2), viaParts: section % 3 === 0 ? 1 : 0 }),
    )
    const top = new TopSections(7)
    entries.forEach((entry) => top.offer(entry))
    expect(top.sorted()).toEqual([...entries].sort(compareSections).slice(0, 7))
    const all = new TopSections(Infinity)
    entries.forEach((entry) => all.offer(entry))
    expect(all.sorted()).toEqual([...entries].sort(compareSections))
  })
})

