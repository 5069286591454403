import {
  BreakingChangeType,
  DangerousChangeType,
  findBreakingChanges,
  findDangerousChanges,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql"
import { defaultText, formatCount, limitOf } from "./schemaFacts"

// What changed between two versions of the schema, as a reader of the changelog needs it: what was
// added, deprecated, removed or changed, with breaking changes marked. Breaking and dangerous changes
// come from graphql-js (findBreakingChanges, findDangerousChanges); graphql-js doesn't report
// additions or deprecations, which are read here from the two type maps.

export type ChangeKind = "added" | "deprecated" | "removed" | "changed"

export interface SchemaChange {
  kind: ChangeKind
  /** True when requests that worked before can fail now. */
  breaking: boolean
  /** What changed, in schema coordinates: `Product.isDraft`, `Query.products(includeDrafts:)`, `OrderStatus.LOST`. */
  what: string
  /** One sentence for readers. */
  description: string
}

const REMOVALS = new Set<string>([BreakingChangeType.TYPE_REMOVED, BreakingChangeType.FIELD_REMOVED, BreakingChangeType.VALUE_REMOVED_FROM_ENUM, BreakingChangeType.ARG_REMOVED])
// Dangerous changes that are additions: they are listed as added, from the type maps, with everything else added.
const DANGEROUS_ADDITIONS = new Set<string>([DangerousChangeType.VALUE_ADDED_TO_ENUM, DangerousChangeType.OPTIONAL_ARG_ADDED, DangerousChangeType.TYPE_ADDED_TO_UNION, DangerousChangeType.OPTIONAL_INPUT_FIELD_ADDED])

/** The schema coordinate a graphql-js change description names ("Product.isDraft was removed." → Product.isDraft). */
export function coordinateOf(description: string): string {
  const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^([\w]+\.[\w]+) arg (\w+) /, (m) => `${m[1]}(${m[2]}:)`],
    [/^An? (?:required|optional) arg (\w+) on ([\w]+\.[\w]+) /, (m) => `${m[2]}(${m[1]}:)`],
    [/^An? (?:required|optional) field (\w+) on input type (\w+) /, (m) => `${m[2]}.${m[1]}`],
    [/^(\w+) was (?:added to|removed from) enum type (\w+)/, (m) => `${m[2]}.${m[1]}`],
    [/^([\w.]+) /, (m) => m[1]],
  ]
  for (const [pattern, coordinate] of patterns) {
    const match = pattern.exec(description)
    if (match) return coordinate(match)
  }
  return description
}

type Argument = GraphQLArgument | GraphQLInputField
type Member = { name: string; deprecationReason?: string | null; defaultValue?: unknown; type?: unknown; args?: readonly GraphQLArgument[] }

// graphql-js reports a default that changed or went away; one that appears where there was none is read here.
function defaultAdded(before: Argument | Member, after: Argument | Member, what: string): SchemaChange | undefined {
  if (before.defaultValue !== undefined || after.defaultValue === undefined || !("type" in after) || !after.type) return undefined
  const text = defaultText(after as Argument)
  return text === undefined ? undefined : { kind: "changed", breaking: false, what, description: `New default value \`${text}\`, used when a request leaves it out.` }
}

function membersOf(type: GraphQLNamedType): Map<string, Member> {
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) return new Map(Object.values(type.getFields()).map((field) => [field.name, field as Member]))
  if (isEnumType(type)) return new Map(type.getValues().map((value) => [value.name, value as Member]))
  return new Map()
}

// Built-in scalars come and go with their first use; they are not changes of the API.
const visible = (schema: GraphQLSchema) => Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith("__") && !isSpecifiedScalarType(type))

function memberWord(type: GraphQLNamedType): string {
  if (isEnumType(type)) return "enum value"
  if (isInputObjectType(type)) return "input field"
  return "field"
}

// A limit that appears or goes down can refuse a request that passed before: that is breaking.
function limitChanged(before: GraphQLSchema, after: GraphQLSchema, old: Member | Argument, now: Member | Argument, what: string): SchemaChange | undefined {
  const was = limitOf(before, old as Argument)
  const is = limitOf(after, now as Argument)
  if (is === undefined || was === is) return undefined
  if (was === undefined) return { kind: "changed", breaking: true, what, description: `Limit declared: at most ${formatCount(is)}; a request over it fails with \`BAD_REQUEST\`.` }
  return { kind: "changed", breaking: is < was, what, description: `Limit ${is < was ? "lowered" : "raised"} from ${formatCount(was)} to ${formatCount(is)}.` }
}

/** Every change from `before` to `after`: additions and deprecations first, then removals and other changes. */
export function diffSchemas(before: GraphQLSchema, after: GraphQLSchema): SchemaChange[] {
  const changes: SchemaChange[] = []
  const beforeTypes = new Map(visible(before).map((type) => [type.name, type]))
  for (const type of visible(after)) {
    const old = beforeTypes.get(type.name)
    if (!old) {
      changes.push({ kind: "added", breaking: false, what: type.name, description: `New type ${type.name}.` })
      continue
    }
    const oldMembers = membersOf(old)
    for (const [name, member] of membersOf(type)) {
      const what = `${type.name}.${name}`
      const previous = oldMembers.get(name)
      if (!previous) {
        changes.push({ kind: "added", breaking: false, what, description: `New ${memberWord(type)} ${what}${member.deprecationReason ? ", deprecated from the start" : ""}.` })
        continue
      }
      if (member.deprecationReason && !previous.deprecationReason) changes.push({ kind: "deprecated", breaking: false, what, description: member.deprecationReason })
      const memberDefault = isInputObjectType(type) ? defaultAdded(previous, member, what) : undefined
      if (memberDefault) changes.push(memberDefault)
      const memberLimit = isEnumType(type) ? undefined : limitChanged(before, after, previous, member, what)
      if (memberLimit) changes.push(memberLimit)
      const previousArgs = new Map((previous.args ?? []).map((arg) => [arg.name, arg]))
      for (const arg of member.args ?? []) {
        const argWhat = `${what}(${arg.name}:)`
        const beforeArg = previousArgs.get(arg.name)
        if (!beforeArg) changes.push({ kind: "added", breaking: false, what: argWhat, description: `New argument ${arg.name} of ${what}.` })
        else {
          if (arg.deprecationReason && !beforeArg.deprecationReason) changes.push({ kind: "deprecated", breaking: false, what: argWhat, description: arg.deprecationReason })
          const argDefault = defaultAdded(beforeArg, arg, argWhat)
          if (argDefault) changes.push(argDefault)
          const argLimit = limitChanged(before, after, beforeArg, arg, argWhat)
          if (argLimit) changes.push(argLimit)
        }
      }
    }
  }
  for (const directive of after.getDirectives()) {
    if (!before.getDirective(directive.name)) changes.push({ kind: "added", breaking: false, what: `@${directive.name}`, description: `New directive @${directive.name}.` })
  }
  for (const change of findBreakingChanges(before, after)) {
    changes.push({ kind: REMOVALS.has(change.type) ? "removed" : "changed", breaking: true, what: coordinateOf(change.description), description: change.description })
  }
  for (const change of findDangerousChanges(before, after)) {
    if (!DANGEROUS_ADDITIONS.has(change.type)) changes.push({ kind: "changed", breaking: false, what: coordinateOf(change.description), description: change.description })
  }
  return changes
}
