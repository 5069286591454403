// The JSON and GraphQL texts of the examples, and the objects in them with the file line of each field: what the
// sample data check (sampleData.ts) reads. Pure: callers read the files.
import { Kind, parse, visit, type ObjectValueNode, type ValueNode } from "graphql"

/** A JSON or GraphQL text of a file, with the file line of its first line. */
export interface DataText {
  file: string
  line: number
  lang: "json" | "graphql"
  text: string
}

/** One field of an object in an example: its value (a scalar, a list of strings, or undefined for anything else) and file line. */
export interface DataField {
  value: string | number | boolean | null | string[] | undefined
  line: number
}

/** One JSON object or GraphQL input object of an example, by its fields. */
export type DataObject = Map<string, DataField>

/** The ```json and ```graphql blocks of a page, with the file line of each block's first line of code. */
export function pageDataTexts(file: string, source: string): DataText[] {
  const texts: DataText[] = []
  let open: { fence: string; indent: number; lang: string; line: number; lines: string[] } | null = null
  source.split("\n").forEach((line, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(line)
    if (open) {
      if (fence && fence[2].startsWith(open.fence) && line.trim() === fence[2]) {
        if (open.lang === "json" || open.lang === "graphql") texts.push({ file, line: open.line, lang: open.lang, text: open.lines.join("\n") })
        open = null
      } else {
        open.lines.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)))
      }
      return
    }
    if (fence) open = { fence: fence[2], indent: fence[1].length, lang: fence[3].toLowerCase(), line: index + 2, lines: [] }
  })
  return texts
}

/** The `request` (GraphQL), `variables` and `response` (JSON) block scalars of examples.yaml, with file lines. */
export function examplesDataTexts(file: string, source: string): DataText[] {
  const lines = source.split("\n")
  const texts: DataText[] = []
  lines.forEach((line, index) => {
    const key = /^(\s*)(?:-\s+)?(request|variables|response):\s*\|[-+]?\s*$/.exec(line)
    if (!key) return
    const keyIndent = key[1].length
    const block: string[] = []
    for (let next = index + 1; next < lines.length; next++) {
      const text = lines[next]
      if (text.trim() !== "" && text.length - text.trimStart().length <= keyIndent) break
      block.push(text)
    }
    const indent = Math.min(...block.filter((text) => text.trim() !== "").map((text) => text.length - text.trimStart().length))
    if (!Number.isFinite(indent)) return
    texts.push({ file, line: index + 2, lang: key[2] === "request" ? "graphql" : "json", text: block.map((text) => text.slice(indent)).join("\n") })
  })
  return texts
}

/** Every object of a JSON text, nested ones too, with the line (1-based, in the text) of each field; throws on JSON that doesn't parse. */
export function jsonObjects(text: string): DataObject[] {
  JSON.parse(text)
  const objects: DataObject[] = []
  let at = 0
  let line = 1
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at])) {
      if (text[at] === "\n") line++
      at++
    }
  }
  const readString = (): string => {
    const start = at
    for (at++; text[at] !== '"'; at++) if (text[at] === "\\") at++
    at++
    return JSON.parse(text.slice(start, at)) as string
  }
  const readValue = (): DataField["value"] => {
    skipSpace()
    const char = text[at]
    if (char === '"') return readString()
    if (char === "{") {
      const object: DataObject = new Map()
      objects.push(object)
      at++
      skipSpace()
      while (text[at] !== "}") {
        skipSpace()
        const fieldLine = line
        const key = readString()
        skipSpace()
        at++ // the colon
        skipSpace()
        object.set(key, { value: readValue(), line: fieldLine })
        skipSpace()
        if (text[at] === ",") at++
        skipSpace()
      }
      at++
      return undefined
    }
    if (char === "[") {
      const items: DataField["value"][] = []
      at++
      skipSpace()
      while (text[at] !== "]") {
        items.push(readValue())
        skipSpace()
        if (text[at] === ",") at++
        skipSpace()
      }
      at++
      return items.every((item) => typeof item === "string") ? (items as string[]) : undefined
    }
    const literal = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y
    literal.lastIndex = at
    const match = literal.exec(text)
    at = literal.lastIndex
    return match ? (JSON.parse(match[0]) as number | boolean | null) : undefined
  }
  readValue()
  return objects
}

/** The literal value of a GraphQL argument or input field, as a DataField value. */
function graphqlValue(node: ValueNode): DataField["value"] {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value)
    case Kind.BOOLEAN:
      return node.value
    case Kind.NULL:
      return null
    case Kind.LIST:
      return node.values.every((value) => value.kind === Kind.STRING) ? node.values.map((value) => (value as { value: string }).value) : undefined
    default:
      return undefined
  }
}

/** Every input object of a GraphQL text (`{ sku: "COF-1001", name: "…" }`), with field lines; throws on GraphQL that doesn't parse. */
export function graphqlObjects(text: string): DataObject[] {
  const objects: DataObject[] = []
  visit(parse(text), {
    ObjectValue(node: ObjectValueNode) {
      objects.push(new Map(node.fields.map((field) => [field.name.value, { value: graphqlValue(field.value), line: field.loc?.startToken.line ?? 1 }])))
    },
  })
  return objects
}
