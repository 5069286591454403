import path from "path"
import { checkDuplicateRoutes } from "../../../../src/build/check/navigation/duplicateRoutes"
import { checkFrontMatter } from "../../../../src/build/check/navigation/frontMatter"
import { checkNavigationCoverage } from "../../../../src/build/check/navigation/treeCoverage"
import { bodyLineOffset } from "../../../../src/build/compile/lineOffset"
import { routeFromFilePath } from "../../../../src/build/source/routes"
import { identifyTree } from "../../../../src/navigation/identify"
import { fixtureTree } from "../../../navigation/fixtures"

const tree = identifyTree(fixtureTree)
const routes = ["/", "/guides/overview", "/guides/data/filters", "/guides/data/file-type", "/guides/data/legacy", "/cli", "/cli/workspace", "/deep"]
const pages = routes.map((route) => ({ route, file: `content/docs${route}.mdx`, title: "T", description: "D" }))

describe("routeFromFilePath", () => {
  const dir = path.join("/site", "content", "docs")
  it.each([
    ["guides/stratadb/filters.mdx", "/guides/stratadb/filters"],
    ["index.mdx", "/"],
    ["stratactl/index.mdx", "/stratactl"],
    ["getting-started/quickstart/cue.mdx", "/getting-started/quickstart/cue"],
  ])("%s serves %s", (file, route) => expect(routeFromFilePath(dir, path.join(dir, file))).toBe(route))
})

describe("bodyLineOffset", () => {
  it("counts the front-matter lines above the body", () => {
    const raw = "---\ntitle: A\ndescription: B\n---\n\nBody line\n"
    expect(bodyLineOffset(raw, "\nBody line\n")).toBe(4)
    expect(bodyLineOffset("Body", "Body")).toBe(0)
  })
})

describe("checkFrontMatter", () => {
  it("names each file and the missing field", () => {
    expect(
      checkFrontMatter([
        { route: "/a", file: "content/docs/a.mdx", title: "A" },
        { route: "/b", file: "content/docs/b.mdx", title: " ", description: "B" },
        { route: "/c", file: "content/docs/c.mdx", title: "C", description: "C" },
      ]),
    ).toEqual(['content/docs/a.mdx: front matter needs a "description"', 'content/docs/b.mdx: front matter needs a "title"'])
  })
})

describe("checkDuplicateRoutes", () => {
  it("names the files that serve one route", () => {
    expect(checkDuplicateRoutes([{ route: "/x", file: "x.mdx" }, { route: "/x", file: "x/index.mdx" }])).toEqual([
      "/x is served by more than one file: x.mdx, x/index.mdx",
    ])
  })
})

describe("checkNavigationCoverage", () => {
  it("passes when tree and pages match", () => {
    expect(checkNavigationCoverage(tree, pages, "nav.ts")).toEqual([])
  })

  it("names a tree link without a page and a page missing from the tree", () => {
    const problems = checkNavigationCoverage(
      tree,
      [...pages.filter((page) => page.route !== "/deep"), { route: "/orphan", file: "content/docs/orphan.mdx", title: "O", description: "O" }],
      "nav.ts",
    )
    expect(problems).toEqual([
      'nav.ts: "Deep" links to /deep, which has no page',
      "content/docs/orphan.mdx: page /orphan is missing from the navigation tree (nav.ts)",
    ])
  })

  it("accepts pages listed as deliberately outside the tree", () => {
    const extra = { route: "/contributing/components", file: "content/docs/contributing/components.mdx", title: "C", description: "C" }
    expect(checkNavigationCoverage(tree, [...pages, extra], "nav.ts", ["/contributing/components"])).toEqual([])
  })

  it("names a route listed twice and an entry with neither link nor children", () => {
    const bad = identifyTree([{ title: "G", links: [{ title: "A", href: "/" }, { title: "Again", href: "/" }, { title: "Nothing" }] }])
    expect(checkNavigationCoverage(bad, [{ route: "/", file: "index.mdx" }], "nav.ts")).toEqual([
      'nav.ts: "Nothing" has neither a link nor entries',
      "nav.ts: / is listed 2 times",
    ])
  })
})
