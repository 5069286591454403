import { elsewhereTitle, excerptLines, hereTitle, problemsView } from "../../src/develop/problemsView"
import type { DevelopReport } from "../../src/develop/report"

const problem = (text: string, routes: string[]) => ({ text, file: text.split(":")[0], line: 3, message: "x", routes })
const report: DevelopReport = {
  run: 4,
  verdict: "Content: 3 problems in 3 files",
  problems: [problem("content/docs/a.mdx:3 x", ["/guides/a"]), problem("content/docs/b.mdx:3 y", ["/guides/b"]), problem("content/navigation.ts:3 z", [])],
}

describe("the overlay's view of a check run", () => {
  it("shows the page's own problems, and counts the rest", () => {
    const view = problemsView(report, "/guides/a/")
    expect(view.here.map((p) => p.text)).toEqual(["content/docs/a.mdx:3 x"])
    expect(view.elsewhere.map((p) => p.text)).toEqual(["content/docs/b.mdx:3 y", "content/navigation.ts:3 z"])
    expect(problemsView(report, "/guides/c").here).toEqual([])
  })

  it("titles the lists in words", () => {
    expect(hereTitle(1)).toBe("1 problem on this page")
    expect(hereTitle(2)).toBe("2 problems on this page")
    expect(elsewhereTitle(2, true)).toBe("2 problems on other pages")
    expect(elsewhereTitle(1, false)).toBe("1 problem elsewhere in the site")
  })

  it("numbers the excerpt's lines and marks the problem's", () => {
    expect(excerptLines({ ...report.problems[0], excerpt: { start: 2, line: 3, lines: ["a", "b", "c"] } })).toEqual([
      { number: 2, text: "a", marked: false },
      { number: 3, text: "b", marked: true },
      { number: 4, text: "c", marked: false },
    ])
  })
})
