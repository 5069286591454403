// The inputs of the workspace model are plain, serialisable data: the build reads them from content/ and a
// browser can receive them as JSON. Nothing here needs Node.

/** A permission rule as a type's or a resolver's `permissions` writes it: the actions it allows and its CEL condition. */
export interface PermissionRule {
  /** StrataDB actions (`read`, `create`, `update`, `delete`); a resolver's rule has none: it allows calling it. */
  actions?: string[]
  /** CEL over `user` (`user.id`, `user.claims`) and, for reads and writes of a record, `record`. */
  condition: string
  /** A deny rule refuses what its condition matches, whatever allows it. */
  effect?: "deny"
}

export type OnDelete = "RESTRICT" | "CASCADE" | "SET_NULL"

/** A `uuid` field's relation: the type it points at and what a delete of the target does to this record. */
export interface RelationConfig {
  type: string
  onDelete: OnDelete
}

/** What the configuration says of one StrataDB type, beyond the fields strata.graphql gives it. */
export interface TypeConfig {
  /** Fields whose value is unique across the type's records. */
  unique: string[]
  /** Unique composite indexes: name and fields. */
  uniqueIndexes?: { name: string; fields: string[] }[]
  /** `uuid` fields with a relation, by field name. */
  relations: Record<string, RelationConfig>
  /**
   * The type's permission rules for application users. Undefined: the type has none, and application users are
   * refused everything (deny by default); workspace members keep the access of their role.
   */
  permissions?: PermissionRule[]
  /** Whether the aggregation setting is on (the aggregate query exists only then). */
  aggregation?: boolean
  /** Field rules (`fields.<name>.validate`): CEL over `value`, `record`, `previous`, `user` and `now`. */
  fieldValidations?: Record<string, Validation[]>
  /** Type rules (`validate`): CEL over `record`, `previous`, `user` and `now`. */
  validations?: Validation[]
}

/** A validation rule: a CEL expression that must hold, and the message a write that breaks it fails with. */
export interface Validation {
  expr: string
  message: string
}

/** One step of a pipeline resolver, as its configuration declares it. */
export type ResolverStep =
  | { name: string; kind: "graphql"; query: string; variables: Record<string, string> }
  | { name: string; kind: "validate"; condition: string; message: string }
  | { name: string; kind: "script"; source: string }

/** A pipeline resolver: who may call it, its steps in order, and the CEL expression of its result. */
export interface ResolverConfig {
  name: string
  permissions?: PermissionRule[]
  steps: ResolverStep[]
  result: string
}

/** The configuration a workspace runs with: its StrataDB types and its pipeline resolvers. */
export interface WorkspaceConfig {
  types: Record<string, TypeConfig>
  resolvers: Record<string, ResolverConfig>
}

/** An application user of the workspace's Auth namespace. */
export interface AppUser {
  id: string
  email: string
  name?: string
  groups: string[]
}

/** Who sends a request: a workspace member (by role), an application user, or nobody (no token). */
export type Caller =
  | { kind: "member"; role: "owner" | "editor" | "viewer" }
  | { kind: "user"; id: string }
  /** No token, or (`invalidToken`) one the application doesn't accept. */
  | { kind: "anonymous"; invalidToken?: boolean }

/** One write of a seed, replayed as a workspace member at its time. */
export type SeedWrite =
  | { at: string; create: string; id: string; fields: Record<string, unknown> }
  | { at: string; update: string; id: string; fields: Record<string, unknown> }
  | { at: string; delete: string; id: string }

/** The data a workspace starts from: its clock, its users and the writes that made it. */
export interface WorkspaceSeed {
  now: string
  /** The change-feed sequence number of the first change (default 1). */
  firstSequence?: number
  users: AppUser[]
  writes: SeedWrite[]
}

/** A sample ID a created record takes: the record of `type` whose `key` field has `value` gets `id`. */
export interface KnownId {
  type: string
  key: Record<string, string>
  id: string
}

/** Everything a workspace is made from. */
export interface WorkspaceInput {
  /** strata.graphql, the schema the reference renders. */
  sdl: string
  config: WorkspaceConfig
  seed: WorkspaceSeed
  /** IDs a create takes instead of a generated one (content/samples.yaml). */
  knownIds?: KnownId[]
  /** The seed of generated IDs, so two contexts don't hand out the same ones. */
  idSeed?: string
}

/** A request as a page shows it. */
export interface WorkspaceRequest {
  query: string
  variables?: Record<string, unknown>
  operationName?: string
  caller: Caller
  /** The time the request is sent; the workspace's clock when omitted. */
  at?: string
}

/** An error of a response, as the wire carries it. */
export interface ResponseError {
  message: string
  path?: (string | number)[]
  extensions: { code: string } & Record<string, unknown>
}

/** A response as the wire carries it. */
export interface WorkspaceResponse {
  data?: Record<string, unknown> | null
  errors?: ResponseError[]
}

/** A stored record: its field values, system fields included. */
export type StoredRecord = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string | null }
