import v8 from "v8"

/**
 * Gatsby runs the page queries in its worker processes, then starts those processes again to free the memory
 * the queries took, and renders the pages' HTML in the new ones. On a machine of two cores or fewer its pool
 * is one worker, and starting it again costs 2-3 s of loading Gatsby before the first page renders: a build
 * after one page was edited spent 2.4 s rendering that one page. With its core count set to 1, Gatsby runs
 * the queries in the main process (a few hundred milliseconds for this site's) and renders with the worker
 * it started at bootstrap, loaded by then. The pool is one worker either way. Larger machines keep Gatsby's
 * default, where several workers render the pages in parallel; a GATSBY_CPU_COUNT set by hand is kept.
 * Returns whether it changed the setting.
 */
export function queriesInMainProcess(env: NodeJS.ProcessEnv, cores: number): boolean {
  if (cores > 2 || env.GATSBY_CPU_COUNT !== undefined) return false
  env.GATSBY_CPU_COUNT = "1"
  return true
}

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
