import { performance } from "perf_hooks"
import v8 from "v8"
import vm from "vm"

/**
 * How far V8 lets the build's main process grow its heap past what was live after its last full collection:
 * 1.5 times. V8's default grows it up to 4 times when the process allocates fast, and the main process does:
 * it reads every page's tree back from the page store, builds the search index, and Gatsby's stitching reads
 * and writes every page's HTML (206 KB a page in the 10,000-page benchmark, each string too large for the
 * young generation).
 * With 400 to 500 MB live, a 10,000-page build's main process reached 2.5 to 2.7 GB, mostly garbage; bounded,
 * 1.6 to 2.1 GB, in the same time.
 */
export const HEAP_GROWING_PERCENT = 50

/**
 * The HTML worker's: twice what was live. Its live heap is about 90 MB (the renderer, the navigation tree), and
 * with V8's default it grew to 370 MB between collections at 10,000 pages. Bounded at 1.5 times, rendering 206 KB
 * pages was a sixth slower; bounded at twice, rendering 75 KB pages takes the same time (78.5 and 79.9 s against
 * 79.5 to 83.7 s) and the worker stays near 250 MB.
 */
export const HTML_WORKER_HEAP_GROWING_PERCENT = 100

/** Bounds the heap growth of this process (the build's main one, by default); returns the V8 flag it set. */
export function boundHeapGrowth(setFlags: (flags: string) => void = v8.setFlagsFromString, percent = HEAP_GROWING_PERCENT): string {
  const flag = `--heap-growing-percent=${percent}`
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
  heapUsed = usedHeap,
  exposed: () => unknown = exposedGc,
): () => void {
  const collect = exposedCollector(setFlags, exposed)
  return () => {
    if (heapUsed() > COLLECT_ABOVE_BYTES) collect()
  }
}

const usedHeap = () => v8.getHeapStatistics().used_heap_size
const exposedGc = () => vm.runInNewContext("typeof gc === 'function' ? gc : undefined")

/**
 * V8's full collection: the global `gc` of a process started with --expose-gc (NODE_OPTIONS, as the build's
 * workers are: src/build/kernel/memoryTuning), else exposed at run time; throws when V8 does not give it.
 */
function exposedCollector(setFlags: (flags: string) => void, exposed: () => unknown): () => void {
  const started = (globalThis as { gc?: unknown }).gc
  if (typeof started === "function") return started as () => void
  setFlags("--expose-gc")
  const collect = exposed()
  if (typeof collect !== "function") throw new Error("V8 did not expose its collector (--expose-gc)")
  return collect as () => void
}

/** The heap (live and garbage) above which a stage boundary collects: this site's builds stay below it. */
export const COLLECT_ABOVE_BYTES = 384 * 1024 * 1024

/** A process is idle over a tick when its event loop was busy for less than this share of it. */
export const IDLE_UTILIZATION = 0.05
/** How much the heap must have grown since the last collection for an idle process to collect it. */
export const IDLE_GARBAGE_BYTES = 64 * 1024 * 1024
/** How often an idle collector looks. */
export const IDLE_TICK_MS = 1000

export interface IdleCollectorHooks {
  /** A full collection. */
  collect: () => void
  heapUsed: () => number
  /** The share of the time since the last call that the event loop was busy (0 to 1). */
  busyShare: () => number
  /** Calls `tick` every `ms` without keeping the process alive; returns what stops it. */
  every: (tick: () => void, ms: number) => () => void
  /**
   * Once the process has been idle for SETTLED_IDLE_TICKS ticks in a row: runs `onSettled`, and from then on
   * also collects it busy once its heap holds `busyGarbageBytes` of garbage.
   */
  settled?: { onSettled: () => void; busyGarbageBytes: number }
}

/** Ticks in a row a process must be idle to have settled (the main process: while the worker renders the HTML). */
export const SETTLED_IDLE_TICKS = 3

/**
 * Collects a process's heap when it sits idle holding garbage. Each of the build's two processes waits while
 * the other works: the main process while the worker renders the HTML, the worker while the main process
 * stitches the pages and writes their policies. V8 collects only when a process allocates, so each waited
 * holding the heap of its last step, all of it in the build's peak. Once a tick finds the event loop busy less
 * than IDLE_UTILIZATION of it and the heap IDLE_GARBAGE_BYTES above its lowest since the last collection, it
 * collects, on the idle process's own time. With `settled`, once the process has been idle a few ticks in a
 * row, it also collects the busy process holding that much garbage. Returns what stops it.
 */
export function collectWhenIdle(hooks: IdleCollectorHooks): () => void {
  const { settled } = hooks
  let floor = hooks.heapUsed()
  let idleTicks = 0
  let hasSettled = false
  hooks.busyShare()
  return hooks.every(() => {
    const used = hooks.heapUsed()
    floor = Math.min(floor, used)
    const idle = hooks.busyShare() < IDLE_UTILIZATION
    idleTicks = idle ? idleTicks + 1 : 0
    const settling = settled !== undefined && !hasSettled && idleTicks >= SETTLED_IDLE_TICKS
    if (settling) {
      settled.onSettled()
      hasSettled = true
    }
    const busyGarbage = hasSettled && settled ? settled.busyGarbageBytes : Infinity
    if (!settling && used - floor < (idle ? IDLE_GARBAGE_BYTES : busyGarbage)) return
    hooks.collect()
    floor = hooks.heapUsed()
  }, IDLE_TICK_MS)
}

/**
 * The main process once the worker renders the HTML (found as the first time it has been idle three seconds in a
 * row). What it does from then on keeps nothing: it waits, then Gatsby's stitching reads every page's HTML and
 * the build writes every page's policy. At 10,000 pages stitching grew its heap by 365 MB in 6 s, the build's
 * peak: pages' HTML, strings over 128 KB, which V8 keeps in its large-object space until a full collection,
 * piling up while V8 was still marking the 390 MB live. So from then on its heap grows by a quarter of what is
 * live, and it is collected, busy or idle, whenever it holds 128 MB of garbage. Set from onPreBuild, the quarter
 * made webpack's two builds in this process (the browser bundles, the renderer) about a second slower.
 */
export const ONCE_SETTLED = { growingPercent: 25, garbageBytes: 128 * 1024 * 1024 }

/** collectWhenIdle for this process: V8's collector, its heap, its event loop and a timer. */
export function idleCollector(onceSettled?: typeof ONCE_SETTLED): () => void {
  let last = performance.eventLoopUtilization()
  return collectWhenIdle({
    settled: onceSettled && {
      onSettled: () => void boundHeapGrowth(v8.setFlagsFromString, onceSettled.growingPercent),
      busyGarbageBytes: onceSettled.garbageBytes,
    },
    collect: exposedCollector(v8.setFlagsFromString, exposedGc),
    heapUsed: usedHeap,
    busyShare: () => {
      const now = performance.eventLoopUtilization()
      const share = performance.eventLoopUtilization(now, last).utilization
      last = now
      return share
    },
    every: (tick, ms) => {
      const timer = setInterval(tick, ms)
      timer.unref()
      return () => clearInterval(timer)
    },
  })
}
