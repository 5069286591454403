import {
  BreakingChangeType,
  DangerousChangeType,
  findBreakingChanges,
  findDangerousChanges,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isSpecifiedScalarType,
  DirectiveLocation,
  type GraphQLDirective,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql"
import { defaultText } from "./schemaFacts"
import { argumentAt, inputDefaultChanged, limitChanged, removedDefault, type Member } from "./schemaValueChanges"

// What changed between two versions of the schema, as a reader of the changelog needs it: what was
// added, deprecated, removed or changed, with breaking changes marked. Breaking and dangerous changes
// come from graphql-js (findBreakingChanges, findDangerousChanges); graphql-js doesn't report
// additions, deprecations, limits or the defaults of input fields, which are read here from the two
// type maps. A change is breaking when a request that worked before may now fail.

export type ChangeKind = "added" | "deprecated" | "removed" | "changed"

export interface SchemaChange {
  kind: ChangeKind
  /** True when a request that worked before may now fail. */
  breaking: boolean
  /** What changed, in schema coordinates: `Product.isDraft`, `Query.products(includeDrafts:)`, `OrderStatus.LOST`. */
  what: string
  /** One sentence for readers. */
  description: string
}

const REMOVALS = new Set<string>([
  BreakingChangeType.TYPE_REMOVED,
  BreakingChangeType.FIELD_REMOVED,
  BreakingChangeType.VALUE_REMOVED_FROM_ENUM,
  BreakingChangeType.ARG_REMOVED,
  BreakingChangeType.DIRECTIVE_REMOVED,
])
// A required argument or input field that appears: listed once, as an addition that is breaking.
const REQUIRED_ADDITIONS = new Set<string>([BreakingChangeType.REQUIRED_ARG_ADDED, BreakingChangeType.REQUIRED_INPUT_FIELD_ADDED])
const DIRECTIVE_CHANGES = new Set<string>([
  BreakingChangeType.DIRECTIVE_REMOVED,
  BreakingChangeType.DIRECTIVE_ARG_REMOVED,
  BreakingChangeType.REQUIRED_DIRECTIVE_ARG_ADDED,
  BreakingChangeType.DIRECTIVE_REPEATABLE_REMOVED,
  BreakingChangeType.DIRECTIVE_LOCATION_REMOVED,
])
// Dangerous changes that are additions: they are listed as added, from the type maps, with everything else added.
const DANGEROUS_ADDITIONS = new Set<string>([
  DangerousChangeType.VALUE_ADDED_TO_ENUM,
  DangerousChangeType.OPTIONAL_ARG_ADDED,
  DangerousChangeType.TYPE_ADDED_TO_UNION,
  DangerousChangeType.OPTIONAL_INPUT_FIELD_ADDED,
])
const EXECUTABLE_LOCATIONS = new Set<string>([
  DirectiveLocation.QUERY,
  DirectiveLocation.MUTATION,
  DirectiveLocation.SUBSCRIPTION,
  DirectiveLocation.FIELD,
  DirectiveLocation.FRAGMENT_DEFINITION,
  DirectiveLocation.FRAGMENT_SPREAD,
  DirectiveLocation.INLINE_FRAGMENT,
  DirectiveLocation.VARIABLE_DEFINITION,
])

/** The schema coordinate a graphql-js change description names ("Product.isDraft was removed." → Product.isDraft). */
export function coordinateOf(description: string): string {
  const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^([\w]+\.[\w]+) arg (\w+) /, (m) => `${m[1]}(${m[2]}:)`],
    [/^An? (?:required|optional) arg (\w+) on ([\w]+\.[\w]+) /, (m) => `${m[2]}(${m[1]}:)`],
    [/^An? (?:required|optional) field (\w+) on input type (\w+) /, (m) => `${m[2]}.${m[1]}`],
    [/^(\w+) was (?:added to|removed from) enum type (\w+)/, (m) => `${m[2]}.${m[1]}`],
    [/(@\w+)/, (m) => m[1]],
    [/^([\w.]+) /, (m) => m[1]],
  ]
  for (const [pattern, coordinate] of patterns) {
    const match = pattern.exec(description)
    if (match) return coordinate(match)
  }
  return description
}

function membersOf(type: GraphQLNamedType): Map<string, Member> {
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    return new Map(Object.values(type.getFields()).map((field) => [field.name, field as Member]))
  }
  if (isEnumType(type)) return new Map(type.getValues().map((value) => [value.name, value as Member]))
  return new Map()
}

// Built-in scalars come and go with their first use; they are not changes of the API.
const visible = (schema: GraphQLSchema) => Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith("__") && !isSpecifiedScalarType(type))

// A directive that only annotates the schema (such as @limit) can't be written in a request, so it coming,
// going or changing is no change of what requests can do.
const inRequests = (directive: GraphQLDirective | null | undefined) => !!directive && directive.locations.some((location) => EXECUTABLE_LOCATIONS.has(location))

