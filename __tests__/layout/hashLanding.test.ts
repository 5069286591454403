import { SCROLL_MS, SETTLE_FRAMES } from "../../src/layout/followScroll"
import { HASH_LANDING_ATTRIBUTE, hashTargetId, takeOverHashLanding } from "../../src/layout/hashLanding"
import { hashLandingScript } from "../../src/layout/hashLandingScript"
import { CONTENTS_BAR_HEIGHT, HASH_SCROLL_OFFSET } from "../../src/theme/tokens"

// The inline script of a direct load with a hash, run as the page runs it: frames and time are the test's, the
// heading's place is the test's (blocks laid out on the way push it down), the window's scroll is recorded.

const FRAME_MS = 16
let clock = 0
let frames: FrameRequestCallback[] = []
let headingTop = 0
let narrow = false
let reduced = false
const scrolls: number[] = []

beforeEach(() => {
  clock = 0
  frames = []
  scrolls.length = 0
  headingTop = 5000
  narrow = false
  reduced = false
  document.documentElement.removeAttribute(HASH_LANDING_ATTRIBUTE)
  document.body.innerHTML = '<main><article><h3 id="setorderstatus-errors">Errors</h3></article></main>'
  window.location.hash = "#setorderstatus-errors"
  Object.defineProperty(window, "scrollY", { value: 0, writable: true, configurable: true })
  jest.spyOn(performance, "now").mockImplementation(() => clock)
  window.requestAnimationFrame = (callback) => frames.push(callback)
  window.matchMedia = ((query: string) => ({ matches: query.includes("reduce") ? reduced : narrow })) as typeof window.matchMedia
  window.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options.top!)
    ;(window as { scrollY: number }).scrollY = options.top!
  }) as typeof window.scrollTo
  document.getElementById("setorderstatus-errors")!.getBoundingClientRect = () => ({ top: headingTop - window.scrollY }) as DOMRect
})
afterEach(() => jest.restoreAllMocks())

const land = () => new Function(hashLandingScript)()
/** Runs the next frame, `FRAME_MS` later; false when none was asked for. */
function frame(): boolean {
  const next = frames.shift()
  if (!next) return false
  clock += FRAME_MS
  next(clock)
  return true
}
const following = () => document.documentElement.hasAttribute(HASH_LANDING_ATTRIBUTE)

describe("the inline hash landing (before any bundle runs)", () => {
  it("eases toward the heading as it moves, ends 100 px above it, then holds and lets go", () => {
    land()
    expect(following()).toBe(true)
    let count = 0
    while (frame()) {
      count++
      // Blocks passed on the way are laid out and push the heading down 2,000 px.
      if (count === 5) headingTop = 7000
    }
    expect(scrolls[scrolls.length - 1]).toBe(7000 - HASH_SCROLL_OFFSET)
    expect(scrolls.slice(1, 5).every((top, i) => top > scrolls[i])).toBe(true)
    expect(count).toBeGreaterThanOrEqual(Math.ceil(SCROLL_MS / FRAME_MS) + SETTLE_FRAMES - 2)
    expect(following()).toBe(false)
  })

  it("rests 44 px lower where the contents bar shows, and jumps when the reader prefers reduced motion", () => {
    narrow = true
    reduced = true
    document.querySelector("main")!.insertAdjacentHTML("beforebegin", '<nav aria-label="On this page"></nav>')
    land()
    expect(scrolls[0]).toBe(5000 - HASH_SCROLL_OFFSET - CONTENTS_BAR_HEIGHT)
    while (frame());
    expect(scrolls.length).toBe(SETTLE_FRAMES)
  })

  it("stops at the reader's wheel, touch, key or click, and when the page's own scroll takes over", () => {
    for (const stop of [() => window.dispatchEvent(new Event("wheel")), () => window.dispatchEvent(new Event("keydown")), takeOverHashLanding]) {
      frames = []
      scrolls.length = 0
      land()
      frame()
      stop()
      expect(following()).toBe(false)
      const before = scrolls.length
      while (frame());
      expect(scrolls.length).toBe(before)
    }
  })

  it("does nothing without a heading to land on", () => {
    for (const hash of ["", "#top", "#no-such-heading", "#%E0%A4%A"]) {
      window.location.hash = hash
      land()
      expect(following()).toBe(false)
      expect(frames).toEqual([])
      expect(scrolls).toEqual([])
    }
  })

  it("reads the same ids from a hash as the page's own scroll (hashTargetId)", () => {
    expect(hashTargetId("#setorderstatus-errors")).toBe("setorderstatus-errors")
    expect(hashTargetId("#caf%C3%A9")).toBe("café")
    for (const none of ["", "#", "#top", "#%E0%A4%A"]) expect(hashTargetId(none)).toBeUndefined()
  })
})
