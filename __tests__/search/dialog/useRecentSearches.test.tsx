import { act, renderHook } from "@testing-library/react"
import { RECENT_SEARCHES_KEY, serializeRecentSearches, type RecentSearch } from "../../../src/search/dialog/recentSearchStore"
import { useRecentSearches } from "../../../src/search/dialog/useRecentSearches"

const filters: RecentSearch = {
  objectID: "/guides/stratadb/filters#operators",
  url: "/guides/stratadb/filters#operators",
  title: "Filters",
  header: "Operators",
  hierarchy: ["Filters", "Operators"],
}
const pipeline: RecentSearch = {
  objectID: "/guides/pipeline#steps",
  url: "/guides/pipeline#steps",
  title: "Pipeline",
  header: "Steps",
  hierarchy: ["Pipeline", "Steps"],
}

afterEach(() => {
  jest.restoreAllMocks()
  window.localStorage.clear()
})

describe("useRecentSearches", () => {
  it("reads the stored list and writes every change back under one key", () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, serializeRecentSearches([filters]))
    const { result } = renderHook(() => useRecentSearches())
    expect(result.current.items).toEqual([filters])
    act(() => result.current.add(pipeline))
    expect(result.current.items.map((item) => item.header)).toEqual(["Steps", "Operators"])
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual({ version: 1, items: [pipeline, filters] })
    act(() => result.current.remove(pipeline.objectID))
    expect(result.current.items).toEqual([filters])
    act(() => result.current.clear())
    expect(result.current.items).toEqual([])
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull()
  })

  it("shows no list when the stored value is foreign", () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, '{"recent":["filters"]}')
    expect(renderHook(() => useRecentSearches()).result.current.items).toEqual([])
  })

  it("shows no list, and throws nothing, when storage refuses access", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError")
    })
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError")
    })
    const { result } = renderHook(() => useRecentSearches())
    expect(result.current.items).toEqual([])
    expect(() => act(() => result.current.add(filters))).not.toThrow()
  })
})
