import fs from "fs"
import path from "path"
import { emitFiles } from "../../../src/build/emit/emitFiles"
import { fixtureSite, temporaryDir } from "../fixtureSite"

describe("emitFiles", () => {
  const root = temporaryDir()
  const publicDir = path.join(root, "public")
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const site = { ...fixtureSite(), rootDir: root }
  const lines = emitFiles(site, publicDir)

  it("writes each page's Markdown twin, llms.txt and llms-full.txt", () => {
    expect(fs.readFileSync(path.join(publicDir, "guides/filters.md"), "utf8")).toContain("## By name")
    expect(fs.existsSync(path.join(publicDir, "index.md"))).toBe(true)
    const llms = fs.readFileSync(path.join(publicDir, "llms.txt"), "utf8")
    expect(llms).toContain("Filters")
    expect(llms).not.toContain("/secret")
    expect(fs.readFileSync(path.join(publicDir, "llms-full.txt"), "utf8")).toContain("Every error.")
  })

  it("writes the search index without the unlisted pages, and keeps its records for the Algolia sync", () => {
    expect(fs.readdirSync(path.join(publicDir, "search")).length).toBeGreaterThan(0)
    const recordsDir = fs.readdirSync(root).filter((name) => name !== "public")
    const records = recordsDir.flatMap((dir) => fs.readdirSync(path.join(root, dir)).map((file) => fs.readFileSync(path.join(root, dir, file), "utf8")))
    expect(records.join("")).toContain("/guides/filters")
    expect(records.join("")).not.toContain("/secret")
  })

  it("writes robots.txt, and one log line per kind of file", () => {
    expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toMatch(/^User-agent: \*/)
    expect(lines.map((line) => line.split(":")[0])).toEqual(["Type links", "Markdown", "Search index"])
  })

  it("writes the same bytes when run twice", () => {
    const first = fs.readFileSync(path.join(publicDir, "llms-full.txt"))
    emitFiles(site, publicDir)
    expect(fs.readFileSync(path.join(publicDir, "llms-full.txt")).equals(first)).toBe(true)
  })
})
