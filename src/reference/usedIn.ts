import { parse, validate, type GraphQLSchema } from "graphql"
import type { Code, Root } from "mdast"
import { toString } from "mdast-util-to-string"
import type { Node } from "unist"
import { visit } from "unist-util-visit"
import { assignHeadingIds } from "../mdx/compiler/headings"
import { parseMdx, type MdxParse } from "../mdx/compiler/parseMdx"
import { rootFieldsOf } from "./rootFields"

/** A hand-written page as "Used in" reads it. */
export interface GuidePage {
  route: string
  title: string
  body: string
}

/** One section of a page whose examples run an operation. */
export interface UsedInSection {
  route: string
  /** The section's heading id, the anchor the link lands on. */
  anchor: string
  page: string
  section: string
}

interface HeadingNode extends Node {
  depth?: number
  name?: string
  attributes?: { name: string; value: unknown }[]
  data?: { hProperties?: { id?: unknown } }
}

/** The id the compiler gives a heading node (Markdown `##` or `<Heading>`), once assignHeadingIds has run. */
function headingId(node: HeadingNode): string | undefined {
  if (node.type === "heading" && (node.depth === 2 || node.depth === 3)) return String(node.data?.hProperties?.id ?? "")
  if (node.type === "mdxJsxFlowElement" && node.name === "Heading") return String(node.attributes?.find((attribute) => attribute.name === "id")?.value ?? "")
  return undefined
}

/**
 * The root fields ("query products", "mutation createProduct") that one page's valid ```graphql examples
 * run, each with the section that shows it, in page order, each section once per field.
 */
export function pageUsages(page: GuidePage, schema: GraphQLSchema, parseBody: MdxParse = parseMdx): [string, UsedInSection][] {
  const found: [string, UsedInSection][] = []
  let tree: Root
  try {
    tree = parseBody(page.body)
  } catch {
    return found
  }
  assignHeadingIds(tree)
  let section: { anchor: string; text: string } | undefined
  visit(tree as Node, (node) => {
    const id = headingId(node as HeadingNode)
    if (id !== undefined) section = { anchor: id, text: toString(node).trim() }
    if (node.type !== "code" || (node as Code).lang !== "graphql" || !section) return
    let document
    try {
      document = parse((node as Code).value)
    } catch {
      return
    }
    if (validate(schema, document).length > 0) return
    for (const { operation, field } of rootFieldsOf(schema, document)) {
      const key = `${operation} ${field}`
      if (found.some(([known, entry]) => known === key && entry.anchor === section!.anchor)) continue
      found.push([key, { route: page.route, anchor: section.anchor, page: page.title, section: section.text }])
    }
  })
  return found
}

/**
 * For each root field, the sections of the pages whose valid ```graphql examples run it, in page order,
 * each section once. The anchors are the ones the compiler gives the headings, so the links land on the
 * section that shows the example. `usagesOf` may give a page's usages kept from an earlier build.
 */
export function operationUsages(
  pages: GuidePage[],
  schema: GraphQLSchema,
  usagesOf = (page: GuidePage) => pageUsages(page, schema),
): Map<string, UsedInSection[]> {
  const usages = new Map<string, UsedInSection[]>()
  for (const page of pages) {
    for (const [key, entry] of usagesOf(page)) usages.set(key, [...(usages.get(key) ?? []), entry])
  }
  return usages
}
