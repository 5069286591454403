import type { GraphQLSchema } from "graphql"
import { loadYaml } from "./loadYaml"
import type { RetryKind } from "./errorCatalogue"
import type { StatusTransitions } from "./statusFlow"

// What each query and mutation does beyond its signature (content/schema/operations.yaml): who may call
// it, its side effects and limits, and the errors it can return. The reference renders it; the build checks it
// (src/build/check/reference/operationBehaviour.ts) and the checks of guides' responses and retry advice read it.

export const OPERATIONS_FILE = "content/schema/operations.yaml"

/** One error an operation can return: its code, and the `reason` or resolver `step` it carries. */
export interface DeclaredError {
  code: string
  reason?: string
  step?: string
  when: string
}

/** Who may call an operation: one of the four shapes operations.yaml explains. */
export type Access =
  | { type: string; actions: string[] }
  /** A pipeline resolver: `true` in operations.yaml; the groups that may call it and its steps come from the configuration. */
  | { resolver: true | string[]; steps?: string[] }
  | { members: true }
  | { anyone: true }

export interface OperationBehaviour {
  operation: string
  /** Mutations only: whether sending it twice leaves the data as sending it once. */
  idempotent?: boolean
  access: Access
  effects?: string
  /** The statuses the operation moves a record through (`setOrderStatus`): stated and drawn in its entry. */
  transitions?: StatusTransitions
  limits?: string
  errors: DeclaredError[]
}

export interface OperationsFile {
  /** The IMS's groups and the actions their rules allow on each type: read off the configuration (withPermissions), never written here. */
  groups: Record<string, Record<string, string[]>>
  /** Errors any operation can return: the request as a whole failed. */
  everyOperation: DeclaredError[]
  operations: OperationBehaviour[]
}

/** operations.yaml, parsed; a file without an `operations` list fails naming the file. */
export function parseOperations(text: string): OperationsFile {
  const raw = loadYaml(text, OPERATIONS_FILE) as {
    "every-operation"?: DeclaredError[]
    operations?: OperationBehaviour[]
  } | null
  if (!raw || !Array.isArray(raw.operations)) throw new Error(`${OPERATIONS_FILE}: needs an "operations" list`)
  // An operation that lists no errors (`errors:` left empty) has none of its own.
  const operations = raw.operations.map((entry) => ({ ...entry, errors: entry.errors ?? [] }))
  return { groups: {}, everyOperation: raw["every-operation"] ?? [], operations }
}

/** Whether a root field is a query, an idempotent mutation or another mutation: which retry advice applies. */
export function retryKindOf(schema: GraphQLSchema, behaviour: OperationBehaviour | undefined, operation: string): RetryKind {
  if (schema.getQueryType()?.getFields()[operation]) return "queries"
  return behaviour?.idempotent ? "idempotent" : "other"
}

/** The entry of each operation by name. */
export function behaviourByOperation(file: OperationsFile): Map<string, OperationBehaviour> {
  return new Map(file.operations.map((entry) => [entry.operation, entry]))
}

/** Whether an operation may return this error: declared on it (code, and reason and step when given), or common to every operation. */
export function declaresError(
  file: OperationsFile,
  behaviour: OperationBehaviour | undefined,
  error: { code: string; reason?: string; step?: string },
): boolean {
  const matches = (declared: DeclaredError) =>
    declared.code === error.code && (declared.reason ?? undefined) === error.reason && (declared.step ?? undefined) === error.step
  if (behaviour?.errors.some(matches)) return true
  return error.reason === undefined && error.step === undefined && file.everyOperation.some((declared) => declared.code === error.code)
}
