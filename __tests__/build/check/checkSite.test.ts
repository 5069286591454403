import { checkSite, describeProblems, reportChecks } from "../../../src/build/check/checkSite"
import { fixtureSite } from "../fixtureSite"

describe("checkSite", () => {
  it("finds nothing wrong with a good site", () => {
    expect(checkSite(fixtureSite()).problems).toEqual([])
  })

  it("lists pages that do not compile first, with the file's line", () => {
    const { problems } = checkSite(fixtureSite({ broken: true }))
    expect(problems[0]).toMatch(/^content\/docs\/guides\/filters\.mdx:8:3 JavaScript expressions/)
  })

  it("reports front matter, navigation and links of the same site together, each with its file", () => {
    const site = fixtureSite()
    const home = site.pages[0]
    const pages = [
      { ...home, description: null, compiled: home.compiled && { ...home.compiled, links: [{ href: "/nowhere", line: 9 }] } },
      ...site.pages.slice(1),
      { ...site.pages[1], id: "extra", route: "/orphan", file: "content/docs/orphan.mdx" },
    ]
    expect(checkSite({ ...site, pages }).problems).toEqual([
      'content/docs/index.mdx: front matter needs a "description"',
      "content/docs/orphan.mdx: page /orphan is missing from the navigation tree (content/navigation.ts)",
      "content/docs/index.mdx:9 → /nowhere (no page at /nowhere)",
    ])
  })

  it("prints every problem on a line of its own, position first", () => {
    expect(describeProblems(["a.mdx:1 x", "b.ts: y\n  and more"])).toBe("  a.mdx:1 x\n  b.ts: y and more")
  })
})

describe("reportChecks", () => {
  const recorder = () => {
    const lines: string[] = []
    const reporter = {
      info: (text: string) => void lines.push(`info ${text}`),
      warn: (text: string) => void lines.push(`warn ${text}`),
      log: (text: string) => void lines.push(`log ${text}`),
      panicOnBuild: (details: unknown) => void lines.push(`panic ${JSON.stringify(details)}`),
      setErrorMap: () => void lines.push("errorMap"),
    }
    return { lines, reporter: reporter as unknown as Parameters<typeof reporterOf>[0] }
  }
  const reporterOf = reportChecks
  const result = (problems: string[]) => ({ problems, warnings: [], summary: ["Examples: 3 checked"] })

  it("ends a good run with the verdict", () => {
    const { lines, reporter } = recorder()
    expect(reportChecks(reporter, result([]), { developing: false, first: true, pages: 156 })).toBe(true)
    expect(lines).toEqual(["info Examples: 3 checked", "info Content: all good (156 pages)"])
  })

  it("stops a build with one error naming the verdict, after a line per problem", () => {
    const { lines, reporter } = recorder()
    expect(reportChecks(reporter, result(["a.mdx:3 x", "a.mdx:9 y"]), { developing: false, first: true, pages: 2 })).toBe(false)
    expect(lines.slice(1)).toEqual([
      "log   a.mdx:3 x\n  a.mdx:9 y",
      "errorMap",
      'panic {"id":"content","context":{"verdict":"Content: 2 problems in 1 file"}}',
    ])
  })

  it("keeps develop going and prints the summary only on its first run", () => {
    const { lines, reporter } = recorder()
    expect(reportChecks(reporter, result(["a.mdx:3 x"]), { developing: true, first: false, pages: 2 })).toBe(true)
    expect(lines).toEqual(["log   a.mdx:3 x", "warn Content: 1 problem in 1 file: shown over each page in the browser too"])
  })
})
