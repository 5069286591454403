import { identifyTree } from "../../../../src/navigation/identify"
import { llmsFull, llmsIndex, llmsRoutes, type LlmsPage, type LlmsSite } from "../../../../src/build/compile/markdown/llmsText"
import { fixtureTree } from "../../../navigation/fixtures"

const tree = identifyTree([
  ...fixtureTree,
  { title: "Links", links: [{ title: "Status", href: "https://status.example.com" }, { title: "Writers", href: "/writers" }] },
])
const routes = ["/", "/guides/overview", "/guides/data/filters", "/guides/data/file-type", "/guides/data/legacy", "/cli", "/cli/workspace", "/deep", "/writers"]
const pages = new Map<string, LlmsPage>(
  routes.map((route) => [route, { title: `Title of ${route}`, description: `About ${route}.`, markdown: `# Title of ${route}\n\nAbout ${route}.\n` }]),
)
const site: LlmsSite = { title: "Strata Docs", summary: "Docs for Strata.", siteUrl: "https://docs.example.dev", unlisted: ["/writers"] }
const item = (route: string, twin: string) => `[Title of ${route}](https://docs.example.dev${twin}): About ${route}.`

describe("llmsIndex", () => {
  const text = llmsIndex(tree, pages, site)

  it("opens with the title and the one-line summary", () => {
    expect(text.startsWith("# Strata Docs\n\n> Docs for Strata.\n\n")).toBe(true)
  })

  it("groups pages as the tree does, sections as nested lists, in the tree's order", () => {
    expect(text).toContain(`## Introduction\n\n- ${item("/", "/index.md")}\n`)
    expect(text).toContain(
      [
        "## Guides",
        "",
        `- ${item("/guides/overview", "/guides/overview.md")}`,
        "- Data",
        `  - ${item("/guides/data/filters", "/guides/data/filters.md")}`,
        `  - ${item("/guides/data/file-type", "/guides/data/file-type.md")}`,
        `  - ${item("/guides/data/legacy", "/guides/data/legacy.md")}`,
        `- ${item("/cli", "/cli.md")}`,
        `  - ${item("/cli/workspace", "/cli/workspace.md")}`,
        "",
        "## Empty heading group",
        "",
        "- Only heading",
        `  - ${item("/deep", "/deep.md")}`,
      ].join("\n"),
    )
  })

  it("leaves out unlisted routes and keeps external links", () => {
    expect(text).not.toContain("/writers")
    expect(text).toContain("## Links\n\n- [Status](https://status.example.com)\n")
  })

  it("refuses a tree entry without a page", () => {
    expect(() => llmsIndex(identifyTree([{ title: "G", links: [{ title: "Gone", href: "/gone" }] }]), pages, site)).toThrow(/\/gone/)
  })
})

describe("llmsFull", () => {
  it("holds every listed page in the tree's order, each with its source URL, and no unlisted page", () => {
    const text = llmsFull(tree, pages, site)
    expect(llmsRoutes(tree, site)).toEqual(routes.filter((route) => route !== "/writers"))
    const positions = llmsRoutes(tree, site).map((route) => text.indexOf(`# Title of ${route}\n\nSource: https://docs.example.dev${route === "/" ? "/" : route}\n`))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(text).not.toContain("/writers")
    expect(text.split("\n---\n").length).toBe(routes.length)
  })
})
