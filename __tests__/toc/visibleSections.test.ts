import { readingLine, selectVisibleSections } from "../../src/toc/visibleSections"

const viewport = { viewportTop: 56, viewportBottom: 800 }

describe("selectVisibleSections", () => {
  it("at the top of a page: the intro is in view, the top entry is active", () => {
    expect(selectVisibleSections({ headingTops: [300, 700, 1200], contentBottom: 2000, ...viewport })).toEqual({
      visible: [0, 1],
      active: "top",
      showTop: true,
    })
  })

  it("scrolled: the topmost section in view is active, no top entry", () => {
    // Section 0 spans [-400, 20): above the bar. Section 1 spans [20, 500): in view though its heading is under the bar.
    expect(selectVisibleSections({ headingTops: [-400, 20, 500, 1000], contentBottom: 1500, ...viewport })).toEqual({
      visible: [1, 2],
      active: 1,
      showTop: false,
    })
  })

  it("a long last section stays active until the content ends", () => {
    expect(selectVisibleSections({ headingTops: [-2000, -900], contentBottom: 300, ...viewport })).toEqual({
      visible: [1],
      active: 1,
      showTop: false,
    })
  })

  it("nothing in view once the content has scrolled past", () => {
    expect(selectVisibleSections({ headingTops: [-2000, -900], contentBottom: 40, ...viewport }).active).toBeNull()
  })

  it("a page without headings shows only the top entry", () => {
    expect(selectVisibleSections({ headingTops: [], contentBottom: 500, ...viewport })).toEqual({ visible: [], active: "top", showTop: true })
  })
})

describe("the section being read", () => {
  const tall = { viewportTop: 136, viewportBottom: 900, readingTop: 56 }

  it("becomes current once its heading is a quarter down the reading area, not only at the top", () => {
    // The reading line: 56 + (900 - 56) / 4 = 267.
    expect(readingLine(tall)).toBe(267)
    expect(selectVisibleSections({ headingTops: [-500, 260, 1400], contentBottom: 3000, ...tall }).active).toBe(1)
    expect(selectVisibleSections({ headingTops: [-500, 280, 1400], contentBottom: 3000, ...tall }).active).toBe(0)
  })

  it("never puts the line above where an anchor jump leaves a heading", () => {
    expect(readingLine({ viewportTop: 136, viewportBottom: 300, readingTop: 56 })).toBe(136)
  })

  it("the last section becomes current at the end of the page, though its heading stays low", () => {
    const geometry = { headingTops: [-900, 100, 600], contentBottom: 700, ...tall }
    expect(selectVisibleSections(geometry).active).toBe(1)
    expect(selectVisibleSections({ ...geometry, atEnd: true }).active).toBe(2)
  })

  it("at the end, a heading below the viewport is not current", () => {
    expect(selectVisibleSections({ headingTops: [-900, 100, 950], contentBottom: 1000, ...tall, atEnd: true }).active).toBe(1)
  })
})
