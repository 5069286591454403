import { FIRST_DEFERRED_BLOCK, HASH_SCROLL_OFFSET, LAID_OUT_ATTRIBUTE } from "../theme/tokens"
import { contentsBarOffset } from "../toc/contentsBar"
import { whenIdle } from "../ui/whenIdle"
import { hashTargetId } from "./hashLanding"

/** Time one idle slice aims at: well under a long task (50 ms) on a slow phone. */
export const SLICE_TARGET_MS = 12

/** How many blocks the next slice lays out, from how long the last one took: twice as many when it was quick, half when slow. */
export function nextBatch(batch: number, tookMs: number, target = SLICE_TARGET_MS): number {
  if (tookMs < target / 2) return batch * 2
  if (tookMs > target) return Math.max(1, Math.floor(batch / 2))
  return batch
}

/** How far from where a hash lands a heading may be and still count as resting there (a fraction of a pixel, rounded). */
const RESTING_PX = 2

/**
 * The element the URL's hash landed on, while it still rests where the landing put it (100 px down, 44 more under
 * the contents bar); null once the reader has moved the page, or without a hash.
 */
export function landedElement(): HTMLElement | null {
  const id = hashTargetId(window.location.hash)
  const element = id ? document.getElementById(id) : null
  if (!element) return null
  return Math.abs(element.getBoundingClientRect().top - (HASH_SCROLL_OFFSET + contentsBarOffset())) <= RESTING_PX ? element : null
}

/**
 * After load, in idle time, lays out the article's deferred blocks a batch at a time (each slice about
 * SLICE_TARGET_MS), so that a second or so later the page has its real height: End, the scrollbar and any
 * link land where they should, and no layout is one long task. Each block laid out gets
 * LAID_OUT_ATTRIBUTE, which restyles that block alone: a stylesheet's change would restyle the whole article
 * in every slice (13 to 50 ms at 4× CPU on a long page, whatever the batch). A heading a hash landed on stays
 * where it rests: the browser's scroll anchoring keeps it there as blocks above it grow, but not always (on a busy
 * device it was seen off by hundreds of pixels), so a slice that moved it scrolls it back. Returns a function that stops.
 */
export function renderDeferredBlocks(article: HTMLElement | null): () => void {
  const total = article?.children.length ?? 0
  if (!article || total < FIRST_DEFERRED_BLOCK) return () => {}
  // Where nothing is deferred (the stylesheet's @supports), there is nothing to do.
  if (typeof CSS === "undefined" || typeof CSS.supports !== "function" || !CSS.supports("overflow-clip-margin", "8px")) return () => {}
  let next = FIRST_DEFERRED_BLOCK - 1
  let batch = 1
  let cancel = () => {}
  const slice = () => {
    const started = performance.now()
    const landed = landedElement()
    const restedAt = landed?.getBoundingClientRect().top
    for (const end = Math.min(total, next + batch); next < end; next++) article.children[next]?.setAttribute(LAID_OUT_ATTRIBUTE, "")
    // Lay the batch out now, inside this idle slice, and time it.
    void article.offsetHeight
    const moved = landed && restedAt !== undefined ? landed.getBoundingClientRect().top - restedAt : 0
    if (Math.abs(moved) >= 1) window.scrollTo({ top: window.scrollY + moved, behavior: "instant" })
    batch = nextBatch(batch, performance.now() - started)
    cancel = next < total ? whenIdle(slice) : () => {}
  }
  cancel = whenIdle(slice)
  return () => cancel()
}
