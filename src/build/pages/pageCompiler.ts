import { compileMdx } from "../../mdx/compiler/compileMdx"
import type { MdxParse } from "../../mdx/compiler/parseMdx"
import type { CompiledPage } from "../../mdx/compiler/types"
import { toElementTree, type ElementNode } from "../../mdx/elementTree"
import { digestOf, type PageStore, type StoredPage } from "./pageStore"

/** What the compiler needs of a page: its body, where it comes from, and the digest of its node. */
export interface MdxSource {
  id: string
  body: string
  internal: { contentDigest: string; contentFilePath: string }
}

export interface PageCompiler {
  /** The compiled tree, headings and links of a page (memoised by node and content digest). */
  compiled(node: MdxSource, lineOffset: number): CompiledPage
  /** The page body as element records for the browser's renderer (memoised like the compiled page). */
  elements(node: MdxSource, lineOffset: number): ElementNode
}

/**
 * A compiler of pages for one set of type links (inline code that is exactly a schema type name links to
 * its reference entry; empty on sites without schema sources). Each page is compiled once per compiler,
 * however many stages and queries ask for it, and once per build across processes and builds when a
 * store is given; the links come in as an argument, never from shared state.
 */
export function createPageCompiler(codeLinks: ReadonlyMap<string, string>, store?: PageStore, parse?: MdxParse): PageCompiler {
  const pages = new Map<string, StoredPage>()
  const linksDigest = digestOf(JSON.stringify([...codeLinks]))
  const page = (node: MdxSource, lineOffset: number): StoredPage => {
    const key = `${node.id}:${node.internal.contentDigest}`
    let found = pages.get(key)
    if (!found) {
      const storeKey = digestOf(linksDigest, node.id, node.internal.contentDigest, node.internal.contentFilePath, String(lineOffset))
      found = store?.read(storeKey)
      if (!found) {
        const compiled = compileMdx(node.body, node.internal.contentFilePath, lineOffset, { codeLinks, parse })
        found = { compiled, elements: toElementTree(compiled.tree) }
        store?.write(storeKey, found)
      }
      pages.set(key, found)
    }
    return found
  }
  return {
    compiled: (node, lineOffset) => page(node, lineOffset).compiled,
    elements: (node, lineOffset) => page(node, lineOffset).elements,
  }
}

/**
 * One compiler per version of the GraphQL schema text (undefined: no schema), so the data layer's field
 * resolvers and the createPages stages of one process share compiled pages, and an edit of the schema in
 * `gatsby develop` gets a compiler with the new links.
 */
export interface PageCompilers {
  forSchema(graphqlText: string | undefined): PageCompiler
}

export function pageCompilers(linksOf: (graphqlText: string) => ReadonlyMap<string, string>, store?: PageStore, parse?: MdxParse): PageCompilers {
  let last: { text: string | undefined; compiler: PageCompiler } | undefined
  return {
    forSchema(text) {
      if (!last || last.text !== text) last = { text, compiler: createPageCompiler(text === undefined ? new Map() : linksOf(text), store, parse) }
      return last.compiler
    },
  }
}
