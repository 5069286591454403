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
  return { headings, anchors }
}
