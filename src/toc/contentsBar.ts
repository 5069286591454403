import { BELOW_EXTRA_LARGE_QUERY, CONTENTS_BAR_HEIGHT } from "../theme/tokens"

/** The page's contents list, a column on extra-large screens and a bar under the top bar below them. */
export const CONTENTS_SELECTOR = 'nav[aria-label="On this page"]'

/** How much lower than the top bar alone a heading must rest: the contents bar's height where it shows. */
export function contentsBarOffset(): number {
  return window.matchMedia(BELOW_EXTRA_LARGE_QUERY).matches && document.querySelector(CONTENTS_SELECTOR) ? CONTENTS_BAR_HEIGHT : 0
}