function memberWord(schema: GraphQLSchema, type: GraphQLNamedType): string {
  if (type === schema.getQueryType()) return "query"
  if (type === schema.getMutationType()) return "mutation"
  if (isEnumType(type)) return "enum value"
  if (isInputObjectType(type)) return "input field"
  return "field"
}

// A member's arguments that are new (a required one is listed from graphql-js, as a breaking addition),
// deprecated, or whose limit changed.
function argumentChanges(before: GraphQLSchema, after: GraphQLSchema, previous: Member, member: Member, what: string): SchemaChange[] {
  const changes: SchemaChange[] = []
  const previousArgs = new Map((previous.args ?? []).map((arg) => [arg.name, arg]))
  for (const arg of member.args ?? []) {
    const argWhat = `${what}(${arg.name}:)`
    const beforeArg = previousArgs.get(arg.name)
    if (!beforeArg) {
      if (!isRequiredArgument(arg)) changes.push({ kind: "added", breaking: false, what: argWhat, description: `New argument ${arg.name} of ${what}.` })
      continue
    }
    if (arg.deprecationReason && !beforeArg.deprecationReason) {
      changes.push({ kind: "deprecated", breaking: false, what: argWhat, description: arg.deprecationReason })
    }
    const argLimit = limitChanged(before, after, beforeArg, arg, argWhat)
    if (argLimit) changes.push(argLimit)
  }
  return changes
}

/** The additions, deprecations and changed defaults and limits of the members of a type both schemas have. */
function memberChanges(before: GraphQLSchema, after: GraphQLSchema, type: GraphQLNamedType, old: GraphQLNamedType): SchemaChange[] {
  const changes: SchemaChange[] = []
  const oldMembers = membersOf(old)
  for (const [name, member] of membersOf(type)) {
    const what = `${type.name}.${name}`
    const previous = oldMembers.get(name)
    if (!previous) {
      // A required input field is listed from graphql-js, as a breaking addition.
      if (!(isInputObjectType(type) && isRequiredInputField(member as GraphQLInputField))) {
        const deprecated = member.deprecationReason ? ", deprecated from the start" : ""
        changes.push({ kind: "added", breaking: false, what, description: `New ${memberWord(after, type)} ${what}${deprecated}.` })
      }
      continue
    }
    if (member.deprecationReason && !previous.deprecationReason) {
      changes.push({ kind: "deprecated", breaking: false, what, description: member.deprecationReason })
    }
    const memberDefault = isInputObjectType(type) ? inputDefaultChanged(previous as GraphQLInputField, member as GraphQLInputField, what) : undefined
    if (memberDefault) changes.push(memberDefault)
    const memberLimit = isEnumType(type) ? undefined : limitChanged(before, after, previous, member, what)
    if (memberLimit) changes.push(memberLimit)
    changes.push(...argumentChanges(before, after, previous, member, what))
  }
  return changes
}

/**
 * Every change from `before` to `after`: additions, deprecations, changed defaults and limits, then what
 * graphql-js finds. `breaking` means a request that worked before may now fail.
 */
export function diffSchemas(before: GraphQLSchema, after: GraphQLSchema): SchemaChange[] {
  const changes: SchemaChange[] = []
  const beforeTypes = new Map(visible(before).map((type) => [type.name, type]))
  for (const type of visible(after)) {
    const old = beforeTypes.get(type.name)
    if (!old) {
      changes.push({ kind: "added", breaking: false, what: type.name, description: `New type ${type.name}.` })
      continue
    }
    changes.push(...memberChanges(before, after, type, old))
  }
  for (const directive of after.getDirectives()) {
    if (before.getDirective(directive.name) || !inRequests(directive)) continue
    changes.push({ kind: "added", breaking: false, what: `@${directive.name}`, description: `New directive @${directive.name}.` })
  }
  for (const change of findBreakingChanges(before, after)) {
    const what = coordinateOf(change.description)
    if (DIRECTIVE_CHANGES.has(change.type) && !inRequests(before.getDirective(what.slice(1)))) continue
    const kind: ChangeKind = REMOVALS.has(change.type) ? "removed" : REQUIRED_ADDITIONS.has(change.type) ? "added" : "changed"
    changes.push({ kind, breaking: true, what, description: change.description })
  }
  for (const change of findDangerousChanges(before, after)) {
    if (DANGEROUS_ADDITIONS.has(change.type)) continue
    const what = coordinateOf(change.description)
    const defaultRemoved = change.type === DangerousChangeType.ARG_DEFAULT_VALUE_CHANGE && / defaultValue was removed\.$/.test(change.description)
    const removed = defaultRemoved ? argumentAt(after, what) : undefined
    const oldArg = removed && argumentAt(before, what)
    if (removed) changes.push(removedDefault(removed, what, oldArg ? defaultText(oldArg) : undefined))
    else changes.push({ kind: "changed", breaking: false, what, description: change.description })
  }
  return changes
}
