import { decodeNumbers, fragmentFileName, PACK_UNIT, packOffsets } from "../../../src/search/shared/indexFormat"
import type { SearchRecord } from "../../../src/search/index/records"
import { DEFAULT_SHARD_SIZES } from "../../../src/search/index/buildIndex"
import { packedFragment } from "../../../src/search/index/fragmentFiles"
import { memoryIndex, packedIndex } from "../index/siteIndex"

const record = (id: string, content: string, code = ""): SearchRecord => ({
  objectID: `/p#${id}`,
  url: `/p#${id}`,
  slug: "/p",
  header: id,
  content,
  code,
  title: "Page",
  hierarchy: ["Page", id],
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
