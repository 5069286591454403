import { createSitePages, problemPagesOf, sitePages } from "../../../src/build/pages/sitePages"
import { fixtureSite } from "../fixtureSite"

describe("sitePages", () => {
  const pages = sitePages(fixtureSite(), "/site/src/templates/DocPage.tsx")

  it("makes one page per compiled page, all with the one template", () => {
    expect(pages.map((page) => page.path)).toEqual(["/", "/guides/filters", "/secret", "/reference/errors"])
    expect(new Set(pages.map((page) => page.component))).toEqual(new Set(["/site/src/templates/DocPage.tsx"]))
  })

  it("hands each page its node id, headings, tree digest and chrome as context", () => {
    const [home] = pages
    expect(Object.keys(home.context).slice(0, 3)).toEqual(["id", "headings", "treeDigest"])
    expect(home.context.id).toBe("mdx-0")
    expect(home.context.headings).toEqual([{ id: "welcome", text: "Welcome", depth: 2 }])
    expect(home.context.markdown).toBe("/index.md")
    expect(home.context.lastModified).toBe("2025-03-12T10:00:00Z")
    expect(JSON.stringify(home.context.pageEnd)).toContain("content/docs/index.mdx")
  })

  it("links a generated page's edit link to its schema source", () => {
    expect(JSON.stringify(pages[3].context.pageEnd)).toContain("content/schema/errors.yaml")
  })

  it("leaves out a page that does not compile", () => {
    expect(sitePages(fixtureSite({ broken: true }), "t").map((page) => page.path)).toEqual(["/", "/secret", "/reference/errors"])
  })

  it("in develop, gives a page that does not compile its route, through the problem page", () => {
    const site = fixtureSite({ broken: true })
    expect(problemPagesOf(site)).toEqual([
      { path: "/guides/filters", component: `${site.rootDir}/src/templates/ProblemPage.tsx`, context: { title: expect.any(String), file: "content/docs/guides/filters.mdx" } },
    ])
    expect(problemPagesOf(fixtureSite())).toEqual([])
  })

  it("drops the page Gatsby still has at a path just moved away from, and only that", () => {
    const site = { ...fixtureSite(), redirects: [{ from: "/old", to: "/guides/filters" }, { from: "/gone", to: "/" }] }
    const deleted: unknown[] = []
    const actions = { createPage: () => undefined, createRedirect: () => undefined, deletePage: (page: unknown) => void deleted.push(page) }
    const reporter = { info: () => undefined }
    const getNode = (id: string) => (id === "SitePage /old" ? { component: "/site/src/templates/DocPage.tsx" } : undefined)
    createSitePages(site as never, sitePages(site as never, "/t.tsx"), { actions, reporter, getNode } as never)
    expect(deleted).toEqual([{ path: "/old", component: "/site/src/templates/DocPage.tsx" }])
  })
})
