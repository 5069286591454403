import { findActivePath, normalizeRoute } from "../../src/navigation/activePath"
import { defaultExpandedIds, OPEN_GROUPS_ROW_LIMIT, rowsWithGroupsOpen, toggleExpanded, withActivePath } from "../../src/navigation/expansion"
import { flattenLinks, flattenNavigation } from "../../src/navigation/flatten"
import { identifyTree, slugify } from "../../src/navigation/identify"
import { buildPageNavigation } from "../../src/navigation/pageNavigation"
import { findPrevNext } from "../../src/navigation/prevNext"
import { fixtureTree } from "./fixtures"
import { largeTree } from "./largeTree"
import { navigationTree } from "./siteTree"

const tree = identifyTree(fixtureTree)

describe("identifyTree", () => {
  it("derives ids from the titles on the path", () => {
    expect(flattenNavigation(tree).map((node) => node.id)).toEqual([
      "introduction",
      "introduction/introduction",
      "guides",
      "guides/overview",
      "guides/data",
      "guides/data/filters",
      "guides/data/file-type",
      "guides/data/legacy",
      "guides/cli",
      "guides/cli/workspace",
      "empty-heading-group",
      "empty-heading-group/only-heading",
      "empty-heading-group/only-heading/deep",
    ])
  })

  it("keeps ids stable when an unrelated entry is added", () => {
    const grown = identifyTree([{ title: "New first", links: [{ title: "A", href: "/a" }] }, ...fixtureTree])
    const filters = flattenNavigation(grown).find((node) => node.href === "/guides/data/filters")
    expect(filters?.id).toBe("guides/data/filters")
  })

  it("makes sibling ids unique when titles repeat", () => {
    const ids = identifyTree([{ title: "Same", links: [{ title: "X", href: "/1" }, { title: "X", href: "/2" }] }])[0].children.map((n) => n.id)
    expect(ids).toEqual(["same/x", "same/x-2"])
  })

  it("turns the flags into one badge, deprecated first", () => {
    const nodes = flattenNavigation(tree)
    expect(nodes.find((n) => n.title === "File type")?.badge).toBe("preview")
    expect(nodes.find((n) => n.title === "Legacy")?.badge).toBe("deprecated")
    expect(nodes.find((n) => n.title === "Filters")?.badge).toBeUndefined()
  })

  it.each([
    ["Set up auth", "set-up-auth"],
    ["  CUE & Terraform ", "cue-terraform"],
    ["StrataDB CDC", "stratadb-cdc"],
  ])("slugifies %j as %j", (input, expected) => expect(slugify(input)).toBe(expected))
})

describe("flattenLinks", () => {
  it("lists linked entries in reading order, skipping entries without a link", () => {
    expect(flattenLinks(tree).map((link) => link.href)).toEqual([
      "/",
      "/guides/overview",
      "/guides/data/filters",
      "/guides/data/file-type",
      "/guides/data/legacy",
      "/cli",
      "/cli/workspace",
      "/deep",
    ])
  })
})

describe("findActivePath", () => {
  it.each([
    ["/guides/data/filters", ["guides", "guides/data", "guides/data/filters"]],
    ["/guides/data/filters/", ["guides", "guides/data", "guides/data/filters"]],
    ["/cli", ["guides", "guides/cli"]],
    ["/cli/workspace#flags", ["guides", "guides/cli", "guides/cli/workspace"]],
    ["/", ["introduction", "introduction/introduction"]],
    ["/nowhere", []],
  ])("%s → %j", (pathname, ids) => {
    expect(findActivePath(tree, pathname).map((node) => node.id)).toEqual(ids)
  })

  it.each([
    ["/a/b/", "/a/b"],
    ["/", "/"],
    ["/a?x=1#y", "/a"],
  ])("normalises %s to %s", (input, expected) => expect(normalizeRoute(input)).toBe(expected))
})

