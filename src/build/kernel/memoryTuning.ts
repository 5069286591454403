import { boundHeapGrowth, HTML_WORKER_HEAP_GROWING_PERCENT, idleCollector, ONCE_SETTLED, stageBoundaryCollector } from "./buildMemory"

/**
 * The one switch of the build's heap tuning: `STRATA_BUILD_MEMORY=off gatsby build` builds with V8's defaults.
 * The tuning keeps a 10,000-page build's peak lower (src/build/kernel/buildMemory); this site's builds stay below
 * the heap it starts collecting at. `gatsby develop` never tunes.
 */
export const MEMORY_SWITCH = "STRATA_BUILD_MEMORY"

/** Where the tuning acts in the build's main process; each does nothing when the switch is off. */
export interface MemoryTuning {
  /** Before Gatsby starts its workers: bounds this process's heap growth, starts the workers with --expose-gc. */
  atBootstrap(): string | undefined
  /** From the browser bundles on: collects this process's heap when it waits, and once the HTML renders. */
  atBundles(): void
  /** At each boundary between stages (and the steps of a stage): collects when the heap is large. */
  betweenStages(): void
}

const tuned = (env: NodeJS.ProcessEnv) => env.gatsby_executing_command === "build" && env[MEMORY_SWITCH] !== "off"

/** The build's tuning, read from `env` when each part acts (Gatsby sets the command after this is made). */
export function memoryTuning(env: NodeJS.ProcessEnv): MemoryTuning {
  let collect: (() => void) | undefined
  return {
    atBootstrap() {
      if (!tuned(env)) return undefined
      // Set when a process starts, so Gatsby's workers (forked after this) have V8's collector as `gc`.
      if (!/(^|\s)--expose-gc(\s|$)/.test(env.NODE_OPTIONS ?? "")) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ""} --expose-gc`.trim()
      return boundHeapGrowth()
    },
    atBundles() {
      if (tuned(env)) idleCollector(ONCE_SETTLED)
    },
    betweenStages() {
      if (tuned(env)) (collect ??= stageBoundaryCollector())()
    },
  }
}

/**
 * The HTML worker's part, from the renderer bundle (gatsby-ssr.tsx) as Gatsby's worker loads it: its heap grows to
 * twice what is live at most, and once the pages are rendered it collects while it waits for the main process.
 * Only Gatsby's worker processes have GATSBY_WORKER_ID; the main process loads the bundle too and keeps its own.
 */
export function tuneHtmlWorker(env: NodeJS.ProcessEnv): void {
  if (!env.GATSBY_WORKER_ID || env[MEMORY_SWITCH] === "off") return
  boundHeapGrowth(undefined, HTML_WORKER_HEAP_GROWING_PERCENT)
  idleCollector()
}
