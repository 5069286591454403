import { compileMdx } from "../../mdx/compiler/compileMdx"
import type { MdxParse } from "../../mdx/compiler/parseMdx"
import type { CompiledPage } from "../../mdx/treeTypes"
import { toElementTree, type ElementNode } from "../../mdx/elementTree"
import { digestOf, type PageStore, type StoredPage } from "../kernel/pageStore"

/** What the compiler needs of a page: its body and where it comes from. */
export interface MdxSource {
  id: string
  body: string
  internal: { contentFilePath: string }
}

export interface PageCompiler {
  /** The compiled tree, headings and links of a page (memoised by node and the digest of its body). */
  compiled(node: MdxSource, lineOffset: number): CompiledPage
  /** The page body as element records for the browser's renderer (memoised like the compiled page). */
  elements(node: MdxSource, lineOffset: number): ElementNode
  /** A digest of those element records: it changes when the page's output does. */
  elementsDigest(node: MdxSource, lineOffset: number): string
}

/** A page as a compiler keeps it in memory: its outline, and where its tree and element records are read from. */
interface KeptPage {
  compiled: CompiledPage
  elementsDigest: string
  texts(): StoredPage
}

/**
 * The compiled page whose `tree` is parsed from its text on each access, so every reader gets its own copy.
 * `texts` reads the page back from the store when there is one: a site's pages then hold only their
 * outlines in memory (a 10,000-page site's trees and element records are 380 MB of text, 1 GB as objects).
 */
function keptPage(stored: StoredPage, texts: () => StoredPage): KeptPage {
  const { tree, elements, ...outline } = stored
  const compiled = { ...outline } as CompiledPage
  Object.defineProperty(compiled, "tree", { enumerable: true, get: () => JSON.parse(texts().tree) })
  return { compiled, elementsDigest: digestOf(elements), texts }
}

/** A page kept whole in memory (no store). A function of its own, so no closure of the compiler holds the texts. */
const keptInMemory = (stored: StoredPage): KeptPage => keptPage(stored, () => stored)

/**
 * A compiler of pages for one set of type links (inline code that is exactly a schema type name links to
 * its reference entry; empty on sites without schema sources). Each page is compiled once per compiler,
 * however many stages and queries ask for it, and once per build across processes and builds when a
 * store is given; the links come in as an argument, never from shared state.
 */
export function createPageCompiler(codeLinks: ReadonlyMap<string, string>, store?: PageStore, parse?: MdxParse): PageCompiler {
  const pages = new Map<string, KeptPage>()
  const linksDigest = digestOf(JSON.stringify([...codeLinks]))
  const compile = (body: string, file: string, lineOffset: number): StoredPage => {
    // The written pages' requests run on the workspace model; a reference page's examples are not blocks of a page.
    const runnable = /[\\/]content[\\/]docs[\\/]/.test(file)
    const { tree, ...outline } = compileMdx(body, file, lineOffset, { codeLinks, parse, runnable })
    return { ...outline, tree: JSON.stringify(tree), elements: JSON.stringify(toElementTree(tree)) }
  }
  const page = (node: MdxSource, lineOffset: number): KeptPage => {
    // Keyed by the text compiled, not by the node's contentDigest: gatsby-source-filesystem keeps a file's digest
    // for as long as its mtime and inode stay the same, so a digest can belong to another text than the body.
    const bodyDigest = digestOf(node.body)
    const key = `${node.id}:${bodyDigest}`
    let found = pages.get(key)
    if (!found) {
      const { body, internal } = node
      const storeKey = digestOf(linksDigest, node.id, bodyDigest, internal.contentFilePath, String(lineOffset))
      const load = (): StoredPage => {
        const kept = store?.read(storeKey)
        if (kept) return kept
        const compiled = compile(body, internal.contentFilePath, lineOffset)
        store?.write(storeKey, compiled)
        return compiled
      }
      found = store ? keptPage(load(), load) : keptInMemory(load())
      pages.set(key, found)
    }
    return found
  }
  return {
    compiled: (node, lineOffset) => page(node, lineOffset).compiled,
    elements: (node, lineOffset) => JSON.parse(page(node, lineOffset).texts().elements) as ElementNode,
    elementsDigest: (node, lineOffset) => page(node, lineOffset).elementsDigest,
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
