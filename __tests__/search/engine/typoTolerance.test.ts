import { allowedTypos, withinEdits } from "../../../src/search/engine/typoTolerance"

describe("typo tolerance", () => {
  it.each([
    ["abc", 0],
    ["abcd", 1],
    ["abcdefg", 1],
    ["abcdefgh", 2],
  ])("%s allows %i", (term, typos) => expect(allowedTypos(term)).toBe(typos))
  it("counts edits", () => {
    expect(withinEdits("kitten", "sitting", 3)).toBe(true)
    expect(withinEdits("kitten", "sitting", 2)).toBe(false)
  })
  it("counts two adjacent letters swapped as one typo, as Algolia does", () => {
    expect(withinEdits("secrte", "secret", 1)).toBe(true)
    expect(withinEdits("ab", "ba", 1)).toBe(true)
    expect(withinEdits("webohok", "webhook", 1)).toBe(true)
    // Two swaps are two typos; a swap of letters not side by side is two substitutions.
    expect(withinEdits("esrcet", "secret", 1)).toBe(false)
    expect(withinEdits("esrcet", "secret", 2)).toBe(true)
    expect(withinEdits("tecres", "secret", 1)).toBe(false)
  })
})
