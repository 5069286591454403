import { callerOf } from "../../../workspace/callers"
import { configFromTerraform } from "../../../workspace/configFromTerraform"
import { describeDifference, responseDifferences } from "../../../workspace/compareResponses"
import { executeRequest } from "../../../workspace/executeRequest"
import type { ScriptRunner } from "../../../workspace/pipelineResolvers"
import type { AppUser, KnownId, WorkspaceConfig, WorkspaceSeed } from "../../../workspace/types"
import { Workspace } from "../../../workspace/workspace"
import { ModelRefusal } from "../../../workspace/workspaceErrors"
import { PlanRecorder, type PagePlan, type PlanWorld, type RunPlan } from "../../../workspace/runPlan"
import type { ErrorExample } from "../../../reference/errorCatalogue"
import type { OperationExample } from "../../../reference/operationExamples"
import type { RequestPair } from "./requestPairs"

// Runs every request of the site in its context (content/workspaces.yaml) and compares each response a page
// shows with the model's answer. A tutorial's pages run in order on one workspace; any other page, and each
// example of examples.yaml, runs on a fresh copy of its context's workspace.

type JsonObject = Record<string, unknown>

export { callerOf }

export interface ContextSpec {
  is: string
  seed?: string
  now?: string
  configuration?: string[]
  pages?: string[]
  like?: string
}

export interface WorkspacesFile {
  users: AppUser[]
  tokens: Record<string, string>
  contexts: Record<string, ContextSpec>
}

export interface RunInput {
  sdl: string
  workspaces: WorkspacesFile
  /** The seeds the contexts name, by file. */
  seeds: Record<string, WorkspaceSeed>
  /** Every page's requests, by file. */
  requests: Map<string, RequestPair[]>
  /** The Terraform blocks of each page, parsed to JSON, in page order, with the line each starts on. */
  terraform: Map<string, { line: number; json: JsonObject }[]>
  knownIds: KnownId[]
  examples: { file: string; entries: { example: OperationExample; line: number; run?: string }[] }
  /** The example of each error code (errors.yaml), run like examples.yaml's; a management API example (curl) is not. */
  errorExamples?: { file: string; entries: { example: ErrorExample; line: number; run?: string }[] }
  runScript?: ScriptRunner
}

export interface RunReport {
  problems: string[]
  /** Requests run per context. */
  executed: Record<string, number>
  /** Responses compared with the model's. */
  compared: number
  /** Requests not run, "file:line reason". */
  nocheck: string[]
  /** Each page with blocks the explorer can run: the plan up to the page's last request, and the step of each runnable block by its line. */
  pages: PagePlan[]
}

export type { PagePlan }

/** The configuration of these pages' Terraform blocks; of the last page, only the blocks above `beforeLine`. */
function configOf(files: string[], terraform: RunInput["terraform"], beforeLine = Infinity): WorkspaceConfig {
  return configFromTerraform(
    files.flatMap((file, index) => (terraform.get(file) ?? []).filter((block) => index < files.length - 1 || block.line < beforeLine).map((block) => block.json)),
  )
}

function seedOf(spec: ContextSpec, input: RunInput): WorkspaceSeed {
  if (spec.seed) return input.seeds[spec.seed]
  return { now: spec.now ?? "2025-03-14T09:00:00Z", users: input.workspaces.users, writes: [] }
}

/** What the explorer replays every plan in: the schema, the sample IDs, the users, and the seed of each context a plan starts from. */
export function planWorld(input: RunInput): PlanWorld {
  const contexts = input.workspaces.contexts
  const seeds: PlanWorld["seeds"] = {}
  for (const [name, spec] of Object.entries(contexts)) {
    if (spec.like) continue
    const seed = seedOf(spec, input)
    seeds[name] = { ...seed, users: seed.users ?? input.workspaces.users }
  }
  return { sdl: input.sdl, knownIds: input.knownIds, users: input.workspaces.users, seeds }
}

/** A fresh copy of the sample workspace, configured as content/workspaces.yaml says. */
export function samplesWorkspace(input: RunInput): Workspace {
  const spec = input.workspaces.contexts.samples
  return new Workspace({ sdl: input.sdl, config: configOf(spec.configuration ?? [], input.terraform), seed: seedOf(spec, input), knownIds: input.knownIds, idSeed: "samples" })
}

