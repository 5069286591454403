import { TOP_BAR_SCROLL_RANGE } from "../theme/tokens"

/** How far through the top bar's scroll range the page is: 0 at the top, 1 from 72 px down. */
export function scrollProgress(scrollY: number, range = TOP_BAR_SCROLL_RANGE): number {
  return Math.min(Math.max(scrollY / range, 0), 1)
}
