import { buildSchema, type GraphQLSchema } from "graphql"
import { ERRORS_FILE, parseErrorCatalogue, type ErrorCatalogue } from "./errorCatalogue"
import { loadYaml } from "./loadYaml"
import { LIMITS_FILE, parseLimitPhrases, parseRates, type LimitPhrases, type RateLimit } from "./limitPhrases"
import { OPERATIONS_FILE, parseOperations, type OperationsFile } from "./operationBehaviour"
import { EXAMPLES_FILE, parseOperationExamples, type OperationExample } from "./operationExamples"
import { RELEASES_FILE, type Release } from "./releases"
import { parseSampleNames, SAMPLES_FILE, type SampleName } from "./sampleNames"
import { parseToolReleases, TOOL_RELEASES_FILE, type Tool } from "./toolReleases"

// The sources of truth of the reference pages and of the example checks (content/schema/, and the running
// example's names in content/samples.yaml), parsed. Pure: callers read the files (src/build/source/referenceSource
// reads them from the site root).

export const SCHEMA_DIR = "content/schema"
export const SCHEMA_FILES = {
  graphql: `${SCHEMA_DIR}/strata.graphql`,
  managementApi: `${SCHEMA_DIR}/management-api.yaml`,
  resources: `${SCHEMA_DIR}/resources.yaml`,
  errors: ERRORS_FILE,
  examples: EXAMPLES_FILE,
  limits: LIMITS_FILE,
  releases: RELEASES_FILE,
  operations: OPERATIONS_FILE,
  samples: SAMPLES_FILE,
  toolReleases: TOOL_RELEASES_FILE,
} as const
export type SchemaFileKind = keyof typeof SCHEMA_FILES

/** The sources also served for tools (editors, code generators, OpenAPI clients), at /schema/<name>. */
export const PUBLISHED_SCHEMA_FILES = [SCHEMA_FILES.graphql, SCHEMA_FILES.managementApi]

export type SchemaTexts = Record<SchemaFileKind, string>

/** One attribute of a resource, written once in snake_case (resources.yaml explains the fields). */
export interface ResourceAttribute {
  name: string
  type: string
  description: string
  required?: boolean
  computed?: boolean
  deprecated?: boolean
  default?: string
  views?: ("terraform" | "cue")[]
  /** The resource an object, list or map attribute holds (its attributes come from there). */
  resource?: string
  /** The attribute of `resource` that is the map key in Terraform (a list of items in CUE). */
  key?: string
  attributes?: ResourceAttribute[]
  /** What changing the attribute does to what exists; absent means it updates in place. */
  change?: AttributeChange
  /** The only values a string attribute (or each item of a list of strings) may take. */
  values?: string[]
  /** The resource (or one of the resources) whose name the value is: checked against samples.yaml or strata.graphql. */
  refers?: string | string[]
  /** For an optional argument with a security effect: what happens when it is left out. */
  without?: string
}

/** What destroying a resource does: whether it deletes data that the configuration can't bring back, and what. */
export interface ResourceDestroy {
  deletes_data: boolean
  description: string
}

export type TimeoutOperation = "create" | "update" | "delete"
export const TIMEOUT_OPERATIONS: TimeoutOperation[] = ["create", "update", "delete"]
/** The `timeouts` block a resource accepts: each operation's default (`10m`), and what takes the time. */
export type ResourceTimeouts = Partial<Record<TimeoutOperation, string>> & { description?: string }

/** `replace`: Terraform destroys and recreates the resource ("Forces replacement"); `deletes-data`: records or history are deleted. */
export type AttributeChange = "replace" | "deletes-data"
export const ATTRIBUTE_CHANGES: AttributeChange[] = ["replace", "deletes-data"]

export interface Resource {
  name: string
  title: string
  description: string
  deprecated?: boolean
  terraform: { resource?: string; import?: string; inline?: string }
  cue: { package?: string; definition?: string; inline?: string }
  /** What creates the resource besides Terraform; absent: the Console and a CUE manifest; empty: nothing any more. */
  created_by?: ResourceCreator[]
  attributes: ResourceAttribute[]
  /** Required of every resource with a Terraform resource of its own. */
  destroy?: ResourceDestroy
  timeouts?: ResourceTimeouts
  /** The resource as the running example has it, written to HCL and to CUE by the generators. */
  example?: ResourceExample
}

