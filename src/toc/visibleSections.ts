/** Where each heading's section starts, measured from the viewport's top, and the viewport's usable band. */
export interface SectionGeometry {
  /** getBoundingClientRect().top of each heading, in page order. */
  headingTops: number[]
  /** Where the last section ends (the bottom of the article), relative to the viewport. */
  contentBottom: number
  /** Where a heading reached through its anchor rests, just under the top bar (and the contents bar). */
  viewportTop: number
  viewportBottom: number
  /**
   * The top of the reading area (below the top bar and, under extra-large widths, the contents bar).
   * Defaults to `viewportTop`.
   */
  readingTop?: number
  /** The page is scrolled to its end: nothing below can come up to the reading line any more. */
  atEnd?: boolean
}

export interface VisibleSections {
  /** Indices of headings whose sections are at least partly in view. */
  visible: number[]
  /** The section being read, or "top" while the page's intro (above the first heading) is in view. */
  active: number | "top" | null
  /** The first heading is still below the top of the viewport: the contents list offers a top-of-page entry. */
  showTop: boolean
}

/**
 * The line a section's heading must reach to become the one being read: a quarter down the reading area, and
 * never above where an anchor jump leaves a heading (that heading is the one the reader asked for).
 */
export function readingLine({ viewportTop, viewportBottom, readingTop = viewportTop }: Pick<SectionGeometry, "viewportTop" | "viewportBottom" | "readingTop">): number {
  return Math.max(viewportTop, readingTop + (viewportBottom - readingTop) / 4)
}

/** Which sections of the page are in view, and which one the contents list highlights. */
export function selectVisibleSections(geometry: SectionGeometry): VisibleSections {
  const { headingTops, contentBottom, viewportTop, viewportBottom, atEnd = false } = geometry
  const visible = headingTops.flatMap((top, index) => {
    const end = index + 1 < headingTops.length ? headingTops[index + 1] : contentBottom
    return top < viewportBottom && end > viewportTop ? [index] : []
  })
  const showTop = headingTops.length === 0 || headingTops[0] > viewportTop
  // While the intro is in view the "Top of page" entry is offered, and it is the one being read.
  if (showTop) return { visible, active: "top", showTop }
  if (contentBottom <= viewportTop) return { visible, active: null, showTop }
  // At the end of the page the last section in view is the one being read, though its heading may never
  // reach the line: a short last section would otherwise never be current.
  const line = readingLine(geometry)
  let active = 0
  headingTops.forEach((top, index) => {
    if (top <= line || (atEnd && top < viewportBottom)) active = index
  })
  return { visible, active, showTop }
}
