import { easeOut, scrollPosition, SCROLL_MS } from "../../src/layout/followScroll"

describe("scrollPosition (a smooth scroll toward a heading that moves while blocks on the way are laid out)", () => {
  it("starts where the page is and ends exactly on the target", () => {
    expect(scrollPosition(200, 1200, 0)).toBe(200)
    expect(scrollPosition(200, 1200, SCROLL_MS)).toBe(1200)
    expect(scrollPosition(200, 1200, SCROLL_MS + 300)).toBe(1200)
  })

  it("eases out: more than half the way at half the time, and never past the target", () => {
    const half = scrollPosition(0, 1000, SCROLL_MS / 2)
    expect(half).toBeGreaterThan(500)
    expect(half).toBeLessThan(1000)
    for (let t = 0; t <= 1; t += 0.05) expect(easeOut(t)).toBeLessThanOrEqual(1)
  })

  it("follows a target that moved since the last frame: the end is where the heading is at the end", () => {
    // The heading was at 1200 when the scroll began; blocks passed on the way pushed it to 2000.
    expect(scrollPosition(0, 2000, SCROLL_MS)).toBe(2000)
    expect(scrollPosition(0, 2000, SCROLL_MS / 2)).toBeGreaterThan(scrollPosition(0, 1200, SCROLL_MS / 2))
  })

  it("jumps when the reader prefers reduced motion (no duration)", () => expect(scrollPosition(0, 800, 0, 0)).toBe(800))
})
