import { isInterfaceType, isNonNullType, isObjectType, type GraphQLArgument, type GraphQLInputField, type GraphQLSchema } from "graphql"
import type { SchemaChange } from "./schemaDiff"
import { defaultText, formatCount, limitOf } from "./schemaFacts"

// The changes of a member both schemas have that graphql-js doesn't report, or reports without saying
// whether a request can now fail: its default and its limit.

export type Argument = GraphQLArgument | GraphQLInputField
export type Member = { name: string; deprecationReason?: string | null; defaultValue?: unknown; type?: unknown; args?: readonly GraphQLArgument[] }

/** The argument a coordinate such as `Query.products(first:)` names, or undefined. */
export function argumentAt(schema: GraphQLSchema, coordinate: string): GraphQLArgument | undefined {
  const match = /^(\w+)\.(\w+)\((\w+):\)$/.exec(coordinate)
  const type = match && schema.getType(match[1])
  if (!match || !type || !(isObjectType(type) || isInterfaceType(type))) return undefined
  return type.getFields()[match[2]]?.args.find((arg) => arg.name === match[3])
}

// graphql-js compares the defaults of arguments, not those of input fields: an input field's default that
// changed or went away is read here. One that appears where there was none is not a change: the value a
// request that leaves the field out gets was already the platform's; the schema now states it.
export function inputDefaultChanged(before: GraphQLInputField, after: GraphQLInputField, what: string): SchemaChange | undefined {
  if (before.defaultValue === undefined || String(before.type) !== String(after.type)) return undefined
  const was = defaultText(before)
  const is = defaultText(after)
  if (is === undefined) return removedDefault(after, what, was)
  if (was === is) return undefined
  return { kind: "changed", breaking: false, what, description: `${what} has changed defaultValue from ${was} to ${is}.` }
}

// Without its default, a non-null argument or input field must be given: a request that left it out fails.
export function removedDefault(after: Argument, what: string, was: string | undefined): SchemaChange {
  const old = was === undefined ? "" : ` ${was}`
  return isNonNullType(after.type)
    ? { kind: "changed", breaking: true, what, description: `Now required: its default value${old} was removed, so a request that leaves it out fails.` }
    : { kind: "changed", breaking: false, what, description: `Default value${old} removed: a request that leaves it out no longer gets it.` }
}

// A limit that goes down can refuse a request that passed before: that is breaking. A limit that appears
// where there was none is not a change (the platform enforced it already; the schema now states it), and
// neither is one that is no longer stated.
export function limitChanged(
  before: GraphQLSchema,
  after: GraphQLSchema,
  old: Member | Argument,
  now: Member | Argument,
  what: string,
): SchemaChange | undefined {
  const was = limitOf(before, old as Argument)
  const is = limitOf(after, now as Argument)
  if (was === undefined || is === undefined || was === is) return undefined
  const direction = is < was ? "lowered" : "raised"
  return { kind: "changed", breaking: is < was, what, description: `Limit ${direction} from ${formatCount(was)} to ${formatCount(is)}.` }
}
