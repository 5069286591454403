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

/**
 * The same steps with the event loop free at each pause (develop serves pages meanwhile); stops, answering
 * undefined, at the first pause after `current()` turns false.
 */
export async function runStepsWhile<T>(steps: Generator<void, T>, current: () => boolean): Promise<T | undefined> {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
    await nextTurn()
    if (!current()) return undefined
  }
}

/** A turn of the event loop: what is waiting (a request, a file change) runs before the caller goes on. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
