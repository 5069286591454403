import { callerOf } from "./callers"
import { executeRequest } from "./executeRequest"
import type { ScriptRunner } from "./pipelineResolvers"
import type { AppUser, KnownId, WorkspaceConfig, WorkspaceSeed } from "./types"
import { Workspace } from "./workspace"
import { ModelRefusal } from "./workspaceErrors"

// A run plan is the life of one workspace as the build ran it: the context it was made from, the configuration
// each request saw and every request in order. The build records one per page (a tutorial's page holds the pages
// before it) and the explorer replays it in the reader's browser, so a block's first Run meets exactly the state
// the build ran it in, and answers what the page prints.

/** One request of a plan, as the build sent it. */
export interface PlanStep {
  query: string
  variables?: Record<string, unknown>
  /** The caller's name (callers.ts). */
  caller: string
  at?: string
  /** Index of the configuration it ran under, in the plan's `configs`. */
  config: number
}

export interface RunPlan {
  /** The context whose seed the workspace is replayed from (a `like` context's base). */
  base: string
  /** The context it ran as: the seed of its generated IDs. */
  context: string
  /** Every configuration the plan's requests ran under; the first made the workspace. */
  configs: WorkspaceConfig[]
  steps: PlanStep[]
  /** What each script step returned when the build ran it: source, variables as JSON, result. */
  scripts: [string, string, unknown][]
}

/** What the explorer replays for one page (src/explorer): its workspace's plan, and which step each of its runnable ```graphql blocks is. */
export interface PagePlan {
  file: string
  plan: RunPlan
  /** Step index by the block's first code line, or a reference example's key (`example:<operation>`, `error:<code>`). */
  blocks: Record<string, number>
}

/** What every plan of a site is replayed with: the schema, the sample IDs, the users and each context's seed. */
export interface PlanWorld {
  sdl: string
  knownIds: KnownId[]
  users: AppUser[]
  seeds: Record<string, WorkspaceSeed>
}

/** Records a plan while the build runs it. */
export class PlanRecorder {
  readonly plan: RunPlan
  private readonly configIndex = new Map<string, number>()

  constructor(base: string, context: string, config: WorkspaceConfig) {
    this.plan = { base, context, configs: [], steps: [], scripts: [] }
    this.configFor(config)
  }

  /** Adds a request that was sent; returns its index. */
  step(step: Omit<PlanStep, "config">, config: WorkspaceConfig): number {
    this.plan.steps.push({ ...step, config: this.configFor(config) })
    return this.plan.steps.length - 1
  }

  /** The build's script runner, recording what each script returns so a browser can replay it without running it. */
  recording(run: ScriptRunner | undefined): ScriptRunner | undefined {
    if (!run) return undefined
    return (source, variables) => {
      const result = run(source, variables)
      this.plan.scripts.push([source, JSON.stringify(variables), result])
      return result
    }
  }

  private configFor(config: WorkspaceConfig): number {
    const key = JSON.stringify(config)
    if (!this.configIndex.has(key)) {
      this.configIndex.set(key, this.plan.configs.length)
      this.plan.configs.push(config)
    }
    return this.configIndex.get(key)!
  }
}

/** A script runner that answers only what the build recorded: a browser may not run a page's JavaScript (no eval under the site's policy). */
export function recordedScripts(scripts: RunPlan["scripts"]): ScriptRunner {
  return (source, variables) => {
    const key = JSON.stringify(variables)
    const found = scripts.find(([recordedSource, recordedVariables]) => recordedSource === source && recordedVariables === key)
    if (!found) throw new ModelRefusal("this request reaches a script step with new input, and a script runs only on your application")
    return found[2]
  }
}

/** The workspace a plan leaves after its first `count` requests, with the configuration of the next one. */
export function replayPlan(plan: RunPlan, world: PlanWorld, count: number): Workspace {
  const seed = world.seeds[plan.base] ?? { now: "2025-03-14T09:00:00Z", users: world.users, writes: [] }
  const made = new Workspace({ sdl: world.sdl, config: plan.configs[0], seed: { ...seed, users: seed.users ?? world.users }, knownIds: world.knownIds, idSeed: plan.base })
  const workspace = made.copy(plan.context)
  const runScript = recordedScripts(plan.scripts)
  for (const step of plan.steps.slice(0, count)) {
    workspace.config = plan.configs[step.config]
    const caller = callerOf(step.caller, workspace.users)
    if (typeof caller === "string") continue
    try {
      executeRequest(workspace, { query: step.query, variables: step.variables, caller, at: step.at }, { runScript })
    } catch (error) {
      if (!(error instanceof ModelRefusal)) throw error
    }
  }
  const next = plan.steps[count]
  if (next) workspace.config = plan.configs[next.config]
  return workspace
}
