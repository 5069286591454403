import { entryLine } from "../../../reference/loadYaml"
import { OPERATIONS_FILE, type OperationsFile } from "../../../reference/operationBehaviour"
import { errorSurface, sameError, type SurfaceError } from "../../../workspace/errorSurface"
import type { Workspace } from "../../../workspace/workspace"

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
