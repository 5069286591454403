import { checkSite, describeProblems } from "../../../src/build/check/checkSite"
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

  it("writes one message listing every problem", () => {
    expect(describeProblems(["a:1 x", "b: y"])).toBe("Content errors (2):\n  - a:1 x\n  - b: y")
  })
})