describe("findPrevNext", () => {
  const links = flattenLinks(tree)
  it.each([
    ["/", undefined, "/guides/overview"],
    ["/guides/overview", "/", "/guides/data/filters"],
    ["/cli/workspace", "/cli", "/deep"],
    // "Only heading" has no link: Next from /cli/workspace jumps over it, Previous from /deep too.
    ["/deep", "/cli/workspace", undefined],
  ])("%s: previous %s, next %s", (pathname, previous, next) => {
    const result = findPrevNext(links, pathname)
    expect(result.previous?.href).toBe(previous)
    expect(result.next?.href).toBe(next)
  })

  it("gives nothing for a page outside the tree", () => {
    expect(findPrevNext(links, "/404")).toEqual({})
  })
})

describe("buildPageNavigation", () => {
  it("marks the current entry and its ancestors, and computes the neighbours", () => {
    const page = buildPageNavigation(tree, "/guides/data/file-type")
    const guides = page.entries[1]
    const data = guides.children[1]
    expect(guides.isOnActivePath && data.isOnActivePath).toBe(true)
    expect(data.children.map((entry) => entry.isCurrent)).toEqual([false, true, false])
    expect(page.entries[0].isOnActivePath).toBe(false)
    expect(page.previous?.title).toBe("Filters")
    expect(page.next?.title).toBe("Legacy")
  })

  it("types entries with children as groups and the rest as links", () => {
    const page = buildPageNavigation(tree, "/")
    const guides = page.entries[1]
    expect(guides.children.map((entry) => entry.type)).toEqual(["link", "group", "group"])
  })
})

describe("section expansion", () => {
  it("opens top-level groups and the active path by default", () => {
    const page = buildPageNavigation(tree, "/deep")
    expect([...defaultExpandedIds(page.entries)].sort()).toEqual(
      ["empty-heading-group", "empty-heading-group/only-heading", "guides", "introduction"].sort(),
    )
  })

  it("opens only the active path in a tree that would show more than the row limit with its groups open", () => {
    const large = identifyTree(largeTree(40, 5))
    const page = buildPageNavigation(large, "/group-3/section-2/page-1")
    expect(rowsWithGroupsOpen(page.entries)).toBe(40 * 6)
    expect([...defaultExpandedIds(page.entries)].sort()).toEqual(["group-3", "group-3/section-2"])
  })

  it("opens every group of a tree right at the row limit", () => {
    // 25 groups of 5 sections show 150 rows: at the limit, not over it.
    const page = buildPageNavigation(identifyTree(largeTree(25, 5)), "/group-3/section-2/page-1")
    expect(rowsWithGroupsOpen(page.entries)).toBe(OPEN_GROUPS_ROW_LIMIT)
    const open = defaultExpandedIds(page.entries)
    expect(open.size).toBe(26)
    expect(open.has("group-24") && open.has("group-3/section-2")).toBe(true)
  })

  it("opens every top-level group of this site's own tree", () => {
    const page = buildPageNavigation(navigationTree, "/")
    expect(rowsWithGroupsOpen(page.entries)).toBeLessThanOrEqual(OPEN_GROUPS_ROW_LIMIT)
    expect(page.entries.every((entry) => entry.type === "link" || defaultExpandedIds(page.entries).has(entry.id))).toBe(true)
  })

  it("keeps sections the reader opened and adds the new active path", () => {
    const opened = new Set(["guides", "guides/cli"])
    const next = withActivePath(opened, ["guides", "guides/data", "guides/data/filters"])
    expect([...next].sort()).toEqual(["guides", "guides/cli", "guides/data", "guides/data/filters"])
  })

  it("returns the same set when the active path is already open (no re-render)", () => {
    const opened = new Set(["guides", "guides/data"])
    expect(withActivePath(opened, ["guides", "guides/data"])).toBe(opened)
  })

  it("toggles one section", () => {
    expect(toggleExpanded(new Set(["a"]), "a").has("a")).toBe(false)
    expect(toggleExpanded(new Set(), "a").has("a")).toBe(true)
  })
})
