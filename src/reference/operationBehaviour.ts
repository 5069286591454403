import { isNonNullType, type GraphQLSchema } from "graphql"
import { entryLine, loadYaml } from "./loadYaml"
import type { ErrorCatalogue, RetryKind } from "./errorCatalogue"
import { transitionProblems, type StatusTransitions } from "./statusFlow"

// What each query and mutation does beyond its signature (content/schema/operations.yaml): who may call
// it, its side effects and limits, and the errors it can return. The reference renders it; the checks
// of guides' responses and retry advice read it.

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

function accessProblems(access: Access | undefined, schema: GraphQLSchema): string[] {
  if (!access || typeof access !== "object") return ["needs an access"]
  if ("type" in access) {
    const problems = schema.getType(access.type) ? [] : [`access names the type ${access.type}, which strata.graphql doesn't have`]
    const actions = new Set(["read", "create", "update", "delete"])
    for (const action of access.actions ?? []) {
      if (!actions.has(action)) problems.push(`access: ${action} is not a permission action (read, create, update, delete)`)
    }
    return problems
  }
  if ("resolver" in access) {
    return (access.steps ?? []).flatMap((step) => {
      const [action, type] = step.split(" ")
      return schema.getType(type) && ["read", "create", "update", "delete"].includes(action) ? [] : [`access: step "${step}" is not "<action> <Type>"`]
    })
  }
  return "members" in access || "anyone" in access ? [] : ["access is none of type, resolver, members or anyone"]
}

/**
 * Every query and mutation has one entry; every code and reason is in errors.yaml and a reason belongs to
 * its code; every mutation says whether it is idempotent; access names real types. "file:line message".
 */
export function checkOperationBehaviour(file: OperationsFile, schema: GraphQLSchema, catalogue: ErrorCatalogue, text: string): string[] {
  const problems: string[] = []
  const queries = Object.keys(schema.getQueryType()?.getFields() ?? {})
  const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {})
  const codes = new Set(catalogue.codes.map((entry) => entry.code))
  const reasons = new Map(catalogue.reasons.map((entry) => [entry.reason, entry.code]))
  const checkError = (where: string, error: DeclaredError) => {
    if (!codes.has(error.code)) problems.push(`${where} error code ${error.code} is not in content/schema/errors.yaml`)
    if (error.reason !== undefined) {
      const owner = reasons.get(error.reason)
      if (!owner) problems.push(`${where} reason ${error.reason} is not in content/schema/errors.yaml`)
      else if (owner !== error.code) problems.push(`${where} reason ${error.reason} belongs to ${owner}, not ${error.code}`)
    }
    if (!error.when) problems.push(`${where} the error ${error.code} needs a "when"`)
  }
  for (const error of file.everyOperation) {
    const line = text.split("\n").findIndex((entry) => entry.includes(`code: ${error.code}`)) + 1
    checkError(`${OPERATIONS_FILE}:${line}`, error)
  }
  const seen = new Set<string>()
  for (const entry of file.operations) {
    const where = `${OPERATIONS_FILE}:${entryLine(text, "operation", entry.operation)}`
    const isMutation = mutations.includes(entry.operation)
    if (!isMutation && !queries.includes(entry.operation)) {
      problems.push(`${where} ${entry.operation} is neither a query nor a mutation of strata.graphql`)
      continue
    }
    if (entry.transitions) problems.push(...transitionProblems(entry.transitions, schema, entry.operation, where))
    if (seen.has(entry.operation)) problems.push(`${where} ${entry.operation} has a second entry; keep one`)
    seen.add(entry.operation)
    if (isMutation && typeof entry.idempotent !== "boolean") problems.push(`${where} the mutation ${entry.operation} needs idempotent: true or false`)
    if (!isMutation && entry.idempotent !== undefined) problems.push(`${where} ${entry.operation} is a query: idempotent is for mutations`)
    problems.push(...accessProblems(entry.access, schema).map((problem) => `${where} ${entry.operation}: ${problem}`))
    for (const error of entry.errors ?? []) checkError(`${where} ${entry.operation}:`, error)
    // A non-null result that can't fail is a promise the errors list must keep: every mutation can be refused.
    const field = schema.getMutationType()?.getFields()[entry.operation]
    if (field && isNonNullType(field.type) && (entry.errors ?? []).length === 0) problems.push(`${where} the mutation ${entry.operation} declares no errors`)
  }
  for (const name of [...queries, ...mutations]) {
    if (!seen.has(name)) problems.push(`${OPERATIONS_FILE}: the ${queries.includes(name) ? "query" : "mutation"} ${name} has no entry`)
  }
  return problems
}
