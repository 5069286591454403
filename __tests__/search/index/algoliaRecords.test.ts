/** @jest-environment node */
import { algoliaRecords, ALGOLIA_RECORD_BYTES } from "../../../src/search/index/algoliaRecords"
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
    expect(algoliaRecords([section("Short.", "x = 1")])).toEqual([{ ...section("Short.", "x = 1"), chunk: 0 }])
  })

  it("split a long section into paragraph-sized chunks under the size limit, losing no line", () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} ${"about stock levels and reorder points ".repeat(8)}`.trim())
    const code = Array.from({ length: 200 }, (_, i) => `const line${i} = await client.products({ first: ${i} }) // "quoted" \\ ${"é".repeat(5)}`)
    const long = section(paragraphs.join("\n"), code.join("\n"))
    const chunks = algoliaRecords([long])
    expect(chunks.length).toBeGreaterThan(2)
    for (const chunk of chunks) {
      expect(size(chunk)).toBeLessThanOrEqual(ALGOLIA_RECORD_BYTES)
      expect(chunk).toMatchObject({ url: "/p#s", slug: "/p", header: "S", hierarchy: ["P", "S"], title: "P" })
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

  it("cover every section of the site, each record under the limit", () => {
    const records = contentRecords()
    const pushed = algoliaRecords(records)
    expect(new Set(pushed.map((r) => r.url))).toEqual(new Set(records.map((r) => r.url)))
    expect(new Set(pushed.map((r) => r.objectID)).size).toBe(pushed.length)
    expect(Math.max(...pushed.map(size))).toBeLessThanOrEqual(ALGOLIA_RECORD_BYTES)
  })
})
