import { candidatesFor, completionsFor, pluralForms, PREFIX_COMPLETIONS } from "../../../src/search/engine/termCandidates"

// Twenty terms starting "re", the most used first.
const terms = Array.from({ length: 20 }, (_, i) => `re${String.fromCharCode(97 + i)}${"x".repeat(i)}`)
const shard = { terms, df: terms.map((_, i) => 100 - i) }

describe("completions of the last word while it is typed", () => {
  it("asks for few completions of a two- or three-letter prefix, every one from four letters", () => {
    expect([1, 2, 3, 4, 9].map((length) => completionsFor("x".repeat(length)))).toEqual([3, 3, 6, PREFIX_COMPLETIONS, PREFIX_COMPLETIONS])
  })

  it("keeps the most used completions, and none for one letter", () => {
    expect(candidatesFor("re", [shard], true).map((candidate) => candidate.term)).toEqual(terms.slice(0, 3))
    expect(candidatesFor("r", [shard], true)).toEqual([])
    expect(candidatesFor("re", [shard], false)).toEqual([])
  })
})

describe("corrections", () => {
  const words = { terms: ["paint", "point", "print"], df: [4, 102, 9] }
  it("correct a word the index doesn't hold, within Algolia's typo rule", () => {
    expect(candidatesFor("pount", [{ terms: [], df: [] }], false, [words]).map((candidate) => candidate.term)).toEqual(["point"])
  })
  it("leave a word the index holds as typed alone: its neighbours would rank below its own hits and cost their postings", () => {
    expect(candidatesFor("point", [words], false, [words]).map((candidate) => candidate.term)).toEqual(["point"])
  })
})

describe("plurals", () => {
  it("finds a word's plural or singular as nearly the word, not as a typo or a completion", () => {
    expect(pluralForms("signature")).toEqual(["signatures"])
    expect(pluralForms("signatures")).toEqual(["signaturess", "signatureses", "signature"])
    expect(pluralForms("index")).toEqual(["indexs", "indexes"])
    expect(pluralForms("indexes")).toEqual(["indexess", "indexeses", "indexe", "index"])
    expect(pluralForms("status")).toContain("statu")
    expect(pluralForms("address")).toEqual(["addresss", "addresses"])
    // Identifiers and short words are as typed.
    expect(pluralForms("syncCursors")).toEqual([])
    expect(pluralForms("id")).toEqual([])
    const words = { terms: ["signature", "signatures", "signed"], df: [5, 3, 9] }
    expect(candidatesFor("signature", [words], false, [words])).toEqual([
      { term: "signature", weight: 1 },
      { term: "signatures", weight: 0.9 },
    ])
    expect(candidatesFor("signatures", [words], false, [words])).toEqual(
      expect.arrayContaining([{ term: "signatures", weight: 1 }, { term: "signature", weight: 0.9 }]),
    )
  })
})
