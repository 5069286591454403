import { FIRST_DEFERRED_BLOCK } from "../theme/tokens"
import { whenIdle } from "./whenIdle"

/** Time one idle slice aims at: well under a long task (50 ms) on a slow phone. */
export const SLICE_TARGET_MS = 12

/** How many blocks the next slice lays out, from how long the last one took: twice as many when it was quick, half when slow. */
export function nextBatch(batch: number, tookMs: number, target = SLICE_TARGET_MS): number {
  if (tookMs < target / 2) return batch * 2
  if (tookMs > target) return Math.max(1, Math.floor(batch / 2))
  return batch
}

/** The rule that lets the browser lay out the article's blocks up to `upTo` (1-based) now, whether near the viewport or not. */
export const renderedUpTo = (selector: string, upTo: number): string =>
  `${selector} > :nth-child(-n+${upTo}), ${selector} > :nth-child(-n+${upTo}) > * {content-visibility: visible !important}`

/**
 * After load, in idle time, lays out the article's deferred blocks a batch at a time (each slice about
 * SLICE_TARGET_MS), so that a second or so later the page has its real height: End, the scrollbar and any
 * link land where they should, and the first layout was still never one long task. Through a constructed
 * stylesheet (the article's nodes are left as they are). Returns a function that stops and removes it.
 */
export function renderDeferredBlocks(article: HTMLElement | null): () => void {
  const total = article?.children.length ?? 0
  if (!article || !article.id || total < FIRST_DEFERRED_BLOCK || typeof CSSStyleSheet === "undefined" || !("adoptedStyleSheets" in document)) return () => {}
  // Where nothing is deferred (the stylesheet's @supports), there is nothing to do.
  if (typeof CSS === "undefined" || !CSS.supports("overflow-clip-margin", "8px")) return () => {}
  const sheet = new CSSStyleSheet()
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  const selector = `#${CSS.escape(article.id)}`
  let upTo = FIRST_DEFERRED_BLOCK - 1
  let batch = 1
  let cancel = () => {}
  const slice = () => {
    upTo = Math.min(total, upTo + batch)
    const started = performance.now()
    sheet.replaceSync(renderedUpTo(selector, upTo))
    // Lay the batch out now, inside this idle slice, and time it.
    void article.offsetHeight
    batch = nextBatch(batch, performance.now() - started)
    cancel = upTo < total ? whenIdle(slice) : () => {}
  }
  cancel = whenIdle(slice)
  return () => {
    cancel()
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet)
  }
}
