import type { Content, Link, ListItem, PhrasingContent, Root } from "mdast"
import { toMarkdown } from "mdast-util-to-markdown"
import { normalizeRoute } from "../../../navigation/activePath"
import { flattenLinks } from "../../../navigation/flatten"
import type { IdentifiedNode } from "../../../navigation/types"
import { markdownPath } from "../../../site"
import { MARKDOWN_OPTIONS } from "./pageMarkdown"
import { isExternalHref, pageUrl } from "./siteLinks"

/** A page as the llms files list it; `markdown` is its Markdown twin (needed by llms-full.txt only). */
export interface LlmsPage {
  title: string
  description: string
  markdown?: string
}

export interface LlmsSite {
  title: string
  /** One line: the blockquote under the title. */
  summary: string
  siteUrl: string
  /** Routes served on purpose outside the reader's tree: never listed. */
  unlisted: string[]
}

const isListed = (href: string, site: LlmsSite) => !site.unlisted.includes(normalizeRoute(href))

/** The pages of the tree in reading order (its flattened order), without unlisted or external ones. */
export function llmsRoutes(tree: IdentifiedNode[], site: LlmsSite): string[] {
  const routes = flattenLinks(tree)
    .map((link) => link.href)
    .filter((href) => !isExternalHref(href) && isListed(href, site))
    .map(normalizeRoute)
  return [...new Set(routes)]
}

function pageOf(pages: Map<string, LlmsPage>, route: string): LlmsPage {
  const page = pages.get(route)
  if (!page) throw new Error(`The navigation links to ${route}, which has no page.`)
  return page
}

function entry(node: IdentifiedNode, pages: Map<string, LlmsPage>, site: LlmsSite): PhrasingContent[] {
  if (!node.href) return [{ type: "text", value: node.title }]
  if (isExternalHref(node.href)) return [{ type: "link", url: node.href, children: [{ type: "text", value: node.title }] }]
  const route = normalizeRoute(node.href)
  const page = pageOf(pages, route)
  const link: Link = { type: "link", url: `${site.siteUrl}${markdownPath(route)}`, children: [{ type: "text", value: page.title }] }
  return [link, { type: "text", value: `: ${page.description}` }]
}

/**
 * A section of the tree (a node with children) is a list item holding a nested list, not a ### heading:
 * the tree mixes pages and sections in one group ("Overview", "Quickstart ▸ …", "Console"), and only
 * nesting keeps a page that follows a section out from under that section's heading.
 */
function listItems(nodes: IdentifiedNode[], pages: Map<string, LlmsPage>, site: LlmsSite): ListItem[] {
  return nodes.flatMap((node): ListItem[] => {
    if (node.href && !isListed(node.href, site)) return []
    const children = listItems(node.children, pages, site)
    if (!node.href && children.length === 0) return []
    const nested: Content[] = children.length ? [{ type: "list", ordered: false, spread: false, children }] : []
    return [{ type: "listItem", spread: false, children: [{ type: "paragraph", children: entry(node, pages, site) }, ...nested] as ListItem["children"] }]
  })
}

function header(site: LlmsSite): Content[] {
  return [
    { type: "heading", depth: 1, children: [{ type: "text", value: site.title }] },
    { type: "blockquote", children: [{ type: "paragraph", children: [{ type: "text", value: site.summary }] }] },
  ]
}

/** llms.txt: the site's title, a one-line summary, then every listed page grouped as in the navigation tree. */
export function llmsIndex(tree: IdentifiedNode[], pages: Map<string, LlmsPage>, site: LlmsSite): string {
  const children: Content[] = [
    ...header(site),
    {
      type: "paragraph",
      children: [
        { type: "text", value: "Each page below links to its Markdown twin: the page's URL with " },
        { type: "inlineCode", value: ".md" },
        { type: "text", value: " added (the home page is " },
        { type: "inlineCode", value: "/index.md" },
        { type: "text", value: "). Every page in one file: " },
        { type: "link", url: `${site.siteUrl}/llms-full.txt`, children: [{ type: "text", value: "llms-full.txt" }] },
        { type: "text", value: "." },
      ],
    },
  ]
  for (const group of tree) {
    const items = listItems(group.href ? [{ ...group, children: [] }, ...group.children] : group.children, pages, site)
    if (items.length === 0) continue
    children.push({ type: "heading", depth: 2, children: [{ type: "text", value: group.title }] })
    children.push({ type: "list", ordered: false, spread: false, children: items })
  }
  return toMarkdown({ type: "root", children } satisfies Root, MARKDOWN_OPTIONS)
}

const SEPARATOR = "\n---\n\n"

/**
 * llms-full.txt: every listed page's Markdown in the tree's order, each after a thematic break and
 * with its page URL under its title, so a reader of the one file can cite each page.
 */
export function llmsFull(tree: IdentifiedNode[], pages: Map<string, LlmsPage>, site: LlmsSite): string {
  const parts = llmsRoutes(tree, site).map((route) => {
    const { markdown } = pageOf(pages, route)
    if (markdown === undefined) throw new Error(`No Markdown for ${route}.`)
    const [title, ...rest] = markdown.split("\n")
    return [title, "", `Source: ${pageUrl(route, site.siteUrl)}`, ...rest].join("\n")
  })
  return [toMarkdown({ type: "root", children: header(site) }, MARKDOWN_OPTIONS), ...parts].join(SEPARATOR)
}
