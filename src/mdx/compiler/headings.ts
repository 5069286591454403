import GithubSlugger from "github-slugger"
import { FRAME_IDS } from "../../ui/pageIds"
import { TOP_ID } from "../../ui/topAnchor"
import type { Root } from "mdast"
import { toString } from "mdast-util-to-string"
import type { Node } from "unist"
import { visit } from "unist-util-visit"
import type { PageHeading } from "../treeTypes"

interface JsxAttribute {
  type: string
  name: string
  value: unknown
}

interface HeadingLike extends Node {
  depth?: number
  name?: string | null
  attributes?: JsxAttribute[]
  data?: { hProperties?: Record<string, unknown> }
}

/** The level of a Markdown heading or of a <Heading level="2|3"> component; undefined for other nodes. */
function headingLevel(node: HeadingLike): number | undefined {
  if (node.type === "heading") return node.depth
  if (node.type === "mdxJsxFlowElement" && node.name === "Heading") {
    return Number(node.attributes?.find((attribute) => attribute.name === "level")?.value)
  }
  return undefined
}

/** The id a <Heading> is given in its source (`id="setorderstatus-errors"`), when it has one. */
function givenId(node: HeadingLike): string | undefined {
  const value = node.type === "mdxJsxFlowElement" ? node.attributes?.find((attribute) => attribute.name === "id")?.value : undefined
  return typeof value === "string" && value ? value : undefined
}

/**
 * Gives every heading (Markdown or <Heading>) a GitHub-style id, unique on the page: a repeated
 * title gets -1, -2… in source order, so ids are deterministic. A <Heading> that names its own id
 * (a generated entry's parts: `setorderstatus-errors`) keeps it, slugged the same way. Returns every
 * id, and the h2/h3 for the contents list.
 */
export function assignHeadingIds(tree: Root): { headings: PageHeading[]; anchors: string[] } {
  const slugger = new GithubSlugger()
  // The page frame already carries these ids; a heading titled "Top" becomes top-1, so ids stay unique.
  for (const id of [TOP_ID, ...FRAME_IDS]) slugger.slug(id)
  const headings: PageHeading[] = []
  const anchors: string[] = []
  visit(tree as Node, (node: HeadingLike) => {
    const level = headingLevel(node)
    if (level === undefined) return
    const text = toString(node).trim()
    const given = givenId(node)
    const id = (given ? slugger.slug(given) : slugger.slug(text)) || slugger.slug("section")
    if (node.type === "heading") {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
    } else {
      const others = (node.attributes ?? []).filter((attribute) => attribute.name !== "id")
      node.attributes = [...others, { type: "mdxJsxAttribute", name: "id", value: id }]
    }
    anchors.push(id)
    if (level === 2 || level === 3) headings.push({ id, text, depth: level })
  })
  assignEntryIds(tree, slugger, anchors)
  return { headings, anchors }
}

/** A run-in that names a value, as a limit does: `**Query depth (10 levels).**` → "Query depth". */
const VALUE_RUN_IN = /^(.+?) \(([^)]*\d[^)]*)\)/

interface EntryLike extends HeadingLike {
  children?: EntryLike[]
}

/**
 * Gives the entries a reader or search links to their own ids, after every heading has its id (so no heading's id
 * ever changes): a <Property> gets its heading's id and its name (`#inventory-reorderpoint` for the field
 * `reorderPoint` under `## Inventory`), and a paragraph that opens with a bold run-in naming a value
 * (`**Query depth (10 levels).**`) gets that name (`#query-depth`). An id already taken gets -1, -2….
 */
function assignEntryIds(tree: Root, slugger: GithubSlugger, anchors: string[]): void {
  let heading = ""
  visit(tree as Node, (node: EntryLike) => {
    if (headingLevel(node) !== undefined) {
      heading = String(node.type === "heading" ? node.data?.hProperties?.id : node.attributes?.find((a) => a.name === "id")?.value)
      return
    }
    if (node.type === "mdxJsxFlowElement" && node.name === "Property") {
      const name = String(node.attributes?.find((attribute) => attribute.name === "name")?.value ?? "").replace(/^-+/, "")
      if (!name || node.attributes?.some((attribute) => attribute.name === "id")) return
      const id = slugger.slug(heading ? `${heading}-${name}` : name)
      node.attributes = [...(node.attributes ?? []), { type: "mdxJsxAttribute", name: "id", value: id }]
      anchors.push(id)
      return
    }
    if (node.type === "paragraph" && node.children?.[0]?.type === "strong") {
      const named = VALUE_RUN_IN.exec(toString(node.children[0] as never).trim())
      if (!named) return
      const id = slugger.slug(named[1])
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
      anchors.push(id)
    }
  })
}
