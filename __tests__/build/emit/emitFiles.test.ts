import fs from "fs"
import path from "path"
import { emitFiles, emitSteps } from "../../../src/build/emit/emitFiles"
import { runSteps } from "../../../src/build/kernel/steps"
import { diskJsonStore } from "../../../src/build/kernel/pageStore"
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

  it("pauses after the twins, the search records and the index, each step's files written by then", () => {
    const seen: boolean[][] = []
    const dir = path.join(root, "steps")
    runSteps(emitSteps(site, dir), () => seen.push(["llms-full.txt", "search"].map((name) => fs.existsSync(path.join(dir, name)))))
    expect(seen).toEqual([
      [true, false],
      [true, false],
      [true, true],
    ])
  })

  it("writes the same bytes when run twice", () => {
    const first = fs.readFileSync(path.join(publicDir, "llms-full.txt"))
    emitFiles(site, publicDir)
    expect(fs.readFileSync(path.join(publicDir, "llms-full.txt")).equals(first)).toBe(true)
  })

  it("with a store, writes the same files, and converts again only the page that changed", () => {
    const plain = fs.readFileSync(path.join(publicDir, "llms-full.txt"), "utf8")
    const twins = diskJsonStore<string>(path.join(root, ".cache", "twins"), "v1")
    emitFiles(site, publicDir, twins)
    expect(fs.readFileSync(path.join(publicDir, "llms-full.txt"), "utf8")).toBe(plain)
    // A kept twin is what the next build writes: proof that it was not converted again.
    const kept = fs.readdirSync(path.join(root, ".cache", "twins"))
    expect(kept).toHaveLength(site.pages.length)
    for (const name of kept) {
      const file = path.join(root, ".cache", "twins", name)
      fs.writeFileSync(file, JSON.stringify(`${JSON.parse(fs.readFileSync(file, "utf8"))}\nKEPT`))
    }
    const edited = { ...site, pages: site.pages.map((page) => (page.route === "/guides/filters" ? { ...page, body: `${page.body}\n\nEdited.\n` } : page)) }
    emitFiles(edited, publicDir, twins)
    expect(fs.readFileSync(path.join(publicDir, "guides/filters.md"), "utf8")).toMatch(/Edited\.\n$/)
    expect(fs.readFileSync(path.join(publicDir, "index.md"), "utf8")).toMatch(/KEPT$/)
    // Another version of the build code keeps nothing of the last one.
    emitFiles(edited, publicDir, diskJsonStore<string>(path.join(root, ".cache", "twins"), "v2"))
    expect(fs.readFileSync(path.join(publicDir, "index.md"), "utf8")).not.toMatch(/KEPT$/)
  })
})
