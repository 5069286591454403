import { landedElement, nextBatch, renderDeferredBlocks, SLICE_TARGET_MS } from "../../src/layout/renderDeferredBlocks"
import { FIRST_DEFERRED_BLOCK, HASH_SCROLL_OFFSET, LAID_OUT_ATTRIBUTE } from "../../src/theme/tokens"

describe("renderDeferredBlocks (the article's deferred blocks, laid out in idle slices after load)", () => {
  it("doubles a quick slice's batch, halves a slow one's (never below one), keeps one on target", () => {
    expect(nextBatch(4, SLICE_TARGET_MS / 4)).toBe(8)
    expect(nextBatch(4, SLICE_TARGET_MS * 2)).toBe(2)
    expect(nextBatch(1, SLICE_TARGET_MS * 5)).toBe(1)
    expect(nextBatch(4, SLICE_TARGET_MS * 0.75)).toBe(4)
  })

  const article = () => {
    const element = document.createElement("article")
    element.id = "top"
    element.innerHTML = "<p>One</p>".repeat(30)
    document.body.append(element)
    return element
  }
  const laidOut = (element: HTMLElement) => [...element.children].map((block) => block.hasAttribute(LAID_OUT_ATTRIBUTE))

  it("marks the deferred blocks laid out, a batch per idle slice, from the first deferred one to the last; stops when asked", () => {
    // Idle callbacks run when the test says; CSS.supports as a browser that defers.
    const idle: ((() => void) | undefined)[] = []
    const supports = CSS.supports
    CSS.supports = () => true
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback) - 1) as typeof window.requestIdleCallback
    window.cancelIdleCallback = (handle: number) => (idle[handle] = undefined)
    const run = () => {
      for (let i = 0; i < idle.length; i++) {
        const callback = idle[i]
        idle[i] = undefined
        callback?.()
      }
    }
    const element = article()
    try {
      const stop = renderDeferredBlocks(element)
      const first = idle.length - 1
      idle[first]!()
      idle[first] = undefined
      expect(laidOut(element).slice(0, FIRST_DEFERRED_BLOCK)).toEqual([...Array(FIRST_DEFERRED_BLOCK - 1).fill(false), true])
      run()
      expect(laidOut(element).slice(FIRST_DEFERRED_BLOCK - 1)).toEqual(Array(30 - FIRST_DEFERRED_BLOCK + 1).fill(true))
      expect(laidOut(element).slice(0, FIRST_DEFERRED_BLOCK - 1)).not.toContain(true)
      stop()
      const again = article()
      renderDeferredBlocks(again)()
      run()
      expect(laidOut(again)).not.toContain(true)
      again.remove()
    } finally {
      CSS.supports = supports
      // @ts-expect-error jsdom has none of its own
      delete window.requestIdleCallback
      // @ts-expect-error jsdom has none of its own
      delete window.cancelIdleCallback
      element.remove()
    }
  })

  it("does nothing where the browser defers nothing or the article is short", () => {
    const element = article()
    // jsdom's CSS.supports knows no overflow-clip-margin: as a browser without it, nothing is deferred.
    renderDeferredBlocks(element)()
    expect(laidOut(element)).not.toContain(true)
    expect(() => renderDeferredBlocks(null)()).not.toThrow()
    element.remove()
  })

  it("keeps a heading a hash landed on where it rests when a slice moves it, and leaves a page the reader moved alone", () => {
    const idle: (() => void)[] = []
    const supports = CSS.supports
    CSS.supports = () => true
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback
    window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia
    const scrolls: number[] = []
    window.scrollTo = ((options: ScrollToOptions) => void scrolls.push(options.top!)) as typeof window.scrollTo
    Object.defineProperty(window, "scrollY", { value: 40000, writable: true, configurable: true })
    const element = article()
    const heading = document.createElement("h3")
    heading.id = "setorderstatus-errors"
    element.append(heading)
    // Each slice lays out blocks above the heading that the browser's anchoring did not make up for: 300 px lower.
    let top = HASH_SCROLL_OFFSET
    heading.getBoundingClientRect = () => ({ top }) as DOMRect
    Object.defineProperty(element, "offsetHeight", { get: () => ((top += 300), 0), configurable: true })
    try {
      window.location.hash = "#setorderstatus-errors"
      expect(landedElement()).toBe(heading)
      renderDeferredBlocks(element)
      idle.shift()!()
      expect(scrolls).toEqual([40300])
      // The reader scrolled away: the heading no longer rests where the hash put it, and nothing is scrolled.
      top = 500
      expect(landedElement()).toBeNull()
      idle.shift()!()
      expect(scrolls).toEqual([40300])
      window.location.hash = "#top"
      top = HASH_SCROLL_OFFSET
      expect(landedElement()).toBeNull()
    } finally {
      CSS.supports = supports
      // @ts-expect-error jsdom has none of its own
      delete window.requestIdleCallback
      element.remove()
      window.location.hash = ""
    }
  })
})
