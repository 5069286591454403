/**
 * The ids the page frame gives its own elements. No heading gets one of them: assignHeadingIds reserves
 * them (with the article's own, TOP_ID), so a heading titled "Content" becomes content-1 and ids stay unique.
 */

/** The page's <main>: the skip link's target and the contents list's scroll root. */
export const CONTENT_ID = "content"

export const FRAME_IDS = [CONTENT_ID] as const

/**
 * What the first frame waits for when a page has no deferred heading (src/layout/firstFrame): the element
 * after the whole page, Gatsby's route announcer (the last element of its root, after the tree, the contents
 * list, the article and its footer). Chromium lifts a `rel=expect` block when the element arrives, not when
 * its end tag does, so the target must follow what the frame should hold rather than wrap it; were it missing,
 * the block would last until the HTML is parsed, the same thing.
 */
export const FIRST_FRAME_AFTER = "gatsby-announcer"
