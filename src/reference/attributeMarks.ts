import { code } from "./mdxText"
import type { AttributeChange, ResourceAttribute } from "./sources"

// What the reference's entries show beside an attribute: a mark when changing it replaces the resource or deletes
// data (as the Terraform registry marks "Forces replacement"; the entry's `change`), and the values it may take.

export const CHANGE_LABELS: Record<AttributeChange, string> = { replace: "Forces replacement", "deletes-data": "Deletes data" }

/** The sentence both references use for what a change does; true because the marks are there. */
export const CHANGE_RULE = `Changing an argument updates the resource in place unless it is marked ${CHANGE_LABELS.replace} ` +
  `or ${CHANGE_LABELS["deletes-data"]}; its description says what is replaced or deleted.`

/** "One of `a`, `b` or `c`." for a string; "Any of …" for a list of strings; nothing without values. */
export function valuesSentence(attribute: ResourceAttribute): string {
  const values = attribute.values ?? []
  if (values.length === 0) return ""
  const conjunction = attribute.type === "list(string)" ? "and" : "or"
  const listed = values.length === 1 ? code(values[0]) : `${values.slice(0, -1).map(code).join(", ")} ${conjunction} ${code(values[values.length - 1])}`
  if (attribute.type === "list(string)") return `Any of ${listed}.`
  return values.length === 1 ? `Only ${listed}.` : values.length === 2 ? `Either ${listed}.` : `One of ${listed}.`
}
