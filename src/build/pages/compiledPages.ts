import fs from "fs"
import { compileMdx } from "../../mdx/compiler/compileMdx"
import type { CompiledPage } from "../../mdx/compiler/types"
import { toElementTree, type ElementNode } from "../../mdx/elementTree"
import { bodyLineOffset } from "../source/routes"

export interface MdxSource {
  id: string
  body: string
  internal: { contentDigest: string; contentFilePath: string }
}

// Each page is compiled once per build even though several fields and queries ask for it.
const cache = new Map<string, CompiledPage>()

// Inline code that is exactly a schema type name links to its reference entry (set by the reference
// sourcing step before any page is compiled; empty on sites without schema sources).
let codeLinks: ReadonlyMap<string, string> = new Map()

export function setCodeLinks(links: ReadonlyMap<string, string>): void {
  codeLinks = links
  cache.clear()
  elementCache.clear()
}

/** The compiled tree, headings and links of an Mdx node (memoised by content digest). */
export function compiledPage(node: MdxSource): CompiledPage {
  const key = `${node.id}:${node.internal.contentDigest}`
  let page = cache.get(key)
  if (!page) {
    const file = node.internal.contentFilePath
    const raw = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : node.body
    page = compileMdx(node.body, file, bodyLineOffset(raw, node.body), { codeLinks })
    cache.set(key, page)
  }
  return page
}

const elementCache = new Map<string, ElementNode>()

/** The page body as element records for the browser's renderer (memoised like the compiled page). */
export function pageElements(node: MdxSource): ElementNode {
  const key = `${node.id}:${node.internal.contentDigest}`
  let elements = elementCache.get(key)
  if (!elements) {
    elements = toElementTree(compiledPage(node).tree)
    elementCache.set(key, elements)
  }
  return elements
}
