import { correctionKey, correctionRange } from "../../../src/search/shared/indexFormat"
import { allowedTypos } from "../../../src/search/engine/typoTolerance"
import { shardsFor } from "../../../src/search/engine/termCandidates"
import { correctionMinDf } from "../../../src/search/index/indexShards"
import { contentRecords, memoryIndex } from "./siteIndex"

describe("corrections", () => {
  it.each([
    [[5, 1, 1], 3, 1],
    [[5, 3, 2, 1, 1], 3, 2],
    [[5, 2, 2, 2, 1], 3, 3],
    [[9, 8, 7, 1], 2, 8],
  ])("of terms in %j sections, at most %i are offered: those in at least %i", (dfs, max, expected) => {
    expect(correctionMinDf(dfs, max)).toBe(expected)
    expect(dfs.filter((df) => df >= expected).length).toBeLessThanOrEqual(max)
  })
})

describe("corrections shards", () => {
  it("sort by first letter, then length, then the term", () => {
    const terms = ["webhooks", "web", "webhook", "rotate", "wallet", "w"]
    expect([...terms].sort((a, b) => (correctionKey(a) < correctionKey(b) ? -1 : 1))).toEqual(["rotate", "w", "web", "wallet", "webhook", "webhooks"])
    const [from, to] = correctionRange("webhok", 1)
    const inRange = (term: string) => correctionKey(term) >= from && correctionKey(term) <= to
    expect(["webhook", "wallet", "webhoo", "webhooks"].filter(inRange)).toEqual(["webhook", "wallet", "webhoo"])
  })

  it("a word needs the shards of its letter at its lengths only, not the whole letter", () => {
    const { built } = memoryIndex(contentRecords())
    const corrections = built.meta.corrections
    const shardsOfWord = (word: string) => shardsFor(corrections, ...correctionRange(word, allowedTypos(word))).length
    // Keys, not terms, bound the shards: every shard of a letter starts with that letter. A word reads the shards of
    // its letter at its lengths (a length range can straddle a shard boundary), at most half of the letter's.
    const letter = shardsFor(corrections, correctionKey("s"), `s\uffff`).length
    expect(letter).toBeGreaterThan(2)
    for (const word of ["synccursors", "secert"]) {
      expect(shardsOfWord(word)).toBeLessThan(letter)
      expect(shardsOfWord(word)).toBeLessThanOrEqual(Math.ceil(letter / 2))
    }
  })
})