export type ResourceCreator = "console" | "stratactl" | "manifest"
export const RESOURCE_CREATORS: ResourceCreator[] = ["console", "stratactl", "manifest"]

/** An example in snake_case YAML: `terraform` is its label in HCL, `cue` the field that holds it in CUE. */
export interface ResourceExample {
  terraform?: string
  cue?: string
  values: Record<string, unknown>
}

// A deliberately small view of OpenAPI 3.1: what the reference shows.
export interface OpenApiSchema {
  type?: string
  format?: string
  description?: string
  required?: string[]
  properties?: Record<string, OpenApiSchema>
  maxLength?: number
  /** A value the API accepts but never returns, such as a secret's. */
  writeOnly?: boolean
  $ref?: string
}
export interface OpenApiMedia {
  schema?: OpenApiSchema
  example?: unknown
}
export interface OpenApiResponse {
  $ref?: string
  description?: string
  headers?: Record<string, { description?: string; schema?: OpenApiSchema }>
  content?: Record<string, OpenApiMedia>
}
export interface OpenApiParameter {
  name: string
  in: string
  required?: boolean
  description?: string
  schema?: OpenApiSchema
  example?: unknown
}
export interface OpenApiOperation {
  operationId: string
  summary: string
  description?: string
  tags?: string[]
  parameters?: OpenApiParameter[]
  requestBody?: { required?: boolean; content: Record<string, OpenApiMedia> }
  responses: Record<string, OpenApiResponse>
}
export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; summary?: string; description?: string }
  servers: { url: string; description?: string }[]
  tags?: { name: string; description?: string }[]
  paths: Record<string, Record<string, OpenApiOperation | OpenApiParameter[]>>
  components: {
    schemas: Record<string, OpenApiSchema>
    responses: Record<string, OpenApiResponse>
    securitySchemes?: Record<string, { type: string; scheme?: string; description?: string }>
  }
}

/** Everything the generators and checks read, parsed once. */
export interface ParsedSchemas {
  texts: SchemaTexts
  graphql: GraphQLSchema
  managementApi: OpenApiDocument
  resources: Resource[]
  errors: ErrorCatalogue
  /** A request and its response for each query and mutation (examples.yaml). */
  examples: OperationExample[]
  /** How pages phrase the schema's defaults and limits (limits.yaml). */
  limits: LimitPhrases[]
  /** The request rates of the APIs, with their numbers (limits.yaml's `rates`). */
  rates: RateLimit[]
  /** The releases of the GraphQL API, oldest first, each with its schema (releases.yaml); read by readSchemas, which reads the snapshots it names. */
  releases?: Release[]
  /** Who may call each operation, its effects and its errors (operations.yaml). */
  operations: OperationsFile
  /** The running example's names (the `names` of samples.yaml), which the resource examples use. */
  names: SampleName[]
  /** The tools the pages pin, with their releases (tool-releases.yaml). */
  tools: Tool[]
}

/** Parses the files; a syntax error names its file. */
export function parseSchemas(texts: SchemaTexts): ParsedSchemas {
  let graphql: GraphQLSchema
  try {
    graphql = buildSchema(texts.graphql)
  } catch (error) {
    throw new Error(`${SCHEMA_FILES.graphql}: ${(error as Error).message}`)
  }
  const resources = (loadYaml(texts.resources, SCHEMA_FILES.resources) as { resources: Resource[] }).resources
  return {
    texts,
    graphql,
    managementApi: loadYaml(texts.managementApi, SCHEMA_FILES.managementApi) as OpenApiDocument,
    resources,
    errors: parseErrorCatalogue(texts.errors),
    examples: parseOperationExamples(texts.examples),
    limits: parseLimitPhrases(texts.limits),
    rates: parseRates(texts.limits),
    operations: parseOperations(texts.operations),
    names: parseSampleNames(texts.samples),
    tools: parseToolReleases(texts.toolReleases),
  }
}
