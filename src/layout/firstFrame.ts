import type { ElementNode, ElementRecord } from "../mdx/elementTree"
import { FIRST_DEFERRED_BLOCK } from "../theme/tokens"
import { FIRST_FRAME_AFTER } from "../ui/pageIds"

const HEADINGS = new Set(["h2", "h3", "h4"])

/**
 * The id the page's first frame waits for (`<link rel="expect" blocking="render">`, src/layout/PageHead): the
 * first heading among the article's deferred blocks (its children from FIRST_DEFERRED_BLOCK on, the title
 * being the first). By the time it arrives the frame has the top bar, the tree, the contents list (before
 * the article in the HTML) and the article's first screen; what follows is laid out only when scrolled to or
 * in idle time, so its arrival costs no long task. A page with no such heading waits for the element after
 * the page. `body` is the page's element records, as the template renders them: each block is one child of
 * the article, an element or a component that renders one (the browser test of the first frame checks this
 * on a built page).
 */
export function firstFrameTarget(body: ElementNode): string {
  const blocks = typeof body === "string" ? [] : (body.children ?? []).filter((node): node is ElementRecord => typeof node !== "string")
  // The article's children are its title, then the body's blocks: block n is child n + 2 (from 1).
  for (let index = FIRST_DEFERRED_BLOCK - 2; index < blocks.length; index++) {
    const { type, props } = blocks[index]
    const id = props?.id
    if (HEADINGS.has(type) && typeof id === "string" && id) return id
  }
  return FIRST_FRAME_AFTER
}
