import { getNamedType, isEnumType, isNonNullType, isObjectType, type GraphQLSchema } from "graphql"
import type { ErrorCatalogue } from "../../../reference/errorCatalogue"
import { entryLine } from "../../../reference/loadYaml"
import { OPERATIONS_FILE, type Access, type DeclaredError, type OperationsFile } from "../../../reference/operationBehaviour"
import { statuses, type StatusTransitions } from "../../../reference/statusFlow"
import { withSchemas, type SiteCheck } from "../siteCheck"

/** The problems of an operation's transitions against the schema: a field its result lacks, or a status its enum lacks. */
export function transitionProblems(transitions: StatusTransitions, schema: GraphQLSchema, operation: string, where: string): string[] {
  const field = schema.getMutationType()?.getFields()[operation]
  const result = field && getNamedType(field.type)
  const statusField = result && isObjectType(result) ? result.getFields()[transitions.field] : undefined
  const statusType = statusField && getNamedType(statusField.type)
  if (!statusType || !isEnumType(statusType)) return [`${where}: ${operation}'s transitions name ${transitions.field}, which is no enum field of its result`]
  const values = new Set(statusType.getValues().map((value) => value.name))
  return statuses(transitions)
    .filter((status) => !values.has(status))
    .map((status) => `${where}: ${operation}'s transitions name ${status}, which ${statusType.name} doesn't have`)
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

/** operations.yaml: one entry per query and mutation, its errors in errors.yaml, idempotent said, access and transitions real. */
export const operationBehaviour: SiteCheck = {
  name: "operation behaviour",
  run: withSchemas((_context, schemas) => ({
    problems: checkOperationBehaviour(schemas.operations, schemas.graphql, schemas.errors, schemas.texts.operations),
  })),
}
