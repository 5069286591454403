import GithubSlugger from "github-slugger"
import type { Heading, Root } from "mdast"
import { toString } from "mdast-util-to-string"
import { visit } from "unist-util-visit"
import type { PageHeading } from "./types"

/**
 * Gives every heading a GitHub-style id, unique on the page (a repeated title gets -1, -2…
 * in source order, so ids are deterministic), and returns the h2/h3 for the contents list.
 */
export function assignHeadingIds(tree: Root): PageHeading[] {
  const slugger = new GithubSlugger()
  const headings: PageHeading[] = []
  visit(tree, "heading", (node: Heading) => {
    const text = toString(node).trim()
    const id = slugger.slug(text) || slugger.slug("section")
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object), id } }
    if (node.depth === 2 || node.depth === 3) headings.push({ id, text, depth: node.depth })
  })
  return headings
}
