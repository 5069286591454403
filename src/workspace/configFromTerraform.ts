import type { OnDelete, PermissionRule, ResolverConfig, ResolverStep, TypeConfig, Validation, WorkspaceConfig } from "./types"

// The configuration a project applies, read from its Terraform blocks as HashiCorp's parser writes them in
// JSON (the build parses them; this module only reads the result, so it runs anywhere). Blocks are applied in
// page order: a later block of the same resource sets the attributes it writes and keeps the others ("as
// before"), and its `fields` add to or replace the fields of the same name.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)
const text = (value: Json | undefined): string | undefined => (typeof value === "string" ? value : undefined)

/** The resources of one type in a parsed block: label and attributes (the parser writes each as a one-item list). */
function resources(block: JsonObject, type: string): [string, JsonObject][] {
  const byLabel = isObject(block.resource) && isObject(block.resource[type]) ? block.resource[type] : {}
  return Object.entries(byLabel as JsonObject).flatMap(([label, bodies]) =>
    (Array.isArray(bodies) ? bodies : [bodies]).filter(isObject).map((body) => [label, body] as [string, JsonObject]),
  )
}

/** Merges the resources of each block, in order, by resource label. */
function merged(blocks: JsonObject[], type: string): Map<string, JsonObject> {
  const byLabel = new Map<string, JsonObject>()
  for (const block of blocks) {
    for (const [label, body] of resources(block, type)) {
      const before = byLabel.get(label) ?? {}
      const fields = isObject(before.fields) || isObject(body.fields) ? { ...(isObject(before.fields) ? before.fields : {}), ...(isObject(body.fields) ? body.fields : {}) } : undefined
      byLabel.set(label, { ...before, ...body, ...(fields ? { fields } : {}) })
    }
  }
  return byLabel
}

function rules(value: Json | undefined): PermissionRule[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.filter(isObject).map((rule) => ({
    ...(rule.effect === "deny" ? { effect: "deny" as const } : {}),
    ...(Array.isArray(rule.actions) ? { actions: rule.actions.filter((action): action is string => typeof action === "string") } : {}),
    condition: text(rule.condition) ?? "false",
  }))
}

const validations = (value: Json | undefined): Validation[] =>
  (Array.isArray(value) ? value : []).filter(isObject).map((rule) => ({ expr: text(rule.expr) ?? "false", message: text(rule.message) ?? "" }))

function typeConfig(body: JsonObject): TypeConfig {
  const fields = isObject(body.fields) ? body.fields : {}
  const settings = isObject(body.settings) ? body.settings : {}
  const relations: TypeConfig["relations"] = {}
  const unique: string[] = []
  for (const [name, field] of Object.entries(fields)) {
    if (!isObject(field)) continue
    if (field.unique === true) unique.push(name)
    if (isObject(field.relation) && text(field.relation.type)) {
      relations[name] = { type: text(field.relation.type)!, onDelete: (text(field.relation.on_delete) ?? "RESTRICT") as OnDelete }
    }
  }
  const uniqueIndexes = (Array.isArray(body.indexes) ? body.indexes : [])
    .filter(isObject)
    .filter((index) => index.unique === true && Array.isArray(index.fields))
    .map((index) => ({ name: text(index.name) ?? "", fields: (index.fields as Json[]).map(String) }))
  const fieldValidations = Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => (isObject(field) && validations(field.validate).length ? [[name, validations(field.validate)]] : [])),
  )
  return {
    unique,
    relations,
    ...(Object.keys(fieldValidations).length ? { fieldValidations } : {}),
    ...(validations(body.validate).length ? { validations: validations(body.validate) } : {}),
    ...(uniqueIndexes.length ? { uniqueIndexes } : {}),
    ...(rules(body.permissions) ? { permissions: rules(body.permissions) } : {}),
    ...(settings.aggregation === true ? { aggregation: true } : {}),
  }
}

function step(value: JsonObject): ResolverStep | undefined {
  const name = text(value.name) ?? ""
  if (isObject(value.validate)) return { name, kind: "validate", condition: text(value.validate.condition) ?? "false", message: text(value.validate.message) ?? "" }
  if (isObject(value.graphql)) {
    const variables = isObject(value.graphql.variables) ? value.graphql.variables : {}
    return { name, kind: "graphql", query: text(value.graphql.query) ?? "", variables: Object.fromEntries(Object.entries(variables).map(([key, expression]) => [key, String(expression)])) }
  }
  if (typeof value.script === "string") return { name, kind: "script", source: value.script }
  return undefined
}

function resolverConfig(body: JsonObject): ResolverConfig {
  return {
    name: text(body.name) ?? "",
    ...(rules(body.permissions) ? { permissions: rules(body.permissions) } : {}),
    steps: (Array.isArray(body.steps) ? body.steps : []).filter(isObject).flatMap((value) => step(value) ?? []),
    result: text(body.result) ?? "null",
  }
}

/** The project's `locals`, each block's entries over the earlier ones. */
function localsOf(blocks: JsonObject[]): JsonObject {
  const locals: JsonObject = {}
  for (const block of blocks) for (const entry of Array.isArray(block.locals) ? block.locals : []) if (isObject(entry)) Object.assign(locals, entry)
  return locals
}

/** A value with every `local.NAME` that stands alone in it replaced by the local's value, as Terraform would. */
function withLocals(value: Json, locals: JsonObject, depth = 0): Json {
  if (depth > 10) return value
  if (typeof value === "string") {
    const name = /^\$\{local\.(\w+)\}$/.exec(value)?.[1]
    return name && name in locals ? withLocals(locals[name], locals, depth + 1) : value
  }
  if (Array.isArray(value)) return value.map((item) => withLocals(item, locals, depth))
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withLocals(item, locals, depth)]))
  return value
}

/** The StrataDB types and pipeline resolvers a project's Terraform blocks apply, in page order. */
export function configFromTerraform(parsed: Record<string, unknown>[]): WorkspaceConfig {
  const raw = parsed as JsonObject[]
  const locals = localsOf(raw)
  const blocks = raw.map((block) => withLocals(block, locals) as JsonObject)
  const types: WorkspaceConfig["types"] = {}
  for (const body of merged(blocks, "strata_stratadb_type").values()) {
    const name = text(body.name)
    if (name) types[name] = typeConfig(body)
  }
  const resolvers: WorkspaceConfig["resolvers"] = {}
  for (const body of merged(blocks, "strata_pipeline_resolver").values()) {
    const resolver = resolverConfig(body)
    if (resolver.name) resolvers[resolver.name] = resolver
  }
  return { types, resolvers }
}
