import { createSearchTracker, SEARCH_SETTLE_MS } from "../../../src/search/dialog/searchTracking"

describe("search events", () => {
  let pushed: [string, unknown][]
  let tracker: ReturnType<typeof createSearchTracker>
  beforeEach(() => {
    jest.useFakeTimers()
    pushed = []
    tracker = createSearchTracker((name, fields) => pushed.push([name, fields]))
  })
  afterEach(() => jest.useRealTimers())

  it("typing reports nothing; the query whose results stay on screen for a pause is reported once", () => {
    for (const query of ["f", "fi", "fil", "filters"]) {
      tracker.queryChanged()
      tracker.resultsShown(query, 10)
      jest.advanceTimersByTime(SEARCH_SETTLE_MS / 4)
    }
    expect(pushed).toEqual([])
    jest.advanceTimersByTime(SEARCH_SETTLE_MS)
    expect(pushed).toEqual([["search", { search_term: "filters", result_count: 10 }]])
    // The same results shown again (a re-render) are not a new search.
    tracker.resultsShown("filters", 10)
    jest.advanceTimersByTime(SEARCH_SETTLE_MS)
    expect(pushed).toHaveLength(1)
  })

  it("a query changed before its pause is not reported, even if its results came", () => {
    tracker.resultsShown("fil", 3)
    jest.advanceTimersByTime(SEARCH_SETTLE_MS - 1)
    tracker.queryChanged()
    jest.advanceTimersByTime(SEARCH_SETTLE_MS * 2)
    expect(pushed).toEqual([])
  })

  it("opening a result reports its query at once, then the selection with its position", () => {
    tracker.resultsShown("rotate secret", 4)
    tracker.resultOpened("rotate secret", "/security/secrets#rotate", 2)
    jest.advanceTimersByTime(SEARCH_SETTLE_MS * 2)
    expect(pushed).toEqual([
      ["search", { search_term: "rotate secret", result_count: 4 }],
      ["select_search_result", { search_term: "rotate secret", url: "/security/secrets#rotate", position: 2 }],
    ])
  })

  it("a query with no results counts too, with 0; closing the dialog first reports nothing", () => {
    tracker.resultsShown("zzzz", 0)
    jest.advanceTimersByTime(SEARCH_SETTLE_MS)
    tracker.resultsShown("abc", 2)
    tracker.stop()
    jest.advanceTimersByTime(SEARCH_SETTLE_MS)
    expect(pushed).toEqual([["search", { search_term: "zzzz", result_count: 0 }]])
  })
})
