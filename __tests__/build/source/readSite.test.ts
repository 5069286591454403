import { compiledPages } from "../../../src/build/kernel/siteModel"
import { searchWeightOf } from "../../../src/build/source/readSite"
import { readSite } from "../../../src/build/source/readSite"
import { pageCompilers } from "../../../src/build/compile/pageCompiler"
import { fixtureContent, fixtureSite, ROOT } from "../fixtureSite"

describe("readSite", () => {
  const site = fixtureSite()

  it("reads every page once, hand-written then generated, with the file each message names", () => {
    expect(site.pages.map((page) => [page.route, page.file, page.generated])).toEqual([
      ["/", "content/docs/index.mdx", false],
      ["/guides/filters", "content/docs/guides/filters.mdx", false],
      ["/secret", "content/docs/secret.mdx", false],
      ["/reference/errors", "content/schema/errors.yaml (generated /reference/errors)", true],
    ])
  })

  it("compiles every page into its tree, headings and links", () => {
    const home = site.pages[0]
    expect(home.compiled?.headings).toEqual([{ id: "welcome", text: "Welcome", depth: 2 }])
    expect(home.compiled?.links).toEqual([{ href: "/guides/filters#by-name", line: 8 }])
    expect(home.treeDigest).toMatch(/^[0-9a-f]{40}$/)
    expect(compiledPages(site)).toHaveLength(4)
  })

  it("counts the front matter of the writer's file, so lines are the file's lines", () => {
    expect(site.pages[0].lineOffset).toBe(3)
  })

  it("edits a generated page at its schema source", () => {
    expect(site.pages[3].editFile).toBe("content/schema/errors.yaml")
    expect(site.pages[1].editFile).toBe("content/docs/guides/filters.mdx")
  })

  it("keeps a page that does not compile, without a tree, and lists its problem with file:line", () => {
    const broken = fixtureSite({ broken: true })
    expect(broken.pages[1].compiled).toBeUndefined()
    expect(broken.compileProblems).toHaveLength(1)
    expect(broken.compileProblems[0]).toMatch(/^content\/docs\/guides\/filters\.mdx:8:\d+ /)
    expect(compiledPages(broken).map((page) => page.route)).toEqual(["/", "/secret", "/reference/errors"])
  })

  it("reads the dates of the pages and has no schemas on a site without content/schema", () => {
    expect(site.lastUpdated.get("content/docs/index.mdx")?.label).toBe("12 March 2025")
    expect(site.schemas).toBeUndefined()
    expect(site.typeLinks.size).toBe(0)
  })

  it("reads a page's searchWeight from its front matter, and names the line of one it can't use", () => {
    expect(site.pages[0].searchWeight).toBeUndefined()
    expect(searchWeightOf(0.5, "a.mdx", "---\nsearchWeight: 0.5\n---")).toEqual({ searchWeight: 0.5 })
    expect(searchWeightOf(null, "a.mdx", "")).toEqual({})
    const source = "---\ntitle: Notes\nsearchWeight: high\n---\n"
    expect(searchWeightOf("high", "content/docs/notes.mdx", source).problem).toBe(
      'content/docs/notes.mdx:3:1 searchWeight must be a number above 0 and at most 1 (it lowers how much the page\'s sections count in search), not "high"',
    )
    for (const wrong of [0, -1, 2]) expect(searchWeightOf(wrong, "a.mdx", source).problem).toMatch(/^a\.mdx:3:1 searchWeight must be/)
    // A generated page's weight is taken; a written page's that can't be used is listed with the compile problems.
    const content = fixtureContent()
    content.allGeneratedDoc.nodes[0].frontmatter.searchWeight = 0.5
    content.allMdx.nodes[1].frontmatter = { title: "Filters", description: "Filtering rows.", searchWeight: "high" }
    const read = readSite(content, {
      rootDir: ROOT,
      navigation: content.strataNavigation!.tree,
      unlisted: [],
      compilers: pageCompilers(() => new Map()),
      readFile: () => "---\ntitle: Filters\nsearchWeight: high\n---\n",
      lastUpdated: () => new Map(),
    })
    expect(read.pages.map((page) => page.searchWeight)).toEqual([undefined, undefined, undefined, 0.5])
    expect(read.compileProblems).toEqual([expect.stringMatching(/^content\/docs\/guides\/filters\.mdx:3:1 searchWeight must be a number above 0 and at most 1/)])
  })
})
