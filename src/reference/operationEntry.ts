import { getNamedType, type GraphQLArgument, type GraphQLField, type GraphQLNamedType, type GraphQLSchema, type GraphQLType } from "graphql"
import { inputEntry } from "./graphqlFieldEntries"
import { cell, code, fence, prose } from "./mdxText"
import { entryList } from "./referenceEntries"
import { statusFlowDiagram, transitionsSentence } from "./statusFlow"
import { effectsText, errorsText, partHeading, permissionsText } from "./operationAccess"
import type { OperationBehaviour, OperationsFile } from "./operationBehaviour"
import type { OperationExample } from "./operationExamples"
import { defaultText, limitOf, limitText } from "./schemaFacts"
import type { ErrorCatalogue } from "./errorCatalogue"
import type { UsedInSection } from "./usedIn"

// One query or mutation as its reference entry shows it: what to send (signature, arguments with their
// defaults and limits, a worked request), what comes back (the result type, the example's response),
// whether it is deprecated and for what, and where the guides use it.

/** What an entry needs from the rest of the reference: type links, the example, the guide sections. */
export interface OperationEntryContext {
  schema: GraphQLSchema
  typeHref: (type: GraphQLNamedType) => string
  example?: OperationExample
  usedIn: UsedInSection[]
  /** Who may call it, its side effects and errors (operations.yaml), with the codes' retry advice (errors.yaml). */
  behaviour?: { entry: OperationBehaviour; file: OperationsFile; catalogue: ErrorCatalogue }
}

const MAX_USED_IN = 6

/** A type reference as written in SDL (`[Product!]!`), linked to the named type's entry. */
export function linkedType(type: GraphQLType, typeHref: (type: GraphQLNamedType) => string): string {
  return `[${code(String(type))}](${typeHref(getNamedType(type))})`
}

/** A description with its deprecation after it: "**Deprecated:** why, and what to use instead." */
export function describeWithDeprecation(item: { description?: string | null; deprecationReason?: string | null }): string {
  const text = item.description ?? ""
  return cell(item.deprecationReason ? `${text} **Deprecated:** ${item.deprecationReason}` : text)
}

function limitsNote(field: GraphQLField<unknown, unknown>, schema: GraphQLSchema, declared?: string): string {
  const limits = [
    ...field.args.flatMap((arg) => {
      const max = limitOf(schema, arg)
      return max === undefined ? [] : [`${code(arg.name)}: ${limitText(arg, max)}`]
    }),
  ]
  const own = limitOf(schema, field)
  if (own !== undefined) limits.push(`the result: ${limitText(field, own)}`)
  const also = declared ? ` ${cell(declared)}` : ""
  if (limits.length === 0) return declared ? `**Limits:**${also}` : ""
  return `**Limits:** ${limits.join("; ")}.${also}`
}

function exampleBlocks(example: OperationExample, operation: string): string {
  const parts = [partHeading(operation, "Example"), "", prose(example.title), "", fence("graphql", example.request, `title="Request"${example.nocheck ? "" : ` run="example:${example.operation}"`}`)]
  if (example.variables) parts.push("", fence("json", example.variables, 'title="Variables"'))
  parts.push("", fence("json", example.response, 'title="Response"'))
  return parts.join("\n")
}

function usedInLine(sections: UsedInSection[]): string {
  if (sections.length === 0) return ""
  const shown = sections.slice(0, MAX_USED_IN).map((entry) => `[${prose(entry.page)}: ${prose(entry.section)}](${entry.route}#${entry.anchor})`)
  const more = sections.length > MAX_USED_IN ? ` and ${sections.length - MAX_USED_IN} more` : ""
  return `**Used in:** ${shown.join(", ")}${more}.`
}

/**
 * Past this, a signature's return type would be off screen on a phone (a code block there holds about 40 characters
 * a line before it scrolls).
 */
export const SIGNATURE_LINE = 40

/**
 * A field's signature as SDL formatters print it: on one line when it fits, else one argument a line, so the return
 * type is always in view. `args` are each `name: Type[ = default]`.
 */
export function formatSignature(name: string, args: string[], type: string): string {
  const oneLine = `${name}${args.length ? `(${args.join(", ")})` : ""}: ${type}`
  if (oneLine.length <= SIGNATURE_LINE || args.length === 0) return oneLine
  return [`${name}(`, ...args.map((arg) => `  ${arg}`), `): ${type}`].join("\n")
}

/** The MDX of one query or mutation entry. */
export function operationEntry(field: GraphQLField<unknown, unknown>, keyword: "query" | "mutation", context: OperationEntryContext): string {
  const { schema, typeHref } = context
  const argument = (arg: GraphQLArgument) => `${arg.name}: ${String(arg.type)}${arg.defaultValue !== undefined ? ` = ${defaultText(arg)}` : ""}`
  const signature = formatSignature(field.name, field.args.map(argument), String(field.type))
  const heading = field.deprecationReason ? `<Heading level="2" deprecated="true">${field.name}</Heading>` : `## ${field.name}`
  const parts = [heading, "", cell(field.description ?? "")]
  if (field.deprecationReason) {
    parts.push("", `<Callout kind="deprecated">\n\n${prose(field.deprecationReason)} See the [service lifecycle policy](/reference/service-lifecycle-policy) ` +
      `for what deprecation means.\n\n</Callout>`)
  }
  parts.push("", fence("graphql", signature, `nocheck="the signature of a ${keyword} field, not an operation"`))
  if (field.args.length > 0) {
    parts.push("", entryList(field.args.map((arg) => inputEntry(arg, schema, typeHref))))
  } else {
    parts.push("", "This field takes no arguments.")
  }
  const behaviour = context.behaviour
  const limits = limitsNote(field, schema, behaviour?.entry.limits)
  if (limits) parts.push("", limits)
  parts.push("", `Returns ${linkedType(field.type, typeHref)}.`)
  if (behaviour) {
    const effects = effectsText(behaviour.entry)
    if (effects) parts.push("", effects)
    const transitions = behaviour.entry.transitions
    if (transitions) parts.push("", transitionsSentence(transitions), "", statusFlowDiagram(transitions, getNamedType(field.type).name))
    parts.push("", permissionsText(behaviour.entry, behaviour.file), "", errorsText(behaviour.entry, behaviour.file, behaviour.catalogue, schema))
  }
  if (context.example) parts.push("", exampleBlocks(context.example, field.name))
  const used = usedInLine(context.usedIn)
  if (used) parts.push("", used)
  return parts.join("\n")
}
