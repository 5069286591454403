import { flattenNavigation } from "../../src/navigation/flatten"
import { editDistance, nearestRoutes, normalizeAddress, routeCandidates } from "../../src/navigation/nearestRoutes"
import { navigationTree } from "./siteTree"

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["permission", "permissions", 1],
    ["kitten", "sitting", 3],
    ["filters", "filtres", 2],
    ["abc", "", 3],
  ])("%j → %j is %i", (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected)
    expect(editDistance(b, a)).toBe(expected)
  })
})

describe("normalizeAddress", () => {
  it.each([
    ["/Guides/StrataDB/Filters/", "/guides/stratadb/filters"],
    ["/guides/stratadb/filters/index.html", "/guides/stratadb/filters"],
    ["/guides//stratadb/filters?x=1#y", "/guides/stratadb/filters"],
    ["/guides/%73tratadb", "/guides/stratadb"],
    ["/bad/%E0%A4%A", "/bad/%e0%a4%a"],
    ["/", "/"],
  ])("%j → %j", (address, expected) => expect(normalizeAddress(address)).toBe(expected))
})

describe("nearestRoutes", () => {
  const candidates = routeCandidates(
    ["/", "/guides/stratadb/permission", "/guides/stratadb/legacy-permission", "/guides/stratadb/filters", "/guides/stratadb/fields", "/getting-started/quickstart/terraform", "/getting-started/quickstart/cue"],
    [{ from: "/guides/stratadb/filter-syntax", to: "/guides/stratadb/filters#syntax" }],
  )

  it("suggests the route one letter away first", () => {
    expect(nearestRoutes("/guides/stratadb/permissions", candidates)[0]).toBe("/guides/stratadb/permission")
  })

  it("finds a page asked for in the wrong folder", () => {
    expect(nearestRoutes("/guides/filters", candidates)).toEqual(["/guides/stratadb/filters"])
  })

  it("offers a folder's pages for the folder", () => {
    expect(nearestRoutes("/getting-started/quickstart/", candidates)).toEqual(["/getting-started/quickstart/terraform", "/getting-started/quickstart/cue"])
  })

  it("leads an old path's near miss where the old path leads now", () => {
    expect(nearestRoutes("/guides/stratadb/filter-syntaxe", candidates)).toEqual(["/guides/stratadb/filters#syntax"])
  })

  it("suggests nothing for the home page or an address far from every route", () => {
    expect(nearestRoutes("/", candidates)).toEqual([])
    expect(nearestRoutes("/completely/unrelated/words", candidates)).toEqual([])
  })

  it("lists each route once, at most `limit`", () => {
    const twice = [...candidates, { path: "/guides/stratadb/permision", route: "/guides/stratadb/permission" }]
    const found = nearestRoutes("/guides/stratadb/permissionz", twice, 2)
    expect(found).toHaveLength(new Set(found).size)
    expect(found.length).toBeLessThanOrEqual(2)
  })

  it("on the site's tree, /guides/stratadb/permissions suggests /guides/stratadb/permission", () => {
    const routes = flattenNavigation(navigationTree).flatMap((node) => (node.href ? [node.href] : []))
    expect(nearestRoutes("/guides/stratadb/permissions", routeCandidates(routes, []))[0]).toBe("/guides/stratadb/permission")
    expect(nearestRoutes("/guides/stratadb/permisions", routeCandidates(routes, []))[0]).toBe("/guides/stratadb/permission")
    expect(nearestRoutes("/stratactl/workspaces", routeCandidates(routes, []))[0]).toBe("/stratactl/workspace")
  })
})
