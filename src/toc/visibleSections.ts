/** Where each heading's section starts, measured from the viewport's top, and the viewport's usable band. */
export interface SectionGeometry {
  /** getBoundingClientRect().top of each heading, in page order. */
  headingTops: number[]
  /** Where the last section ends (the bottom of the article), relative to the viewport. */
  contentBottom: number
  /** The band of the viewport a reader sees: below the top bar, above the bottom edge. */
  viewportTop: number
  viewportBottom: number
}

export interface VisibleSections {
  /** Indices of headings whose sections are at least partly in view. */
  visible: number[]
  /** The topmost visible section, or "top" while the page's intro (above the first heading) is in view. */
  active: number | "top" | null
  /** The first heading is still below the top of the viewport: the contents list offers a top-of-page entry. */
  showTop: boolean
}

/** Which sections of the page are in view, and which one the contents list highlights. */
export function selectVisibleSections({ headingTops, contentBottom, viewportTop, viewportBottom }: SectionGeometry): VisibleSections {
  const visible = headingTops.flatMap((top, index) => {
    const end = index + 1 < headingTops.length ? headingTops[index + 1] : contentBottom
    return top < viewportBottom && end > viewportTop ? [index] : []
  })
  const showTop = headingTops.length === 0 || headingTops[0] > viewportTop
  const active = showTop ? "top" : visible.length > 0 ? visible[0] : null
  return { visible, active, showTop }
}
