import { entryLine } from "../../../reference/loadYaml"
import { OPERATIONS_FILE, type OperationsFile } from "../../../reference/operationBehaviour"
import { errorSurface, sameError, type SurfaceError } from "../../../workspace/errorSurface"
import type { Workspace } from "../../../workspace/workspace"
import { executeRequest, type ExecuteOptions } from "../../../workspace/executeRequest"
import { ModelRefusal } from "../../../workspace/workspaceErrors"
import { configFromTerraform } from "../../../workspace/configFromTerraform"
import { permissionSummary } from "../../../workspace/permissionSummary"
import { SCHEMA_FILES, type Resource } from "../../../reference/sources"

const RESOURCES_FILE = SCHEMA_FILES.resources
import type { OperationExample } from "../../../reference/operationExamples"

// What operations.yaml says each operation can fail with, checked against the workspace model: an error the
// model can't return for the operation, or one it can that isn't listed, fails with the operation's line.

const describe = (error: SurfaceError) => [error.code, error.reason && `reason ${error.reason}`, error.step && `step ${error.step}`].filter(Boolean).join(", ")

export interface OperationCheck {
  problems: string[]
  /** Operations whose errors were compared with the model's. */
  derived: number
}

/** Each operation's declared errors against the errors the model can return (a time limit's TIMEOUT is the platform's, stated, not run). */
export function checkOperationErrors(workspace: Workspace, operations: OperationsFile, text: string): OperationCheck {
  const problems: string[] = []
  let derived = 0
  const mutations = workspace.schema.getMutationType()?.getFields() ?? {}
  for (const entry of operations.operations) {
    const line = entryLine(text, "operation", entry.operation)
    const surface = errorSurface(workspace, entry.operation, Boolean(mutations[entry.operation]))
    const declared = entry.errors.filter((error) => !(error.code === "TIMEOUT" && !error.reason && !error.step))
    derived++
    for (const error of declared) {
      if (!surface.some((possible) => sameError(possible, error))) {
        problems.push(`${OPERATIONS_FILE}:${line} ${entry.operation}: the workspace model can't return ${describe(error)} for it; remove the entry, or say in the docs when it happens`)
      }
    }
    for (const error of surface) {
      if (!declared.some((listed) => sameError(listed, error))) problems.push(`${OPERATIONS_FILE}:${line} ${entry.operation}: it can return ${describe(error)}; list it with when it happens`)
    }
  }
  return { problems, derived }
}

/** What sending a mutation's example a second time did, on a fresh sample workspace. */
export interface Repeat {
  /** The records' data is as the first send left it (times and versions aside). */
  sameData: boolean
  /** The second send stored another version or emitted another change. */
  addsVersion: boolean
  addsEvent: boolean
}

/** Sends the example twice and compares what each send left. */
export function repeatOf(workspace: Workspace, example: OperationExample, options: ExecuteOptions = {}): Repeat {
  const request = { query: example.request, variables: example.variables ? JSON.parse(example.variables) : undefined, caller: { kind: "member" as const, role: "owner" as const }, at: example.at }
  const send = () => executeRequest(workspace, request, options)
  send()
  const first = { data: dataOf(workspace), versions: countOf(workspace, "versions"), events: countOf(workspace, "events") }
  send()
  return { sameData: dataOf(workspace) === first.data, addsVersion: countOf(workspace, "versions") > first.versions, addsEvent: countOf(workspace, "events") > first.events }
}

/**
 * "Idempotent" has one meaning (the errors page): a repeat leaves the records' data as one send left it. Each
 * mutation's `idempotent` in operations.yaml must be what sending its example twice shows.
 */
export function checkRepeats(
  fresh: () => Workspace,
  operations: OperationsFile,
  examples: OperationExample[],
  text: string,
  options: ExecuteOptions = {},
): { problems: string[]; repeated: number } {
  const problems: string[] = []
  let repeated = 0
  for (const entry of operations.operations) {
    const example = examples.find((candidate) => candidate.operation === entry.operation)
    if (entry.idempotent === undefined || !example || example.nocheck !== undefined) continue
    const where = `${OPERATIONS_FILE}:${entryLine(text, "operation", entry.operation)} ${entry.operation}`
    let repeat: Repeat
    try {
      repeat = repeatOf(fresh(), example, options)
    } catch (error) {
      if (!(error instanceof ModelRefusal)) throw error
      problems.push(`${where}: the workspace model can't send its example twice (${error.message})`)
      continue
    }
    repeated++
    if (repeat.sameData !== entry.idempotent) {
      problems.push(
        `${where}: idempotent is ${entry.idempotent}, but sending its example ` +
          `twice ${repeat.sameData ? "leaves the data as one send did" : "changes the data again"}: write idempotent: ${repeat.sameData}`,
      )
    }
  }
  return { problems, repeated }
}

const MOVING = new Set(["updatedAt", "version"])

/** The records' data, without what every write moves (its time and version). */
function dataOf(workspace: Workspace): string {
  return JSON.stringify([...workspace.types.keys()].map((type) => workspace.store.all(type).map((record) => Object.entries(record).filter(([field]) => !MOVING.has(field)))))
}

function countOf(workspace: Workspace, what: "versions" | "events"): number {
  return [...workspace.types.keys()].reduce(
    (sum, type) =>
      sum + (what === "events" ? workspace.store.changes(type).length : workspace.store.all(type).reduce((count, record) => count + workspace.store.versions(type, record.id).length, 0)),
    0,
  )
}

/**
 * The reference's own examples of the running example's StrataDB types (resources.yaml) against the configuration
 * the pages apply: who may do what, what is unique, and where relations point, so a copy in the reference can't
 * drift from the tutorials.
 */
export function checkReferenceTypes(samples: Workspace, resources: Resource[], text: string): string[] {
  const problems: string[] = []
  const examples = resources.filter((resource) => resource.terraform.resource === "strata_stratadb_type" && resource.example)
  for (const resource of examples) {
    const values = resource.example!.values
    const config = configFromTerraform([{ resource: { strata_stratadb_type: { [resource.example!.terraform ?? resource.name]: [values] } } }])
    const line = text.split("\n").findIndex((entry) => entry.trim() === `- name: ${resource.name}`) + 1
    for (const [type, declared] of Object.entries(config.types)) {
      const applied = samples.config.types[type]
      if (!applied) continue
      const where = `${RESOURCES_FILE}:${line} the example of ${type}`
      const groups = (typeConfig: typeof declared) => permissionSummary({ types: { [type]: typeConfig }, resolvers: {} }, samples.types).groups
      const [shown, real] = [JSON.stringify(groups(declared)), JSON.stringify(groups(applied))]
      if (declared.permissions && shown !== real) problems.push(`${where}: its permissions give ${shown}, the running example's configuration ${real}`)
      for (const [field, relation] of Object.entries(declared.relations)) {
        const other = applied.relations[field]
        if (other && JSON.stringify(other) !== JSON.stringify(relation)) problems.push(`${where}: ${field}'s relation is ${JSON.stringify(relation)}, the running example's ${JSON.stringify(other)}`)
      }
      const missing = applied.unique.filter((field) => field in (values.fields as object) && !declared.unique.includes(field))
      if (missing.length) problems.push(`${where}: ${missing.join(", ")} is unique in the running example, not here`)
    }
  }
  return problems
}
