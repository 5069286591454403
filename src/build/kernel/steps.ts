/**
 * Runs a stage written as steps (a generator that pauses between them) to its end and returns its result.
 * `betweenSteps` runs at each pause: the stage says where its working sets end, and the pipeline decides what
 * to do there (the build's memory tuning collects the heap), so no stage takes a parameter for it.
 */
export function runSteps<T>(steps: Generator<void, T>, betweenSteps?: () => void): T {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
    betweenSteps?.()
  }
}
