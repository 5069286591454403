import { decodePostings, encodePostings } from "../../../src/search/shared/indexFormat"

describe("posting lists", () => {
  it("round-trip gaps and scores of any size", () => {
    const postings: [number, number][] = [[0, 1], [1, 31], [2, 32], [1000, 4000], [90_000, 123_456]]
    expect(decodePostings(encodePostings(postings))).toEqual(postings)
    expect(encodePostings([[3, 5]])).toMatch(/^[0-9A-Za-z_-]+$/)
  })
  it("refuse a character that is not a digit", () => expect(() => decodePostings("a!")).toThrow(/Bad character/))
})
