import type { GatsbyNode } from "gatsby"
import type { JsonStore } from "./pageStore"
import type { StageReads } from "./stageKey"

/** The Gatsby hooks the site's build runs in, in the order Gatsby calls them. */
export const GATSBY_HOOKS = [
  "onPreBootstrap",
  "createSchemaCustomization",
  "sourceNodes",
  "createResolvers",
  "createPages",
  "onPreBuild",
  "onCreateWebpackConfig",
  "onPostBuild",
] as const

export type GatsbyHook = (typeof GATSBY_HOOKS)[number]

/** What Gatsby hands a hook. */
export type HookArgs<H extends GatsbyHook> = Parameters<NonNullable<GatsbyNode[H]>>[0]

/** What a stage's run is given: the hook's arguments, what the whole build shares, and earlier stages' products. */
export interface StageContext<H extends GatsbyHook, Shared> {
  args: HookArgs<H>
  shared: Shared
  /** The product of an earlier stage this one declares in `needs`. */
  need<T>(stage: string): T
  /** The key of what this stage reads (its `reads`): a digest of its code's import closure, files and packages. */
  key(): string
  /**
   * The stage's product from the last build when its key and `inputs` are the same (and `stillValid` holds),
   * otherwise what `run` makes, kept for the next build.
   */
  kept<T>(inputs: readonly string[], run: () => T, stillValid?: () => boolean): T
  /** A store in .cache for what the stage makes per page or per source, keyed by what it reads (or by `reads`). */
  store<T>(name: string, reads?: StageReads): JsonStore<T>
}

/**
 * One stage of the build, as data: its name, the hook it runs in, the earlier stages whose products it reads,
 * what it reads besides them (its cache key comes from that), and its run. A stage runs only when every stage
 * it needs produced something: a stage that returns undefined (no content to query, content with errors)
 * stops the ones that need it.
 */
export interface Stage<H extends GatsbyHook = GatsbyHook, Shared = unknown> {
  name: string
  hook: H
  needs?: readonly string[]
  reads?: StageReads
  /** What it makes, in a few words, for the build's drawing (docs/understanding.md): "public/_headers", "the pages". */
  makes: string
  run(context: StageContext<H, Shared>): unknown
}

/** A stage record, its hook's argument types checked against its run. */
export function stage<H extends GatsbyHook, Shared>(record: Stage<H, Shared>): Stage<H, Shared> {
  return record
}
