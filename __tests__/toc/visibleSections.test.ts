import { selectVisibleSections } from "../../src/toc/visibleSections"

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
