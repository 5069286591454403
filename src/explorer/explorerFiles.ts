import type { PagePlan, PlanWorld, RunPlan } from "../workspace/runPlan"

// The files the explorer reads when a reader first presses Run: one per page with runnable blocks, and one world
// (schema, sample IDs, users, seeds) that every page's file names by its content hash. The build writes them
// (src/build/emit/explorerFiles.ts); nothing loads them before a Run.

/** A reference example's key (`example:<operation>`, `error:<code>`), not a page block's line. */
export const isExampleKey = (run: string): boolean => run.includes(":")

/** Where a reference example's explorer file is: example:createProduct → /explorer/examples/example-createProduct.json. */
export const exampleFileOf = (run: string): string => `/explorer/examples/${run.replace(":", "-")}.json`

/** Where a page's explorer file is, from its route: /docs/tutorials/pipelines/ → /explorer/docs/tutorials/pipelines.json. */
export function explorerFileOf(route: string): string {
  const trimmed = route.replace(/\/+$/, "")
  return `/explorer${trimmed === "" ? "/index" : trimmed}.json`
}

/**
 * The styles scope of the explorer's panel (explorer.styles.ts). Its rules are not in the stylesheet every page
 * carries: the build writes them to a file of their own, which the first Run links (the policy allows the site's
 * own stylesheets), so a page that is never run pays nothing for them.
 */
export const EXPLORER_STYLES_SCOPE = "explorer"

/** A page's explorer file. */
export interface ExplorerPage {
  /** The URL of the world file, content-hashed. */
  world: string
  plan: RunPlan
  /** The step of each runnable block, by the block's `data-run` line. */
  blocks: Record<string, number>
}

/** What the build's runs leave for the explorer: the world every plan replays in, and each page's plan. */
export interface ExplorerPlans {
  world: PlanWorld
  pages: PagePlan[]
}

/** The world file: what every plan replays in, and the error codes of the errors page with their HTTP status. */
export interface ExplorerWorld extends PlanWorld {
  errors: Record<string, string>
  /** The URL of the panel's stylesheet, content-hashed. */
  stylesheet: string
}
