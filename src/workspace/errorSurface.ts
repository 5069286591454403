import { Kind, parse, type FieldNode, type OperationDefinitionNode } from "graphql"
import { rootOperation } from "./schemaModel"
import type { WorkspaceConfig } from "./types"
import type { Workspace } from "./workspace"

// The errors an operation can return, read off the model: what each kind of generated field refuses, given the
// configuration (unique fields, RESTRICT relations, rules), and for a pipeline resolver what each of its steps
// can fail with. The reference's error lists and retry advice are checked against this, so a page can't list
// an error that can't happen or leave out one that can.

export interface SurfaceError {
  code: string
  reason?: string
  step?: string
}

const key = (error: SurfaceError) => [error.code, error.reason ?? "", error.step ?? ""].join("|")

function unique(errors: SurfaceError[]): SurfaceError[] {
  const seen = new Map<string, SurfaceError>()
  for (const error of errors) seen.set(key(error), error)
  return [...seen.values()]
}

/** The errors of one root field of Query or Mutation, besides those every request can fail with. */
export function errorSurface(workspace: Workspace, field: string, mutation: boolean, depth = 0): SurfaceError[] {
  const root = rootOperation(field, workspace.types, mutation)
  const config: WorkspaceConfig = workspace.config
  if (!root) return []
  if (root.kind === "me") return []
  if (root.kind === "resolver") return resolverSurface(workspace, root.name, depth)
  const type = config.types[root.type]
  const hasUnique = (type?.unique.length ?? 0) > 0 || (type?.uniqueIndexes?.length ?? 0) > 0
  const restricted = Object.values(config.types).some((other) => Object.values(other.relations).some((relation) => relation.type === root.type && relation.onDelete === "RESTRICT"))
  const denied: SurfaceError = { code: "PERMISSION_DENIED" }
  const invalid: SurfaceError = { code: "VALIDATION_FAILED" }
  const duplicate: SurfaceError[] = hasUnique ? [{ code: "VALIDATION_FAILED", reason: "UNIQUE_VIOLATION" }] : []
  switch (root.kind) {
    case "get":
      return [denied]
    case "list":
    case "aggregate":
    case "versions":
    case "vectorSearch":
      return [denied, { code: "BAD_REQUEST" }]
    case "changes":
      return [denied, { code: "BAD_REQUEST" }, invalid]
    case "create":
      return [denied, invalid, ...duplicate]
    case "update":
      return [{ code: "NOT_FOUND" }, denied, invalid, ...duplicate, ...(workspace.types.get(root.type)?.versioned ? [{ code: "VALIDATION_FAILED", reason: "VERSION_CONFLICT" }] : [])]
    case "delete":
      return [{ code: "NOT_FOUND" }, denied, ...(restricted ? [invalid] : [])]
    case "publish":
      return [{ code: "NOT_FOUND" }, denied, invalid]
    case "restore":
      return [{ code: "NOT_FOUND" }, denied, invalid, ...duplicate]
    case "bulkUpsert":
      return [{ code: "BAD_REQUEST" }, denied, invalid, ...duplicate]
  }
}

/** A resolver: refused by its rules, then each step's failures with the step's name. */
function resolverSurface(workspace: Workspace, name: string, depth: number): SurfaceError[] {
  const resolver = workspace.config.resolvers[name]
  if (!resolver || depth > 3) return []
  const errors: SurfaceError[] = [{ code: "PERMISSION_DENIED" }]
  for (const step of resolver.steps) {
    if (step.kind === "validate") errors.push({ code: "VALIDATION_FAILED", step: step.name })
    else if (step.kind === "script") errors.push({ code: "INTERNAL", step: step.name })
    else {
      const operation = parse(step.query).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition")
      // A step's document was checked against the schema when the resolver was planned, and it runs as the
      // caller: it can be denied, and a write can break a rule of its type. A record a step found earlier in the
      // same call is still there, so NOT_FOUND and request errors don't reach the caller from a step.
      for (const selection of operation?.selectionSet.selections ?? []) {
        if (selection.kind !== "Field") continue
        const written = writtenFields(selection)
        for (const error of errorSurface(workspace, selection.name.value, operation?.operation === "mutation", depth + 1)) {
          // A duplicate needs a unique field among those the step writes (when its input is written out).
          if (error.reason === "UNIQUE_VIOLATION" && written && !writesUnique(workspace, selection.name.value, written)) continue
          if (error.code === "PERMISSION_DENIED" || (error.code === "VALIDATION_FAILED" && error.reason !== "VERSION_CONFLICT" && operation?.operation === "mutation")) {
            errors.push({ code: error.code, ...(error.reason ? { reason: error.reason } : {}), step: step.name })
          }
        }
      }
    }
  }
  return unique(errors)
}

/** The fields a step's `input: { … }` writes, when the document writes them out (not a variable). */
function writtenFields(selection: FieldNode): string[] | undefined {
  const input = selection.arguments?.find((argument) => argument.name.value === "input")?.value
  return input?.kind === Kind.OBJECT ? input.fields.map((field) => field.name.value) : undefined
}

function writesUnique(workspace: Workspace, field: string, written: string[]): boolean {
  const root = rootOperation(field, workspace.types, true)
  const type = root && "type" in root ? workspace.config.types[root.type] : undefined
  const uniqueFields = [...(type?.unique ?? []), ...(type?.uniqueIndexes ?? []).flatMap((index) => index.fields)]
  return written.some((name) => uniqueFields.includes(name))
}

/** Whether two error descriptions are the same error. */
export const sameError = (a: SurfaceError, b: SurfaceError) => key(a) === key(b)
