import fs from "fs"
import path from "path"
import { siteRecords, writeSearchIndex } from "../../../src/build/emit/searchIndex"
import { buildSearchIndex } from "../../../src/search/index/buildIndex"
import type { TreeNode } from "../../../src/mdx/treeTypes"
import { temporaryDir } from "../fixtureSite"

const tree = (heading: string, text: string): TreeNode => ({
  type: "root",
  children: [
    { type: "element", tagName: "p", children: [{ type: "text", value: `${text} intro` }] },
    { type: "element", tagName: "h2", properties: { id: heading.toLowerCase() }, children: [{ type: "text", value: heading }] },
    { type: "element", tagName: "p", children: [{ type: "text", value: text }] },
  ],
})
const pages = [
  { route: "/guides/pipeline", heading: "Stages", text: "Pipelines run stages." },
  { route: "/", heading: "Start", text: "Welcome to the inventory." },
  { route: "/guides/filters", heading: "By name", text: "Filter products by name." },
]

describe("siteRecords", () => {
  it("makes the records in route order, reading each page's tree only when its records are made", () => {
    const events: string[] = []
    const records = siteRecords(pages, (page) => {
      events.push(`read ${page.route}`)
      return {
        route: page.route,
        title: page.heading,
        description: "",
        get tree() {
          events.push(`tree ${page.route}`)
          return tree(page.heading, page.text)
        },
      }
    })
    expect(events).toEqual(["read /", "tree /", "read /guides/filters", "tree /guides/filters", "read /guides/pipeline", "tree /guides/pipeline"])
    expect([...new Set(records.map((record) => record.url.split("#")[0]))]).toEqual(["/", "/guides/filters", "/guides/pipeline"])
  })
})

describe("writeSearchIndex", () => {
  const root = temporaryDir()
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it("writes, file by file, exactly the files the index is made of, in place of the last build's", () => {
    const records = siteRecords(pages, (page) => ({ route: page.route, title: page.heading, description: "", tree: tree(page.heading, page.text) }))
    const publicDir = path.join(root, "public")
    fs.mkdirSync(path.join(publicDir, "search", "old"), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "search", "old", "stale.json"), "{}")
    const stats = writeSearchIndex(records, publicDir)
    const built = buildSearchIndex(records)
    const written = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? written(path.join(dir, entry.name)).map((name) => `${entry.name}/${name}`) : [entry.name]))
    const names = [...built.files.keys()].sort()
    expect(written(path.join(publicDir, "search")).sort()).toEqual(names)
    for (const [name, text] of built.files) expect(fs.readFileSync(path.join(publicDir, "search", name), "utf8")).toBe(text)
    expect(stats).toEqual(built.stats)
  })
})
