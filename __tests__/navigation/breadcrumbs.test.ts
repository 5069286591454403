import { navigation } from "../../content/navigation"
import { activePathIndex, findActivePath, normalizeRoute } from "../../src/navigation/activePath"
import { buildBreadcrumbs } from "../../src/navigation/breadcrumbs"
import { flattenLinks } from "../../src/navigation/flatten"
import { identifyTree } from "../../src/navigation/identify"
import { fixtureTree } from "./fixtures"

const tree = identifyTree(fixtureTree)

describe("buildBreadcrumbs", () => {
  it.each([
    ["/guides/overview", [{ title: "Guides" }, { title: "Overview", href: "/guides/overview" }]],
    ["/guides/data/file-type", [{ title: "Guides" }, { title: "Data" }, { title: "File type", href: "/guides/data/file-type" }]],
    ["/guides/data/file-type/", [{ title: "Guides" }, { title: "Data" }, { title: "File type", href: "/guides/data/file-type" }]],
    // A section with its own page is a link in the trail of the pages below it.
    ["/cli/workspace", [{ title: "Guides" }, { title: "CLI", href: "/cli" }, { title: "Workspace", href: "/cli/workspace" }]],
    ["/deep", [{ title: "Empty heading group" }, { title: "Only heading" }, { title: "Deep", href: "/deep" }]],
  ])("%s → group ▸ section ▸ page", (route, expected) => {
    expect(buildBreadcrumbs(tree, route)).toEqual(expected)
  })

  it("gives none on the home page and on pages outside the tree", () => {
    expect(buildBreadcrumbs(tree, "/")).toEqual([])
    expect(buildBreadcrumbs(tree, "/contributing/components")).toEqual([])
  })

  it("follows the site's tree: every linked page ends its own trail, titled as in the tree", () => {
    const site = identifyTree(navigation)
    for (const link of flattenLinks(site).filter((l) => l.href !== "/")) {
      const trail = buildBreadcrumbs(site, link.href)
      expect(trail.map((crumb) => crumb.title)).toEqual(findActivePath(site, link.href).map((node) => node.title))
      expect(trail[trail.length - 1]).toEqual({ title: link.title, href: link.href })
    }
  })
})

describe("activePathIndex", () => {
  it("gives every linked route the path findActivePath finds, in one walk", () => {
    for (const nodes of [tree, identifyTree(navigation)]) {
      const index = activePathIndex(nodes)
      const links = flattenLinks(nodes)
      expect(links.length).toBeGreaterThan(5)
      for (const link of links) expect(index.get(normalizeRoute(link.href))).toEqual(findActivePath(nodes, link.href))
      expect(index.size).toBe(new Set(links.map((link) => normalizeRoute(link.href))).size)
    }
  })

  it("keeps the first node linking to a route, as findActivePath does", () => {
    const twice = identifyTree([
      { title: "A", links: [{ title: "Shared", href: "/shared/" }] },
      { title: "B", links: [{ title: "Shared again", href: "/shared" }] },
    ])
    expect(activePathIndex(twice).get("/shared")?.map((node) => node.title)).toEqual(["A", "Shared"])
    expect(findActivePath(twice, "/shared").map((node) => node.title)).toEqual(["A", "Shared"])
  })
})
