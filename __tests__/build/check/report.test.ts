import { developReport } from "../../../src/build/check/report/developReport"
import { excerptOf, parseProblem, positionOf, verdict } from "../../../src/develop/problems"

describe("a problem's parts", () => {
  it("reads file, line, column and message", () => {
    expect(parseProblem("content/docs/a.mdx:35:1 Unknown component <Calout>.")).toEqual({ file: "content/docs/a.mdx", line: 35, column: 1, message: "Unknown component <Calout>." })
    expect(parseProblem("content/docs/a.mdx:12 → /x (no page at /x)")).toEqual({ file: "content/docs/a.mdx", line: 12, message: "→ /x (no page at /x)" })
    expect(parseProblem('content/docs/a.mdx: front matter needs a "description"')).toEqual({ file: "content/docs/a.mdx", message: 'front matter needs a "description"' })
  })

  it("reads the generated page a schema file's problem names", () => {
    expect(parseProblem("content/schema/resources.yaml (generated /reference/x):103 → /y (no page at /y)")).toEqual({
      file: "content/schema/resources.yaml",
      generated: "/reference/x",
      line: 103,
      message: "→ /y (no page at /y)",
    })
  })

  it("keeps a message with no file whole", () => {
    expect(parseProblem("The navigation could not be read")).toEqual({ message: "The navigation could not be read" })
  })

  it("writes the position back as far as it is known", () => {
    expect(positionOf({ file: "a.mdx", line: 3, column: 7, message: "" })).toBe("a.mdx:3:7")
    expect(positionOf({ file: "a.mdx", message: "" })).toBe("a.mdx")
  })
})

describe("the verdict", () => {
  it("says all good with the pages checked, or how many problems in how many files", () => {
    expect(verdict([], 156)).toBe("Content: all good (156 pages)")
    expect(verdict([parseProblem("a.mdx:1 x"), parseProblem("a.mdx:2 y")], 156)).toBe("Content: 2 problems in 1 file")
    expect(verdict([parseProblem("a.mdx:1 x"), parseProblem("b.mdx:2 y"), parseProblem("b.mdx:3 z")], 3)).toBe("Content: 3 problems in 2 files")
    expect(verdict([parseProblem("a.mdx:1 x")], 1)).toBe("Content: 1 problem in 1 file")
  })
})

describe("an excerpt", () => {
  it("holds two lines each side of the problem's line, within the file", () => {
    const text = ["one", "two", "three", "four", "five", "six"].join("\n")
    expect(excerptOf(text, 1)).toEqual({ start: 1, lines: ["one", "two", "three"], line: 1 })
    expect(excerptOf(text, 4)).toEqual({ start: 2, lines: ["two", "three", "four", "five", "six"], line: 4 })
    expect(excerptOf(text, 9)).toBeUndefined()
  })
})

describe("develop's report", () => {
  const page = (route: string, file: string, source = "") => ({ route, file, editFile: file, generated: false, source })
  const site = {
    rootDir: "/site",
    pages: [
      page("/a", "content/docs/a.mdx", "---\ntitle: A\n---\n\n<Calout>\n"),
      page("/b", "content/docs/b.mdx"),
      { ...page("/reference/x", "content/schema/r.yaml (generated /reference/x)"), editFile: "content/schema/r.yaml", generated: true },
    ],
  } as unknown as Parameters<typeof developReport>[1]

  it("puts each problem on its page's route with the lines around it", () => {
    const report = developReport(["content/docs/a.mdx:5:1 Unknown component <Calout>."], site, 3, () => undefined)
    expect(report.run).toBe(3)
    expect(report.verdict).toBe("Content: 1 problem in 1 file")
    expect(report.problems[0]).toMatchObject({ routes: ["/a"], line: 5, excerpt: { start: 3, line: 5, lines: ["---", "", "<Calout>", ""] } })
  })

  it("puts a schema file's problem on the generated pages it makes, and a tree problem on none", () => {
    const files: Record<string, string> = { "content/schema/r.yaml": "a: 1\nb: 2\n", "content/navigation.ts": "x\n" }
    const report = developReport(["content/schema/r.yaml:2 → /nowhere (no page at /nowhere)", "content/navigation.ts:1:1 Expected ','"], site, 1, (file) => files[file])
    expect(report.problems.map((problem) => problem.routes)).toEqual([["/reference/x"], []])
    expect(report.problems[0].excerpt?.lines).toEqual(["a: 1", "b: 2", ""])
  })
})
