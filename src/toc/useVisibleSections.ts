import { useEffect, useState } from "react"
import { HEADING_SCROLL_MARGIN_TAGGED_REM, TOP_BAR_HEIGHT } from "../theme/tokens"
import type { PageHeading } from "../mdx/treeTypes"
import { whenIdle } from "../ui/whenIdle"
import { contentsBarOffset } from "./contentsBar"
import { selectVisibleSections, type VisibleSections } from "./visibleSections"

/**
 * Content above this line counts as read. A heading reached through its anchor stops 6–8 rem below
 * the top, so the line sits just under 8 rem: that heading's section, not the one above, is current.
 * The contents bar, where it shows, moves it down by its height.
 */
export const READING_LINE = HEADING_SCROLL_MARGIN_TAGGED_REM * 16 + 8

const initial: VisibleSections = { visible: [], active: "top", showTop: true }

function sameSelection(a: VisibleSections, b: VisibleSections): boolean {
  return a.active === b.active && a.showTop === b.showTop && a.visible.join() === b.visible.join()
}

/**
 * Measures the page's headings on scroll and resize (once a frame at most) and on every new page, first
 * when the browser is idle: never while React hydrates (a measurement then would force a layout mid-task).
 */
export function useVisibleSections(headings: PageHeading[], contentId: string): VisibleSections {
  const [selection, setSelection] = useState(initial)
  const key = headings.map((heading) => heading.id).join(" ")
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const elements = headings.map((heading) => document.getElementById(heading.id))
      const content = document.getElementById(contentId)
      const bar = contentsBarOffset()
      const root = document.documentElement
      const next = selectVisibleSections({
        headingTops: elements.map((element) => element?.getBoundingClientRect().top ?? Infinity),
        contentBottom: content ? content.getBoundingClientRect().bottom : Infinity,
        viewportTop: READING_LINE + bar,
        viewportBottom: window.innerHeight,
        readingTop: TOP_BAR_HEIGHT + bar,
        atEnd: window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 2,
      })
      setSelection((current) => (sameSelection(current, next) ? current : next))
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    const cancelFirst = whenIdle(measure)
    window.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    return () => {
      cancelFirst()
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
    // key stands for headings: a new page brings new headings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, contentId])
  return selection
}
