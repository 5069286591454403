import { nextTurn } from "./steps"

/** The work of one save: `current()` turns false once a newer save has come. */
export type LaterTask = (current: () => boolean) => void | Promise<void>

/**
 * `gatsby develop`'s work that a saved page does not wait for (the checks, the files beside the pages): queued by
 * the stages of one save, run in order once the page has had `settleMs` to reach the browser, each task after the
 * event loop has had a turn. A new save (`next`) drops what the last one queued and stops what it is running at
 * its next step.
 */
export function developQueue(settleMs: number, onError: (error: unknown) => void = (error) => console.error(error)) {
  let generation = 0
  let tasks: LaterTask[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()

  const run = () => {
    const mine = generation
    const queued = tasks
    tasks = []
    const current = () => mine === generation
    running = running.then(async () => {
      for (const task of queued) {
        await nextTurn()
        if (!current()) return
        try {
          await task(current)
        } catch (error) {
          onError(error)
        }
      }
    })
  }

  return {
    /** A new save: what the last one queued is dropped, and what it runs stops at its next step. */
    next(): void {
      generation++
      tasks = []
      if (timer) clearTimeout(timer)
    },
    add(task: LaterTask): void {
      tasks.push(task)
      if (timer) clearTimeout(timer)
      timer = setTimeout(run, settleMs)
    },
    /** Resolves once everything queued so far has run (tests). */
    idle: (): Promise<void> => new Promise((resolve) => setTimeout(() => void running.then(resolve), settleMs + 1)),
  }
}
