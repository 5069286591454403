import { prop } from "./mdxText"
import type { AttributeChange } from "./sources"

// The reference's lists of arguments, fields, attributes and properties, as entries rather than table rows: each
// one's name, type, whether it is required, its default, its limit and its marks on one line, what it does below
// (the `Properties` component). Every schema source makes the same data (GraphQL: graphqlFieldEntries.ts, resources:
// resourceEntries.ts, OpenAPI: managementApiPages.ts, errors: errorPages.ts), and this file writes it as MDX.

export interface ReferenceEntry {
  /** As the reader writes it: `first`, `settings.bulk_upsert`, `fields.<key>.type`, `extensions.reason`. */
  name: string
  /** As the source writes it: `[Product!]!`, `map(object)`, `[...stratadb.#Field]`, `string (uuid)`. */
  type?: string
  /** Where the type is described, when it is described somewhere. */
  typeHref?: string
  /** Left out where it does not apply (a result's field, an exported attribute). */
  required?: boolean
  /** As the source writes it (`100`, `ASC`, `"us-west-1"`). */
  default?: string
  /** In words: "at most 1,000 entries". */
  limit?: string
  change?: AttributeChange
  deprecated?: boolean
  /** MDX: what it does, then anything more (a deprecation's reason, its arguments), as paragraphs. */
  description: string
}

/** A literal prop: in double quotes, or in single quotes when it holds double quotes (a GraphQL default, `"name"`). */
function attributeValue(value: string): string {
  const line = value.replace(/\s*\n\s*/g, " ")
  if (!line.includes('"')) return `"${line}"`
  return line.includes("'") ? `"${prop(line)}"` : `'${line}'`
}

/** One entry as a `Property` element. */
export function entryMdx(entry: ReferenceEntry): string {
  const props: [string, string | undefined][] = [
    ["name", entry.name],
    ["type", entry.type],
    ["typeHref", entry.typeHref],
    ["required", entry.required === undefined ? undefined : String(entry.required)],
    ["default", entry.default],
    ["limit", entry.limit],
    ["change", entry.change],
    ["deprecated", entry.deprecated ? "true" : undefined],
  ]
  const written = props.filter(([, value]) => value !== undefined).map(([name, value]) => `${name}=${attributeValue(value!)}`)
  const description = entry.description.trim()
  return `<Property ${written.join(" ")}>${description ? `\n\n${description}\n\n` : ""}</Property>`
}

/** A list of entries as a `Properties` element. */
export function entryList(entries: ReferenceEntry[]): string {
  return `<Properties>\n\n${entries.map(entryMdx).join("\n\n")}\n\n</Properties>`
}
