import type { Content, Root } from "mdast"
import { gfmToMarkdown } from "mdast-util-gfm"
import { toMarkdown, type Options } from "mdast-util-to-markdown"
import { metaForReaders } from "../../../mdx/code/codeMeta"
import { liftLoneBlocks } from "../../../mdx/compiler/liftBlocks"
import { linkInlineCode } from "../../../mdx/compiler/linkInlineCode"
import { parseMdx, type MdxParse } from "../../../mdx/compiler/parseMdx"
import { site } from "../../../site"
import { componentToMarkdown, type ConvertContext, type JsxElement } from "./componentsToMarkdown"
import { plainText } from "./plainText"
import { absoluteHref } from "./siteLinks"

/** A page as the build knows it: its route, front matter and MDX body (without front matter). */
export interface PageSource {
  route: string
  title: string
  description: string
  body: string
}

export const MARKDOWN_OPTIONS: Options = {
  bullet: "-",
  listItemIndent: "one",
  rule: "-",
  fences: true,
  // Unpadded tables: the same table for a renderer, far fewer bytes for a reader that counts them.
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  // No backslash a reader would see where no Markdown reader needs one (strata_workspace, grace@example.com).
  handlers: { text: plainText },
}

const UNSUPPORTED = new Set(["mdxjsEsm", "mdxFlowExpression", "mdxTextExpression"])

function convertNodes(nodes: Content[], context: ConvertContext): Content[] {
  return nodes.flatMap((node): Content[] => {
    const type = node.type as string
    if (type === "mdxJsxFlowElement" || type === "mdxJsxTextElement") return componentToMarkdown(node as unknown as JsxElement, context)
    if (UNSUPPORTED.has(type)) throw new Error(`${type} has no Markdown equivalent (the build refuses it in pages).`)
    const copy = { ...node } as Content & { url?: string; children?: Content[]; meta?: string | null }
    if (typeof copy.url === "string" && (type === "link" || type === "definition" || type === "image")) copy.url = context.href(copy.url)
    // track="…" steers the site's tabs and nocheck="…" speaks to writers: neither is for readers.
    if (type === "code") copy.meta = metaForReaders(copy.meta)
    if (Array.isArray(copy.children)) copy.children = convertNodes(copy.children, context)
    return [copy]
  })
}

/**
 * A page's body as plain mdast: every component turned into Markdown, the site's links made absolute. It is read
 * with the compiler's parse, so the twin holds exactly what the page renders.
 */
export function bodyToMarkdownTree(
  body: string,
  route: string,
  siteUrl: string = site.siteUrl,
  codeLinks?: ReadonlyMap<string, string>,
  parse: MdxParse = parseMdx,
): Root {
  const tree = parse(body)
  liftLoneBlocks(tree)
  // The same type links as the rendered page (src/mdx/compiler/linkInlineCode).
  if (codeLinks?.size) linkInlineCode(tree, codeLinks)
  const context: ConvertContext = {
    href: (href) => absoluteHref(href, route, siteUrl),
    convert: (nodes) => convertNodes(nodes, context),
  }
  try {
    return { type: "root", children: context.convert(tree.children) }
  } catch (error) {
    throw new Error(`Markdown twin of ${route}: ${(error as Error).message}`)
  }
}

/** One page as clean Markdown: `# Title`, the description as the intro, then the body. */
export function pageMarkdown(page: PageSource, siteUrl: string = site.siteUrl, codeLinks?: ReadonlyMap<string, string>, parse?: MdxParse): string {
  const body = bodyToMarkdownTree(page.body, page.route, siteUrl, codeLinks, parse)
  const root: Root = {
    type: "root",
    children: [
      { type: "heading", depth: 1, children: [{ type: "text", value: page.title }] },
      { type: "paragraph", children: [{ type: "text", value: page.description }] },
      ...body.children,
    ],
  }
  return toMarkdown(root, MARKDOWN_OPTIONS)
}
