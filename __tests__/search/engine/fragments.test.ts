import { buildSearchIndex } from "../../../src/search/index/buildIndex"
import { createShardedIndex } from "../../../src/search/engine/shardedIndex"
import { fragmentFileName } from "../../../src/search/shared/indexFormat"
import { memoryIndex, pageRecord } from "../index/siteIndex"

const record = pageRecord

describe("fragments", () => {
  const records = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"].map((word, i) => record(String(i), `inventory ${word} ${"stock ".repeat(i)}`))
  const fragmentFiles = (paths: string[]) => paths.filter((path) => path.startsWith("fragments."))

  it("are one file per section, each its record's text, and nothing else", () => {
    const { files, meta } = buildSearchIndex(records)
    expect(fragmentFiles([...files.keys()])).toEqual(records.map((_, section) => fragmentFileName(meta, section)))
    expect(JSON.parse(files.get(fragmentFileName(meta, 2))!)).toEqual(["/p#2", "Page", "2", "", records[2].content, ""])
    expect(meta).not.toHaveProperty("pack")
  })

  it("of a result list are all asked for at once, before any of them answers", async () => {
    const { files, meta } = buildSearchIndex(records)
    const asked: string[] = []
    const waiting: (() => void)[] = []
    const index = createShardedIndex(async (path) => {
      if (path.startsWith("fragments.")) {
        asked.push(path)
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
      return JSON.parse(files.get(path)!)
    })
    await index.preload()
    const search = index.search("inventory", 0, 5)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked).toHaveLength(5)
    waiting.splice(0).forEach((resolve) => resolve())
    const { hits } = (await search)!
    expect(hits.map((hit) => hit.fragment)).toEqual(hits.map((hit) => JSON.parse(files.get(fragmentFileName(meta, hit.section))!)))
  })

  it("are asked for once: a list again asks nothing, a longer list only its new hit", async () => {
    const { index, requested } = memoryIndex(records)
    await index.preload()
    expect(requested.filter((path) => path.startsWith("fragments."))).toEqual([])
    const { hits } = (await index.search("inventory", 0, 5))!
    expect(hits.map((hit) => hit.fragment[0])).toHaveLength(5)
    expect(fragmentFiles(requested)).toHaveLength(5)
    await index.search("inventory", 0, 5)
    await index.search("inventory", 0, 6)
    expect(fragmentFiles(requested)).toHaveLength(6)
    expect(new Set(requested).size).toBe(requested.length)
  })
})