/** Keeps a part's report while the key (a digest of everything it reads) is the same: develop re-runs only what an edit touches. */
export type RunMemo = (key: string, run: () => RunReport) => RunReport

const emptyReport = (): RunReport => ({ problems: [], executed: {}, compared: 0, nocheck: [], pages: [] })

function merge(into: RunReport, part: RunReport): void {
  into.problems.push(...part.problems)
  into.nocheck.push(...part.nocheck)
  into.compared += part.compared
  into.pages.push(...(part.pages ?? []))
  for (const [context, count] of Object.entries(part.executed)) into.executed[context] = (into.executed[context] ?? 0) + count
}

/** Runs every context and the reference examples; returns the problems and the counts. Each context, page or example set is one part for the memo. */
export function runContexts(input: RunInput, memo?: RunMemo): RunReport {
  const report = emptyReport()
  const contexts = input.workspaces.contexts
  // Each context's seed is replayed once; a page or an example that needs a fresh workspace gets a copy.
  const replayed = new Map<string, Workspace>()
  const fresh = (name: string, config: WorkspaceConfig) => {
    const base = contexts[name].like ?? name
    if (!replayed.has(base)) {
      const seed = seedOf(contexts[base], input)
      replayed.set(base, new Workspace({ sdl: input.sdl, config, seed: { ...seed, users: seed.users ?? input.workspaces.users }, knownIds: input.knownIds, idSeed: base }))
    }
    const workspace = replayed.get(base)!.copy(name)
    workspace.config = config
    return { workspace, recorder: new PlanRecorder(base, name, replayed.get(base)!.config) }
  }
  // What every part reads besides its own pages: the schema, the sample IDs, the callers and the seed of its context.
  const shared = (context: string) => [input.sdl, input.knownIds, input.workspaces.users, input.workspaces.tokens, seedOf(contexts[contexts[context].like ?? context], input)]
  const terraformOf = (files: string[]) => files.map((file) => input.terraform.get(file) ?? [])
  const part = (key: unknown[], run: (into: RunReport) => void): void => {
    const work = () => {
      const into = emptyReport()
      run(into)
      return into
    }
    merge(report, memo ? memo(JSON.stringify(key), work) : work())
  }
  const samplesFiles = contexts.samples?.configuration ?? []
  const samplesConfig = configOf(samplesFiles, input.terraform)
  const placed = new Set<string>()

  for (const [name, spec] of Object.entries(contexts)) {
    if (spec.like || !spec.pages?.length) continue
    spec.pages.forEach((file) => placed.add(file))
    const files = [...(spec.configuration ?? []), ...spec.pages]
    part([name, spec, ...shared(name), terraformOf(files), spec.pages.map((file) => input.requests.get(file) ?? [])], (into) => {
      const applied: string[] = [...(spec.configuration ?? [])]
      const { workspace, recorder } = fresh(name, configOf(applied, input.terraform))
      for (const file of spec.pages!) {
        if (!spec.configuration) applied.push(file)
        // A tutorial page applies its blocks as the reader does: a request sees the blocks above it.
        const configure = spec.configuration ? undefined : (line: number) => (workspace.config = configOf(applied, input.terraform, line))
        runPage(workspace, name, input.requests.get(file) ?? [], input, into, configure, recorder)
      }
    })
  }
  for (const [file, pairs] of input.requests) {
    if (placed.has(file) || pairs.length === 0) continue
    part(["default", file, ...shared("default"), terraformOf(samplesFiles), pairs], (into) => {
      const { workspace, recorder } = fresh("default", samplesConfig)
      runPage(workspace, "default", pairs, input, into, undefined, recorder)
    })
  }
  const examplePair = (file: string, line: number, example: ErrorExample, run?: string): RequestPair => ({
    file,
    line,
    ...(run ? { run } : {}),
    query: example.request ?? "",
    ...(example.variables ? { variables: JSON.parse(example.variables) as JsonObject } : {}),
    response: { line, value: JSON.parse(example.response) as JsonObject },
    ...(example.caller ? { caller: example.caller } : {}),
    ...(example.at ? { at: example.at } : {}),
    volatile: example.volatile ?? [],
    ...(example.nocheck ? { nocheck: example.nocheck } : example.request ? {} : { nocheck: "a management API request" }),
  })
  const examples = [
    ...input.examples.entries.map(({ example, line, run }) => examplePair(input.examples.file, line, example, run)),
    ...(input.errorExamples?.entries ?? []).map(({ example, line, run }) => examplePair(input.errorExamples!.file, line, example, run)),
  ]
  part(["samples", ...shared("samples"), terraformOf(samplesFiles), examples], (into) => {
    for (const pair of examples) {
      const { workspace, recorder } = fresh("samples", samplesConfig)
      // An example the reference shows with Run keeps its plan under its key.
      runPage(workspace, "samples", [pair], input, into, undefined, pair.run ? recorder : undefined)
    }
  })
  return report
}

