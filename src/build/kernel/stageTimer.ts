import type { Reporter } from "gatsby"

/**
 * Runs one stage of createPages and logs how long it took ("stage readSite: 1.23 s"); then `afterStage`, if
 * given (the build's heap tuning collects there: src/build/kernel/memoryTuning).
 */
export function stageTimer(reporter: Pick<Reporter, "verbose" | "info">, afterStage?: () => void) {
  return async function stage<T>(name: string, run: () => Promise<T>): Promise<T> {
    const started = process.hrtime.bigint()
    const result = await run()
    reporter.info(`stage ${name}: ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(2)} s`)
    afterStage?.()
    return result
  }
}
