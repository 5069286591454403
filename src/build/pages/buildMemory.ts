import v8 from "v8"
import vm from "vm"

/**
 * How far V8 lets the build's main process grow its heap past what was live after its last full collection:
 * 1.5 times. V8's default grows it up to 4 times when the process allocates fast, and the main process does:
 * it reads every page's tree back from the page store, builds the search index, and Gatsby's stitching reads
 * and writes every page's HTML (206 KB a page at 10,000 pages, each string too large for the young generation).
 * With 400 to 500 MB live, a 10,000-page build's main process reached 2.5 to 2.7 GB, mostly garbage; bounded,
 * 1.6 to 2.1 GB, in the same time. The HTML worker keeps V8's default: bounding it too made rendering a sixth
 * slower.
 */
export const HEAP_GROWING_PERCENT = 50

/** Bounds the heap growth of this process (the build's main one); returns the V8 flag it set. */
export function boundHeapGrowth(setFlags: (flags: string) => void = v8.setFlagsFromString): string {
  const flag = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`
  setFlags(flag)
  return flag
}

/**
 * A full collection of this process's heap, for the boundaries between the build's stages. V8 sets the next
 * collection's limit from what was live at the last full one, and that one may have come mid-stage, with a
 * stage's working set live (every page's tree while the site is read): the stages after it then grow the heap
 * to 1.5 times that, mostly with their garbage. Collected at a boundary, where only the site model is live
 * (about 400 MB at 10,000 pages), the next stage's limit is set from that. Returns a function that collects
 * (about 0.3 s at 10,000 pages), only when the heap holds more than COLLECT_ABOVE_BYTES: a small site's
 * build gains nothing from it and would spend 50 to 100 ms a collection. V8 gives scripts its collector
 * only with --expose-gc, which NODE_OPTIONS refuses like the growing factor; set at run time, it is there
 * for the contexts made after it.
 */
export function stageBoundaryCollector(
  setFlags: (flags: string) => void = v8.setFlagsFromString,
  heapUsed = () => v8.getHeapStatistics().used_heap_size,
  exposed: () => unknown = () => vm.runInNewContext("typeof gc === 'function' ? gc : undefined"),
): () => void {
  setFlags("--expose-gc")
  const collect = exposed()
  if (typeof collect !== "function") throw new Error("V8 did not expose its collector (--expose-gc)")
  return () => {
    if (heapUsed() > COLLECT_ABOVE_BYTES) collect()
  }
}

/** The heap (live and garbage) above which a stage boundary collects: this site's builds stay below it. */
export const COLLECT_ABOVE_BYTES = 384 * 1024 * 1024
