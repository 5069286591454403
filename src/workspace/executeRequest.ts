import {
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type OperationDefinitionNode,
} from "graphql"
import { checkLimits } from "./requestLimits"
import { runResolver, type ScriptRunner } from "./pipelineResolvers"
import { aggregateRecords, getRecord, listChanges, listRecords, listVersions, me, vectorSearch } from "./readFields"
import { rootOperation, type RootOperation } from "./schemaModel"
import { Session } from "./session"
import type { ResponseError, WorkspaceRequest, WorkspaceResponse } from "./types"
import { bulkUpsert, createRecord, deleteRecord, publishRecord, restoreRecord, updateRecord } from "./writeFields"
import { requireToken } from "./permissions"
import { FieldErrors, ModelRefusal, StrataError } from "./workspaceErrors"
import type { Workspace } from "./workspace"

// Runs a request on a workspace with graphql-js `execute` over the schema the reference renders, and answers
// as the wire does: `data` and `errors`, each error with its message, path and extensions (no locations).

type Args = Record<string, unknown>
const FROM_RESOLVER = Symbol("resolver result")

export interface ExecuteOptions {
  runScript?: ScriptRunner
}

/** Runs one request; a request the docs can't answer throws ModelRefusal. */
export function executeRequest(workspace: Workspace, request: WorkspaceRequest, options: ExecuteOptions = {}): WorkspaceResponse {
  const at = request.at ?? workspace.now
  let document: DocumentNode
  let session: Session
  try {
    requireToken(request.caller)
    session = new Session(workspace, request.caller, at)
    document = parse(request.query)
    const invalid = validate(workspace.schema, document)
    if (invalid.length > 0) return requestError("BAD_REQUEST", invalid[0].message)
    checkLimits(workspace.schema, document, request.variables ?? {}, request.operationName)
  } catch (error) {
    if (error instanceof StrataError) return requestError(error.code, error.message)
    if (error instanceof GraphQLError) return requestError("BAD_REQUEST", error.message)
    throw error
  }
  return run(session, document, request.variables ?? {}, request.operationName, options)
}

function run(session: Session, document: DocumentNode, variables: Args, operationName: string | undefined, options: ExecuteOptions): WorkspaceResponse {
  const workspace = session.workspace
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition" && (!operationName || definition.name?.value === operationName))
  const mutation = operation?.operation === "mutation"
  const result = execute({
    schema: workspace.schema,
    document,
    variableValues: variables,
    operationName,
    contextValue: session,
    fieldResolver: resolveField(mutation, options),
  })
  if ("then" in result) throw new ModelRefusal("the request ran asynchronously")
  const errors = (result.errors ?? []).flatMap(wireErrors)
  return { ...(errors.length ? { errors } : {}), ...("data" in result ? { data: (result.data as Args | null | undefined) ?? null } : {}) }
}

/** A step's operation, run as the resolver's caller: its data, or its first error thrown. */
function runStep(options: ExecuteOptions) {
  return (session: Session, query: string, variables: Args): Args => {
    const response = run(session, parse(query), variables, undefined, options)
    const [first] = response.errors ?? []
    if (first) throw new StrataError(first.extensions.code, first.message, first.extensions as object)
    return response.data ?? {}
  }
}

function resolveField(mutation: boolean, options: ExecuteOptions): GraphQLFieldResolver<unknown, Session, Args> {
  return (source, args, session, info) => {
    const workspace = session.workspace
    if (info.parentType === workspace.schema.getQueryType() || info.parentType === workspace.schema.getMutationType()) {
      const root = rootOperation(info.fieldName, workspace.types, mutation)
      if (!root) throw new ModelRefusal(`the model doesn't know what ${info.fieldName} does`)
      // A generated mutation is one transaction; a resolver's steps commit one by one, as the pipelines guide says.
      const transaction = mutation && root.kind !== "resolver"
      return transaction ? workspace.store.transaction(() => runRoot(session, root, args, options)) : runRoot(session, root, args, options)
    }
    const record = source as Args
    const shape = workspace.types.get(info.parentType.name)
    const forward = shape?.forward[info.fieldName]
    if (forward) {
      const id = record[forward.idField]
      return typeof id === "string" ? (session.readableRecord(forward.type, id) ?? null) : null
    }
    const backward = shape?.backward[info.fieldName]
    if (backward) return listRecords(session, backward.type, args, { field: backward.idField, id: String(record.id) })
    const value = record[info.fieldName]
    if (value === undefined && (record as { [FROM_RESOLVER]?: boolean })[FROM_RESOLVER]) {
      throw new ModelRefusal(`the resolver's result holds no ${info.parentType.name}.${info.fieldName}`)
    }
    return value ?? null
  }
}

function runRoot(session: Session, root: RootOperation, args: Args, options: ExecuteOptions): unknown {
  const schema = session.workspace.schema
  switch (root.kind) {
    case "get":
      return getRecord(session, root.type, args)
    case "list":
      return listRecords(session, root.type, args)
    case "aggregate":
      return aggregateRecords(session, root.type, args, schema)
    case "versions":
      return listVersions(session, root.type, args)
    case "changes":
      return listChanges(session, root.type, args)
    case "vectorSearch":
      return vectorSearch()
    case "me":
      return me(session)
    case "create":
      return createRecord(session, root.type, args)
    case "update":
      return updateRecord(session, root.type, args)
    case "delete":
      return deleteRecord(session, root.type, args)
    case "publish":
      return publishRecord(session, root.type, args)
    case "restore":
      return restoreRecord(session, root.type, args)
    case "bulkUpsert":
      return bulkUpsert(session, root.type, args)
    case "resolver": {
      const resolver = session.workspace.config.resolvers[root.name]
      if (!resolver) throw new ModelRefusal(`the pages declare no resolver ${root.name} in this context`)
      if (session.resolverStack.includes(root.name)) throw new ModelRefusal(`resolver ${root.name} calls itself`)
      const nested = new Session(session.workspace, session.caller, session.at, [...session.resolverStack, root.name])
      const result = runResolver(nested, resolver, args, runStep(options), options.runScript)
      return result && typeof result === "object" ? { ...result, [FROM_RESOLVER]: true } : result
    }
  }
}

/** One error as the wire carries it; a field with several errors (bulk upsert) gives one each; a refusal goes on. */
function wireErrors(error: GraphQLError): ResponseError[] {
  const original = error.originalError
  if (original instanceof ModelRefusal) throw original
  if (original instanceof FieldErrors) return original.errors.map((item) => wireError(item.message, error.path, item.extensions))
  if (original instanceof StrataError) return [wireError(original.message, error.path, original.extensions)]
  if (original && !(original instanceof GraphQLError)) throw original
  return [wireError(error.message, error.path, error.extensions.code ? error.extensions : { code: "BAD_REQUEST" })]
}

function wireError(message: string, path: readonly (string | number)[] | undefined, extensions: Args): ResponseError {
  return { message, ...(path ? { path: [...path] } : {}), extensions: extensions as ResponseError["extensions"] }
}

const requestError = (code: string, message: string): WorkspaceResponse => ({ errors: [{ message, extensions: { code } }] })
