import { FIRST_DEFERRED_BLOCK, LAID_OUT_ATTRIBUTE } from "../theme/tokens"
import { whenIdle } from "../ui/whenIdle"

/** Time one idle slice aims at: well under a long task (50 ms) on a slow phone. */
export const SLICE_TARGET_MS = 12

/** How many blocks the next slice lays out, from how long the last one took: twice as many when it was quick, half when slow. */
export function nextBatch(batch: number, tookMs: number, target = SLICE_TARGET_MS): number {
  if (tookMs < target / 2) return batch * 2
  if (tookMs > target) return Math.max(1, Math.floor(batch / 2))
  return batch
}

/**
 * After load, in idle time, lays out the article's deferred blocks a batch at a time (each slice about
 * SLICE_TARGET_MS), so that a second or so later the page has its real height: End, the scrollbar and any
 * link land where they should, and no layout is one long task. Each block laid out gets
 * LAID_OUT_ATTRIBUTE, which restyles that block alone: a stylesheet's change would restyle the whole article
 * in every slice (13 to 50 ms at 4× CPU on a long page, whatever the batch). Returns a function that stops.
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
    for (const end = Math.min(total, next + batch); next < end; next++) article.children[next]?.setAttribute(LAID_OUT_ATTRIBUTE, "")
    // Lay the batch out now, inside this idle slice, and time it.
    void article.offsetHeight
    batch = nextBatch(batch, performance.now() - started)
    cancel = next < total ? whenIdle(slice) : () => {}
  }
  cancel = whenIdle(slice)
  return () => cancel()
}
