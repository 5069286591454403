import { getNamedType, isInterfaceType, isObjectType, type GraphQLNamedType, type GraphQLSchema } from "graphql"
import { coordinateHref } from "../reference/graphqlEntries"
import { ERRORS_ROUTE, errorAnchor } from "../reference/errorAnchors"

// A response as the panel shows it: pretty-printed JSON whose field names link to their reference entries, read
// against the schema from the operation's root type down.

export interface JsonToken {
  text: string
  /** A field name's reference entry. */
  href?: string
  kind: "key" | "string" | "number" | "literal" | "punctuation"
}

/** One line of the printed response: its indent and tokens. */
export interface JsonLine {
  indent: number
  tokens: JsonToken[]
}

const literal = (value: unknown): JsonToken => {
  if (typeof value === "string") return { text: JSON.stringify(value), kind: "string" }
  if (typeof value === "number") return { text: String(value), kind: "number" }
  return { text: JSON.stringify(value), kind: "literal" }
}

/** The type a field's value is read as, when `type` has the field (an interface's value names its own type). */
function fieldTarget(schema: GraphQLSchema, type: GraphQLNamedType | undefined, name: string, value: unknown): { href?: string; type?: GraphQLNamedType } {
  if (!type || !(isObjectType(type) || isInterfaceType(type))) return {}
  const field = type.getFields()[name]
  if (!field) return {}
  let target: GraphQLNamedType | undefined = getNamedType(field.type)
  const typename = value && typeof value === "object" && !Array.isArray(value) ? (value as { __typename?: unknown }).__typename : undefined
  if (typeof typename === "string" && schema.getType(typename)) target = schema.getType(typename)
  return { href: coordinateHref(schema, `${type.name}.${name}`), type: target }
}

/** The response printed with two-space indents, like JSON.stringify, its `data` keys linked from `root` (Query or Mutation). */
export function responseLines(response: unknown, schema?: GraphQLSchema, root?: GraphQLNamedType): JsonLine[] {
  const lines: JsonLine[] = []
  const write = (value: unknown, indent: number, lead: JsonToken[], trail: string, type: GraphQLNamedType | undefined) => {
    const close = trail ? [{ text: trail, kind: "punctuation" as const }] : []
    if (Array.isArray(value)) {
      if (value.length === 0) return lines.push({ indent, tokens: [...lead, { text: "[]", kind: "punctuation" }, ...close] })
      lines.push({ indent, tokens: [...lead, { text: "[", kind: "punctuation" }] })
      value.forEach((item, index) => write(item, indent + 1, [], index < value.length - 1 ? "," : "", type))
      return lines.push({ indent, tokens: [{ text: "]", kind: "punctuation" }, ...close] })
    }
    if (value && typeof value === "object") {
      const entries = Object.entries(value)
      if (entries.length === 0) return lines.push({ indent, tokens: [...lead, { text: "{}", kind: "punctuation" }, ...close] })
      lines.push({ indent, tokens: [...lead, { text: "{", kind: "punctuation" }] })
      entries.forEach(([key, item], index) => {
        const target = schema ? fieldTarget(schema, type, key, item) : {}
        const keyToken: JsonToken = { text: JSON.stringify(key), kind: "key", ...(target.href ? { href: target.href } : {}) }
        write(item, indent + 1, [keyToken, { text: ": ", kind: "punctuation" }], index < entries.length - 1 ? "," : "", target.type)
      })
      return lines.push({ indent, tokens: [{ text: "}", kind: "punctuation" }, ...close] })
    }
    lines.push({ indent, tokens: [...lead, literal(value), ...close] })
  }
  if (response && typeof response === "object" && !Array.isArray(response) && root) {
    // Only `data` is read against the schema; `errors` and `extensions` are the wire's own.
    const entries = Object.entries(response)
    lines.push({ indent: 0, tokens: [{ text: "{", kind: "punctuation" }] })
    entries.forEach(([key, item], index) => {
      const trail = index < entries.length - 1 ? "," : ""
      write(item, 1, [{ text: JSON.stringify(key), kind: "key" }, { text: ": ", kind: "punctuation" }], trail, key === "data" ? root : undefined)
    })
    lines.push({ indent: 0, tokens: [{ text: "}", kind: "punctuation" }] })
    return lines
  }
  write(response, 0, [], "", undefined)
  return lines
}

/** The errors page's entry of a code, when the catalogue lists it. */
export function errorHref(code: unknown, knownCodes: readonly string[]): string | undefined {
  return typeof code === "string" && knownCodes.includes(code) ? `${ERRORS_ROUTE}#${errorAnchor(code)}` : undefined
}
