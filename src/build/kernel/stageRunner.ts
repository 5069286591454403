import path from "path"
import type { Reporter } from "gatsby"
import { GATSBY_HOOKS, type GatsbyHook, type HookArgs, type Stage, type StageContext } from "./stage"
import { stageKey, type StageReads } from "./stageKey"
import { diskStageMemo } from "./stageMemo"
import { diskJsonStore, digestOf } from "./pageStore"

/** The problems of a list of stage records: a name used twice, a need that no earlier stage meets. */
export function stageProblems(stages: readonly Stage[]): string[] {
  const problems: string[] = []
  const order = (stage: Stage) => GATSBY_HOOKS.indexOf(stage.hook)
  stages.forEach((stage, index) => {
    if (stages.findIndex((other) => other.name === stage.name) !== index) problems.push(`stage "${stage.name}" is declared twice`)
    if (index > 0 && order(stage) < order(stages[index - 1])) problems.push(`stage "${stage.name}" (${stage.hook}) is listed after a stage of a later hook`)
    for (const need of stage.needs ?? []) {
      const met = stages.slice(0, index).some((earlier) => earlier.name === need)
      if (!met) problems.push(`stage "${stage.name}" needs "${need}", which is not an earlier stage`)
    }
  })
  return problems
}

export interface StageRunnerOptions<Shared> {
  rootDir: string
  shared: Shared
  /** Runs after each stage of these hooks (the build's heap tuning collects there). */
  afterStage?: (stage: Stage) => void
}

/** What a stage without `reads` reads besides the site model: nothing, so its key is the same in every build. */
const NO_READS: StageReads = {}

/** Seconds since `started`, for the log. */
const seconds = (started: bigint) => (Number(process.hrtime.bigint() - started) / 1e9).toFixed(2)

/**
 * Runs the stages of a build, hook by hook: `run(hook, args)` runs that hook's stages in their order, logs each
 * one's time ("stage readSite: 1.23 s"; the webpack stages, called once per bundle, only in verbose), and keeps
 * each product for the stages that need it. The records are checked first: a bad list fails before any stage runs.
 */
export function stageRunner<Shared>(stages: readonly Stage<GatsbyHook, Shared>[], { rootDir, shared, afterStage }: StageRunnerOptions<Shared>) {
  const problems = stageProblems(stages as readonly Stage[])
  if (problems.length > 0) throw new Error(`The build's stages are declared wrongly:\n${problems.map((p) => `  - ${p}`).join("\n")}`)
  const products = new Map<string, unknown>()
  // Each declared reads' key, made once per process (a store two stages write shares one).
  const sharedKeys = new Map<StageReads, string>()
  const keyOf = (reads: StageReads) => {
    if (!sharedKeys.has(reads)) sharedKeys.set(reads, stageKey(rootDir, reads))
    return sharedKeys.get(reads)!
  }
  const memo = diskStageMemo(path.join(rootDir, ".cache", "strata-stages.json"))

  function contextOf<H extends GatsbyHook>(stage: Stage<H, Shared>, args: HookArgs<H>): StageContext<H, Shared> {
    const key = () => keyOf(stage.reads ?? NO_READS)
    return {
      args,
      shared,
      key,
      need<T>(name: string): T {
        if (!stage.needs?.includes(name)) throw new Error(`stage "${stage.name}" reads "${name}" without declaring it in needs`)
        return products.get(name) as T
      },
      kept: (inputs, run, stillValid) => memo.reuse(stage.name, digestOf(key(), ...inputs), run, stillValid).result,
      store: <T>(name: string, reads?: StageReads) => diskJsonStore<T>(path.join(rootDir, ".cache", name), reads ? keyOf(reads) : key()),
    }
  }

  return {
    stages,
    async run<H extends GatsbyHook>(hook: H, args: HookArgs<H>): Promise<void> {
      const reporter = (args as { reporter: Pick<Reporter, "info" | "verbose"> }).reporter
      for (const stage of stages.filter((record): record is Stage<H, Shared> => record.hook === hook)) {
        // A stage whose needs produced nothing does not run (no content to query, or content with errors).
        if ((stage.needs ?? []).some((need) => products.get(need) === undefined)) {
          products.delete(stage.name)
          continue
        }
        const started = process.hrtime.bigint()
        products.set(stage.name, await stage.run(contextOf(stage, args)))
        const line = `stage ${stage.name}: ${seconds(started)} s`
        if (hook === "onCreateWebpackConfig") reporter.verbose(line)
        else reporter.info(line)
        afterStage?.(stage as Stage)
      }
    },
  }
}
