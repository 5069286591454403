import { nextBatch, renderedUpTo, renderDeferredBlocks, SLICE_TARGET_MS } from "../../src/layout/renderDeferredBlocks"

describe("renderDeferredBlocks (the article's deferred blocks, laid out in idle slices after load)", () => {
  it("doubles a quick slice's batch, halves a slow one's (never below one), keeps one on target", () => {
    expect(nextBatch(4, SLICE_TARGET_MS / 4)).toBe(8)
    expect(nextBatch(4, SLICE_TARGET_MS * 2)).toBe(2)
    expect(nextBatch(1, SLICE_TARGET_MS * 5)).toBe(1)
    expect(nextBatch(4, SLICE_TARGET_MS * 0.75)).toBe(4)
  })

  it("lets blocks up to the given one render, an island's frame (its wrapper's child) included", () => {
    expect(renderedUpTo("#top", 14)).toBe("#top > :nth-child(-n+14), #top > :nth-child(-n+14) > * {content-visibility: visible !important}")
  })

  it("does nothing where the browser defers nothing or the article is short", () => {
    const article = document.createElement("article")
    article.id = "top"
    article.innerHTML = "<p>One</p>".repeat(30)
    document.body.append(article)
    // jsdom has no CSS.supports: as a browser without overflow-clip-margin, nothing is deferred.
    expect(() => renderDeferredBlocks(article)()).not.toThrow()
    expect(() => renderDeferredBlocks(null)()).not.toThrow()
    article.remove()
  })
})
