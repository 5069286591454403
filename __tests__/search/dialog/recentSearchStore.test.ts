import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_LIMIT,
  recentSearchLabel,
  removeRecentSearch,
  serializeRecentSearches,
  type RecentSearch,
} from "../../../src/search/dialog/recentSearchStore"

const entry = (n: number): RecentSearch => ({
  objectID: `/page-${n}#s`,
  url: `/page-${n}#s`,
  title: `Page ${n}`,
  header: `Section ${n}`,
  hierarchy: [`Page ${n}`, `Section ${n}`],
})
const ids = (list: RecentSearch[]) => list.map((item) => item.objectID)

describe("recent searches", () => {
  it("puts the newest first, moves a repeat to the top instead of doubling it, keeps 5", () => {
    let list: RecentSearch[] = []
    for (const n of [1, 2, 3]) list = addRecentSearch(list, entry(n))
    expect(ids(list)).toEqual(["/page-3#s", "/page-2#s", "/page-1#s"])
    list = addRecentSearch(list, entry(1))
    expect(ids(list)).toEqual(["/page-1#s", "/page-3#s", "/page-2#s"])
    for (const n of [4, 5, 6, 7]) list = addRecentSearch(list, entry(n))
    expect(RECENT_SEARCHES_LIMIT).toBe(5)
    expect(ids(list)).toEqual(["/page-7#s", "/page-6#s", "/page-5#s", "/page-4#s", "/page-1#s"])
  })

  it("keeps only the fields it needs from a hit", () => {
    const hit = { ...entry(1), content: "long text", _highlightResult: {}, __position: 1, __queryID: "q" }
    expect(Object.keys(addRecentSearch([], hit)[0]).sort()).toEqual(["header", "hierarchy", "objectID", "title", "url"])
  })

  it("removes one by objectID", () => {
    expect(ids(removeRecentSearch([entry(1), entry(2)], "/page-1#s"))).toEqual(["/page-2#s"])
  })

  it("reads back what it writes", () => {
    const list = [entry(2), entry(1)]
    expect(parseRecentSearches(serializeRecentSearches(list))).toEqual(list)
  })

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["JSON null", "null"],
    ["a bare array (no version)", JSON.stringify([entry(1)])],
    ["another version", JSON.stringify({ version: 2, items: [entry(1)] })],
    ["items that are not a list", JSON.stringify({ version: 1, items: "x" })],
  ])("gives an empty list for %s", (_, raw) => {
    expect(parseRecentSearches(raw)).toEqual([])
  })

  it("drops broken entries and off-site links, keeps the good ones, dedupes and caps", () => {
    const raw = JSON.stringify({
      version: 1,
      items: [
        entry(1),
        { ...entry(2), url: "https://elsewhere.example/x" },
        { ...entry(3), url: "//elsewhere.example/x" },
        { ...entry(4), url: "javascript:alert(1)" },
        { ...entry(5), hierarchy: [1, 2] },
        { objectID: "/x" },
        "text",
        entry(1),
        entry(6),
        entry(7),
        entry(8),
        entry(9),
        entry(10),
      ],
    })
    expect(ids(parseRecentSearches(raw))).toEqual(["/page-1#s", "/page-6#s", "/page-7#s", "/page-8#s", "/page-9#s"])
  })

  it("names an entry by its header, and its page when that differs", () => {
    expect(recentSearchLabel(entry(1))).toBe("Section 1 (Page 1)")
    expect(recentSearchLabel({ title: "Filters", header: "Filters" })).toBe("Filters")
  })
})
