import type { Root as MdastRoot } from "mdast"
import remarkRehype from "remark-rehype"
import { unified } from "unified"
import { parseCodeMeta, readMeta } from "../code/codeMeta"
import { highlight } from "../code/syntaxHighlight"
import { canonicalLanguage } from "../code/languages"
import { visit } from "unist-util-visit"
import { layOutInlineCode } from "./codeWrapping"
import { labelTableRegions } from "./tableRegions"
import { drawDiagrams } from "./diagrams"
import { assignHeadingIds } from "./headings"
import { MdxCompileError, type CompiledPage, type PageLink, type TreeNode } from "../treeTypes"
import { liftLoneBlocks } from "./liftBlocks"
import { linkInlineCode } from "./linkInlineCode"
import { parseMdx, type MdxParse } from "./parseMdx"
import { findSourceProblems } from "./validate"

export interface CompileOptions {
  /** Inline code that is exactly one of these names becomes a link to its target (schema type → reference entry). */
  codeLinks?: ReadonlyMap<string, string>
  /** How the body is parsed: a build passes one parse that all its stages share (src/build/compile/sharedParse). */
  parse?: MdxParse
  /**
   * The page's requests run on the workspace model (a written page of content/docs): each ```graphql block not
   * marked nocheck gets `data-run`, its first code line, which the explorer finds its request by.
   */
  runnable?: boolean
}

const MDX_NODE_TYPES = ["mdxJsxFlowElement", "mdxJsxTextElement"]

interface CodeNode {
  lang?: string | null
  meta?: string | null
  value: string
}

/** A fenced block becomes <pre data-language data-title data-track><code>highlighted spans</code></pre>; a diagram, its figure. */
function codeHandler(_h: unknown, node: CodeNode & { data?: { diagram?: unknown; run?: number | string } }) {
  if (node.data?.diagram) return node.data.diagram
  const language = canonicalLanguage(node.lang)
  const { title, track } = parseCodeMeta(node.meta)
  // A written page's request by its line; a reference example by the key its generator wrote (`run="example:…"`).
  const run = node.data?.run ?? readMeta(node.meta, ["run"]).run
  return {
    type: "element",
    tagName: "pre",
    properties: { dataLanguage: language, ...(title ? { dataTitle: title } : {}), ...(track ? { dataTrack: track } : {}), ...(run ? { dataRun: String(run) } : {}) },
    children: [{ type: "element", tagName: "code", properties: {}, children: highlight(node.value, language) }],
  }
}

const toHast = unified().use(remarkRehype, { passThrough: MDX_NODE_TYPES, handlers: { code: codeHandler as never } })

/** Drops positions and parser data, keeping only what rendering needs, so the tree is small JSON. */
function serialisable(node: Record<string, unknown>): TreeNode {
  const { position: _position, data: _data, ...rest } = node
  if (Array.isArray(rest.children)) rest.children = rest.children.map(serialisable)
  if (Array.isArray(rest.attributes)) {
    rest.attributes = rest.attributes.map(({ name, value, type }) => ({ type, name, value: value ?? null }))
  }
  return rest as unknown as TreeNode
}

function collectLinks(tree: MdastRoot, lineOffset: number): PageLink[] {
  const links: PageLink[] = []
  visit(tree, (node) => {
    const line = (node.position?.start.line ?? 0) + lineOffset
    if (node.type === "link") links.push({ href: (node as { url: string }).url, line })
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      for (const attribute of (node as unknown as { attributes: { name?: string; value?: unknown }[] }).attributes) {
        // `href` (Card, Button) and the props that link a part of a component (Property's `typeHref`).
        const linking = attribute.name === "href" || attribute.name?.endsWith("Href")
        if (linking && typeof attribute.value === "string") links.push({ href: attribute.value, line })
      }
    }
  })
  return links
}

/** Marks each ```graphql block the workspace model runs (not nocheck) with its first code line, as the runs count lines. */
function markRunnableBlocks(tree: MdastRoot, lineOffset: number): void {
  visit(tree, "code", (node) => {
    if (canonicalLanguage(node.lang) !== "graphql" || parseCodeMeta(node.meta).nocheck !== undefined || !node.position) return
    node.data = { ...node.data, run: node.position.start.line + lineOffset + 1 } as typeof node.data
  })
}

/**
 * Compiles an MDX body into a serialisable tree, its headings and its links. `lineOffset` is the
 * number of front-matter lines above the body, so reported lines match the file.
 * Throws MdxCompileError listing every problem with file:line.
 */
export function compileMdx(body: string, file: string, lineOffset = 0, options: CompileOptions = {}): CompiledPage {
  let mdast: MdastRoot
  try {
    mdast = (options.parse ?? parseMdx)(body)
  } catch (error) {
    const { line = 0, column, reason } = error as { line?: number; column?: number; reason?: string }
    throw new MdxCompileError(file, [
      { line: line + lineOffset, column, message: `${reason ?? String(error)} (MDX syntax: escape { and < in text or use \`code\`)` },
    ])
  }
  liftLoneBlocks(mdast)
  const problems = findSourceProblems(mdast, body)
  if (problems.length > 0) {
    throw new MdxCompileError(file, problems.map((p) => ({ ...p, line: p.line + lineOffset })))
  }
  const diagramProblems = drawDiagrams(mdast)
  if (diagramProblems.length > 0) {
    throw new MdxCompileError(file, diagramProblems.map((p) => ({ ...p, line: p.line + lineOffset })))
  }
  const { headings, anchors } = assignHeadingIds(mdast)
  if (options.codeLinks?.size) linkInlineCode(mdast, options.codeLinks)
  const links = collectLinks(mdast, lineOffset)
  if (options.runnable) markRunnableBlocks(mdast, lineOffset)
  const hast = toHast.runSync(mdast) as unknown as Record<string, unknown>
  layOutInlineCode(hast as never)
  labelTableRegions(hast as never)
  return { tree: serialisable(hast), headings, anchors, links }
}
