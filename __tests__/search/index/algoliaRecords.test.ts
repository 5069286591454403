/** @jest-environment node */
import { ALGOLIA_INDEX_SETTINGS } from "../../../src/search/index/algoliaIndex"
import { algoliaRecords, ALGOLIA_RECORD_BYTES } from "../../../src/search/index/algoliaRecords"
import { DERIVED_ENTRY_WEIGHT } from "../../../src/search/index/termScores"
import type { SearchRecord } from "../../../src/search/index/records"
import { contentRecords } from "./siteIndex"

const section = (content: string, code = ""): SearchRecord => ({
  objectID: "/p#s",
  url: "/p#s",
  slug: "/p",
  header: "S",
  content,
  code,
  title: "P",
  hierarchy: ["P", "S"],
})
const size = (record: object) => Buffer.byteLength(JSON.stringify(record))

describe("Algolia records", () => {
  it("keep a section that fits as one record", () => {
    expect(algoliaRecords([section("Short.", "x = 1")])).toEqual([{ ...section("Short.", "x = 1"), chunk: 0, weight: 1 }])
  })

  it("split a long section into paragraph-sized chunks under the size limit, losing no line", () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} ${"about stock levels and reorder points ".repeat(8)}`.trim())
    const code = Array.from({ length: 200 }, (_, i) => `const line${i} = await client.products({ first: ${i} }) // "quoted" \\ ${"é".repeat(5)}`)
    const long = section(paragraphs.join("\n"), code.join("\n"))
    const chunks = algoliaRecords([long])
    expect(chunks.length).toBeGreaterThan(2)
    for (const chunk of chunks) {
      expect(size(chunk)).toBeLessThanOrEqual(ALGOLIA_RECORD_BYTES)
      expect(chunk).toMatchObject({ url: "/p#s", slug: "/p", header: "S", hierarchy: ["P", "S"], title: "P", weight: 1 })
    }
    expect(chunks.map((c) => c.objectID)).toEqual(chunks.map((_, i) => `/p#s~${i + 1}`))
    expect(chunks.flatMap((c) => c.content.split("\n")).filter(Boolean)).toEqual(paragraphs)
    expect(chunks.flatMap((c) => c.code.split("\n")).filter(Boolean)).toEqual(code)
  })

  it("cut a single line longer than a record at spaces", () => {
    const words = Array.from({ length: 4000 }, (_, i) => `word${i}`)
    const chunks = algoliaRecords([section(words.join(" "))])
    expect(chunks.every((chunk) => size(chunk) <= ALGOLIA_RECORD_BYTES)).toBe(true)
    expect(chunks.flatMap((c) => c.content.split(" "))).toEqual(words)
  })

  it("carry the embedded index's weight on every record: the page's searchWeight times a derived entry's", () => {
    const entry = (owner: string): SearchRecord => ({ ...section(`${owner}\nInt`), objectID: `/t#${owner}-reorderpoint`, url: `/t#${owner}-reorderpoint`, header: "reorderPoint", hierarchy: ["T", owner, "reorderPoint"], kind: "entry" })
    const history = { ...section("Added reorderPoint."), objectID: "/notes#1", url: "/notes#1", weight: 0.5 }
    const pushed = algoliaRecords([entry("Inventory"), entry("InventoryCreateInput"), history, { ...entry("InventoryGroupKey"), weight: 0.5 }])
    expect(pushed.map((record) => [record.objectID, record.weight])).toEqual([
      ["/t#Inventory-reorderpoint", 1],
      ["/t#InventoryCreateInput-reorderpoint", DERIVED_ENTRY_WEIGHT],
      ["/notes#1", 0.5],
      ["/t#InventoryGroupKey-reorderpoint", 0.5 * DERIVED_ENTRY_WEIGHT],
    ])
  })

  it("rank by weight before the stable order, so a record without one would come last", () => {
    expect(ALGOLIA_INDEX_SETTINGS.customRanking).toEqual(["desc(weight)", "asc(objectID)"])
  })

  it("cover every section of the site, each record under the limit", () => {
    const records = contentRecords()
    const pushed = algoliaRecords(records)
    expect(new Set(pushed.map((r) => r.url))).toEqual(new Set(records.map((r) => r.url)))
    expect(new Set(pushed.map((r) => r.objectID)).size).toBe(pushed.length)
    expect(Math.max(...pushed.map(size))).toBeLessThanOrEqual(ALGOLIA_RECORD_BYTES)
    expect(pushed.filter((record) => !(record.weight > 0 && record.weight <= 1))).toEqual([])
    // The history pages weigh half; a type's own field weighs whole, its input copies less.
    expect(new Set(pushed.filter((record) => record.slug === "/reference/release-notes").map((record) => record.weight))).toEqual(new Set([0.5]))
    const reorderPoint = (owner: string) => pushed.find((record) => record.kind === "entry" && record.hierarchy.join(".").endsWith(`${owner}.reorderPoint`))?.weight
    expect([reorderPoint("Inventory"), reorderPoint("InventoryCreateInput")]).toEqual([1, DERIVED_ENTRY_WEIGHT])
  })
})