/** Sends a request whose answer isn't compared; what it writes stays, whatever it answers. */
function runQuietly(workspace: Workspace, pair: RequestPair, input: RunInput, recorder?: PlanRecorder): void {
  const callerName = pair.caller ?? (pair.token ? input.workspaces.tokens[pair.token] : undefined)
  const caller = callerOf(callerName, workspace.users)
  if (typeof caller === "string") return
  recorder?.step(stepOf(pair, callerName), workspace.config)
  try {
    executeRequest(workspace, { query: pair.query, variables: pair.variables, caller, at: pair.at }, { runScript: recorder?.recording(input.runScript) ?? input.runScript })
  } catch (error) {
    if (!(error instanceof ModelRefusal)) throw error
  }
}

/** A request as a plan keeps it. */
const stepOf = (pair: RequestPair, callerName: string | undefined) => ({
  query: pair.query,
  ...(pair.variables ? { variables: pair.variables } : {}),
  caller: callerName ?? "member",
  ...(pair.at ? { at: pair.at } : {}),
})

function runPage(
  workspace: Workspace,
  context: string,
  pairs: RequestPair[],
  input: RunInput,
  report: RunReport,
  configure?: (line: number) => void,
  recorder?: PlanRecorder,
): void {
  const blocks: Record<string, number> = {}
  for (const pair of pairs) {
    const where = `${pair.file}:${pair.line}`
    configure?.(pair.line)
    if (pair.nocheck !== undefined) {
      report.nocheck.push(`${where} ${pair.nocheck}`)
      // Not compared, but still sent: a tutorial's later pages see what it wrote.
      runQuietly(workspace, pair, input, recorder)
      continue
    }
    const callerName = pair.caller ?? (pair.token === "" ? "invalid-token" : pair.token ? input.workspaces.tokens[pair.token] : undefined)
    if (pair.token && !pair.caller && !input.workspaces.tokens[pair.token]) {
      report.problems.push(`${where} the request sends $${pair.token}, which content/workspaces.yaml's tokens don't name: add it there or set caller="…"`)
      continue
    }
    const caller = callerOf(callerName, workspace.users)
    if (typeof caller === "string") {
      report.problems.push(`${where} ${caller}`)
      continue
    }
    let actual
    const step = recorder?.step(stepOf(pair, callerName), workspace.config)
    try {
      actual = executeRequest(workspace, { query: pair.query, variables: pair.variables, caller, at: pair.at }, { runScript: recorder?.recording(input.runScript) ?? input.runScript })
    } catch (error) {
      if (!(error instanceof ModelRefusal)) throw error
      report.problems.push(`${where} the workspace model can't run this request (${error.message}); if the docs don't say what happens, mark it nocheck="…" with the reason`)
      continue
    }
    report.executed[context] = (report.executed[context] ?? 0) + 1
    if (step !== undefined && !pair.curl) blocks[pair.run ?? pair.line] = step
    if (!pair.response) continue
    report.compared++
    const differences = responseDifferences(pair.response.value, actual, pair.volatile, 5, new Set(input.knownIds.map((known) => known.id)))
    if (differences.length === 0) continue
    report.problems.push(
      `${pair.file}:${pair.response.line} the response shown is not what the request at line ${pair.line} returns in context "${context}": ` +
        differences.map(describeDifference).join("; "),
    )
  }
  // The page's plan as it stands after its last request: a tutorial's later pages go on from it.
  if (recorder && pairs.length > 0 && Object.keys(blocks).length > 0) {
    report.pages.push({ file: pairs[0].file, plan: JSON.parse(JSON.stringify(recorder.plan)) as RunPlan, blocks })
  }
}
