import { callerChoices, callerOf, type CallerChoice } from "../workspace/callers"
import { executeRequest } from "../workspace/executeRequest"
import { recordedScripts, replayPlan, type PlanWorld } from "../workspace/runPlan"
import type { WorkspaceResponse } from "../workspace/types"
import type { Workspace } from "../workspace/workspace"
import { ModelRefusal } from "../workspace/workspaceErrors"
import type { ExplorerPage } from "./explorerFiles"

// The sample workspace in the reader's browser: the page's plan replayed up to the block, so the block's first
// Run meets the state the build ran it in. Runs change that state; Reset puts the block's starting state back.

export interface SampleRun {
  response?: WorkspaceResponse
  /** Why the model can't answer (what the docs don't say), as a sentence. */
  problem?: string
  ms: number
}

export interface SampleSession {
  /** The block's request as the page shows it. */
  query: string
  variables?: Record<string, unknown>
  /** The caller the block names, and every caller a reader can switch to. */
  caller: string
  callers: CallerChoice[]
  workspace(): Workspace
  run(request: { query: string; variables?: Record<string, unknown>; caller: string }): SampleRun
  reset(): void
}

/** The session of block `run` (its data-run line) of a page; throws when the page's file doesn't know the block. */
export function sampleSession(page: ExplorerPage, world: PlanWorld, run: string, now: () => number = () => performance.now()): SampleSession {
  const index = page.blocks[run]
  const step = index === undefined ? undefined : page.plan.steps[index]
  if (index === undefined || !step) throw new Error(`This block has no run plan (line ${run}); the page's explorer file is older than the page. Reload the page.`)
  const start = replayPlan(page.plan, world, index)
  let current = start.copy()
  const runScript = recordedScripts(page.plan.scripts)
  return {
    query: step.query,
    ...(step.variables ? { variables: step.variables } : {}),
    caller: step.caller,
    callers: callerChoices(world.users),
    workspace: () => current,
    run(request) {
      const started = now()
      const caller = callerOf(request.caller, current.users)
      if (typeof caller === "string") return { problem: caller, ms: 0 }
      try {
        const response = executeRequest(current, { query: request.query, variables: request.variables, caller, at: step.at }, { runScript })
        return { response, ms: now() - started }
      } catch (error) {
        if (!(error instanceof ModelRefusal)) throw error
        return { problem: `The sample workspace can't answer this: ${error.message}. Run it on your application instead.`, ms: now() - started }
      }
    },
    reset() {
      current = start.copy()
    },
  }
}
