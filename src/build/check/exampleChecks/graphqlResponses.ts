import { getVariableValues } from "graphql/execution/values"
import {
  getNamedType,
  GraphQLError,
  isCompositeType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql"
import { behaviourByOperation, declaresError, OPERATIONS_FILE, type OperationsFile } from "../../../reference/operationBehaviour"
import { checkResponseShape, rootFieldsOf } from "../../../reference/responseShape"
import type { CodeBlock } from "./codeBlocks"

// A page shows a request and then the response it returns: a ```json block whose object has "data" or
// "errors" answers the ```graphql block before it on the same page, unless another code block (a curl
// command, SDK code) stands between them. Each such response is checked as the
// reference's examples are (fields, scalars, nulls with the spec's null propagation), and each error it
// shows must be one operations.yaml declares for the operation: its code, reason and resolver step.

export interface ResponseCheck {
  problems: string[]
  /** Responses checked against their request. */
  checked: number
  /** Responses not checked, "file:line why": no request before them, or a request marked nocheck. */
  skipped: string[]
}

interface Request {
  block: CodeBlock
  document?: DocumentNode
}

type JsonObject = Record<string, unknown>
const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === "object" && !Array.isArray(value)

/** The parsed JSON of a block when it is a GraphQL response: an object of "data", "errors" and "extensions" with one of the first two. */
export function asResponse(block: CodeBlock): JsonObject | undefined {
  if (block.lang !== "json") return undefined
  let value: unknown
  try {
    value = JSON.parse(block.value)
  } catch {
    return undefined
  }
  if (!isObject(value) || !("data" in value || "errors" in value)) return undefined
  return Object.keys(value).every((key) => key === "data" || key === "errors" || key === "extensions") ? value : undefined
}

function parsedRequest(block: CodeBlock, schema: GraphQLSchema): DocumentNode | undefined {
  try {
    const document = parse(block.value)
    return validate(schema, document).length === 0 ? document : undefined
  } catch (error) {
    if (error instanceof GraphQLError) return undefined
    throw error
  }
}

/** The file line of the first line of a block that contains `text` (the block's first line when none does). */
function lineOf(block: CodeBlock, text: string): number {
  const index = block.value.split("\n").findIndex((line) => line.includes(text))
  return block.line + Math.max(index, 0)
}

/** Which operation an error belongs to: the root field its path starts at (by response key), or the request's only root field. */
function operationOfError(error: JsonObject, document: DocumentNode, schema: GraphQLSchema): string | undefined {
  const roots = rootFieldsOf(schema, document)
  const first = Array.isArray(error.path) ? error.path[0] : undefined
  if (typeof first === "string") {
    for (const definition of document.definitions) {
      if (definition.kind !== "OperationDefinition") continue
      for (const selection of definition.selectionSet.selections) {
        if (selection.kind === "Field" && (selection.alias?.value ?? selection.name.value) === first) return selection.name.value
      }
    }
  }
  return roots.length === 1 ? roots[0].field : undefined
}

function errorProblems(response: JsonObject, document: DocumentNode, schema: GraphQLSchema, operations: OperationsFile, block: CodeBlock): string[] {
  const problems: string[] = []
  const byOperation = behaviourByOperation(operations)
  for (const error of Array.isArray(response.errors) ? response.errors : []) {
    if (!isObject(error)) continue
    const extensions = isObject(error.extensions) ? error.extensions : {}
    const code = typeof extensions.code === "string" ? extensions.code : undefined
    if (!code) {
      problems.push(`${block.file}:${lineOf(block, String(error.message ?? '"errors"'))} GraphQL response: an error without extensions.code; every ` +
        `error carries its code`)
      continue
    }
    const operation = operationOfError(error, document, schema)
    const reason = typeof extensions.reason === "string" ? extensions.reason : undefined
    const step = typeof extensions.step === "string" ? extensions.step : undefined
    if (declaresError(operations, operation ? byOperation.get(operation) : undefined, { code, reason, step })) continue
    const what = [`code ${code}`, reason ? `reason ${reason}` : "", step ? `step ${step}` : ""].filter(Boolean).join(", ")
    const where = operation ? `for ${operation}` : "for any operation of this request"
    problems.push(`${block.file}:${lineOf(block, step ?? reason ?? code)} GraphQL response: the error (${what}) is not declared ${where} in ${OPERATIONS_FILE}`)
  }
  return problems
}

/**
 * For a response shown without its request: a document selecting the root fields that its `data` and its
 * errors' paths name, when each is a root field of one operation type. Its selections are left empty,
 * so only the root level is checked.
 */
function requestFromResponse(response: JsonObject, schema: GraphQLSchema): DocumentNode | undefined {
  const names = new Set<string>(isObject(response.data) ? Object.keys(response.data) : [])
  for (const error of Array.isArray(response.errors) ? response.errors : []) {
    if (isObject(error) && Array.isArray(error.path) && typeof error.path[0] === "string") names.add(error.path[0])
  }
  if (names.size === 0) return undefined
  for (const [keyword, root] of [["query", schema.getQueryType()], ["mutation", schema.getMutationType()]] as const) {
    const fields = root?.getFields() ?? {}
    if ([...names].every((name) => fields[name])) {
      return parse(`${keyword} { ${[...names].map((name) => `${name}${selectionOf(fields[name].type)}`).join(" ")} }`, { noLocation: true })
    }
  }
  return undefined
}

// A placeholder selection for an object result, so the document parses; its fields are not compared.
const selectionOf = (type: GraphQLOutputType) => (isCompositeType(getNamedType(type)) ? " { __typename }" : "")

/** The root-level problems of a response shown without its request: a null where a non-null root field failed, or no data beside errors with a path. */
function unpairedProblems(response: JsonObject, document: DocumentNode, schema: GraphQLSchema, block: CodeBlock): string[] {
  return checkResponseShape(schema, document, response)
    .filter((problem) => /^data(?:\.\w+)?: (?:null|missing \(a response)/.test(problem))
    .map((problem) => `${block.file}:${lineOf(block, '"data"')} GraphQL response: ${problem}`)
}

/**
 * A ```json block after a request whose keys are all variables the request declares is its variables:
 * they must coerce to the declared types (a required input field given, a number where an Int belongs).
 */
function variablesProblems(block: CodeBlock, document: DocumentNode, schema: GraphQLSchema): string[] {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
  const declared = operation?.variableDefinitions ?? []
  if (!operation || declared.length === 0) return []
  let value: unknown
  try {
    value = JSON.parse(block.value)
  } catch {
    return []
  }
  const names = new Set(declared.map((definition) => definition.variable.name.value))
  if (!isObject(value) || Object.keys(value).length === 0 || !Object.keys(value).every((key) => names.has(key))) return []
  const { errors } = getVariableValues(schema, declared, value)
  return (errors ?? []).map((error) => `${block.file}:${block.line} GraphQL variables: ${error.message}`)
}

/** Every response a page shows after a request: the shape against the request, the errors against the operation's declared errors. */
export function checkGraphqlResponses(blocks: CodeBlock[], schema: GraphQLSchema, operations: OperationsFile): ResponseCheck {
  const result: ResponseCheck = { problems: [], checked: 0, skipped: [] }
  let request: Request | undefined
  for (const block of blocks) {
    if (request && request.block.file !== block.file) request = undefined
    if (block.lang === "graphql") {
      request = { block, document: block.nocheck === undefined ? parsedRequest(block, schema) : undefined }
      continue
    }
    const response = asResponse(block)
    if (!response) {
      // A request sent another way (curl, the SDK) stands between: what follows answers that one.
      if (block.lang !== "json") request = undefined
      else if (request?.document) result.problems.push(...variablesProblems(block, request.document, schema))
      continue
    }
    if (!request?.document) {
      // Without its request, what the response itself says is still checked: its root fields' nulls and its errors.
      const document = requestFromResponse(response, schema)
      if (!document) {
        result.skipped.push(`${block.file}:${block.line} ${request ? "its request is not checked (nocheck or invalid)" : "no request before it on the page"}`)
        continue
      }
      result.checked++
      result.problems.push(...unpairedProblems(response, document, schema, block), ...errorProblems(response, document, schema, operations, block))
      continue
    }
    result.checked++
    for (const problem of checkResponseShape(schema, request.document, response)) {
      const key = /^data((?:\.\w+)*)/.exec(problem)?.[1]?.split(".").pop()
      result.problems.push(`${block.file}:${key ? lineOf(block, `"${key}"`) : block.line} GraphQL response: ${problem} (the request is at line ` +
        `${request.block.line})`)
    }
    result.problems.push(...errorProblems(response, request.document, schema, operations, block))
  }
  return result
}
