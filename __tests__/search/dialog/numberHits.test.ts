import { numberHits } from "../../../src/search/dialog/useShownResults"

describe("numbering hits as the result list shows them", () => {
  it("counts from 1 across pages and leaves the hits themselves alone", () => {
    const hits = [{ objectID: "a" }, { objectID: "b" }]
    const numbered = numberHits(hits, 2, 5)
    expect(numbered.map((hit) => hit.__position)).toEqual([11, 12])
    expect(numbered[0]).toEqual({ objectID: "a", __position: 11 })
    expect(hits[0]).toEqual({ objectID: "a" })
  })

  it("adds the query's ID for insights only when there is one", () => {
    expect(numberHits([{ objectID: "a" }], 0, 5, "q1")[0]).toEqual({ objectID: "a", __position: 1, __queryID: "q1" })
    expect("__queryID" in numberHits([{ objectID: "a" }], 0, 5)[0]).toBe(false)
  })
})
