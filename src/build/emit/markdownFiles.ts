import fs from "fs"
import path from "path"
import { gzipSync } from "zlib"
import type { IdentifiedNode } from "../../navigation/types"
import type { JsonStore } from "../kernel/pageStore"
import type { MdxParse } from "../../mdx/compiler/parseMdx"
import { markdownPath } from "../../site"
import { llmsFull, llmsIndex, type LlmsPage } from "../compile/markdown/llmsText"
import type { PageSource } from "../compile/markdown/pageMarkdown"
import { llmsSiteOf, twinMaker } from "../compile/markdown/twins"

interface FileSize {
  path: string
  bytes: number
  gzipBytes: number
}

export interface MarkdownFiles {
  pages: number
  pageBytes: number
  llms: FileSize
  llmsFull: FileSize
}

/** Writes one file and returns its size in bytes. */
function write(publicDir: string, urlPath: string, text: string): number {
  const file = path.join(publicDir, urlPath)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const data = Buffer.from(text, "utf8")
  fs.writeFileSync(file, data)
  return data.length
}

/** Writes one of the llms files and returns its size, gzipped too (the build log gives both; a twin's, only the sum). */
function writeMeasured(publicDir: string, urlPath: string, text: string): FileSize {
  return { path: urlPath, bytes: write(publicDir, urlPath, text), gzipBytes: gzipSync(text).length }
}

/**
 * Writes every page's Markdown twin at markdownPath(route), then /llms.txt and /llms-full.txt, into public/.
 * With a store, a twin is converted again only when its page or the type links changed.
 */
export function writeMarkdownFiles(
  sources: PageSource[],
  tree: IdentifiedNode[],
  publicDir: string,
  unlisted: string[],
  codeLinks?: ReadonlyMap<string, string>,
  store?: JsonStore<string>,
  parse?: MdxParse,
): MarkdownFiles {
  const pages = new Map<string, LlmsPage>()
  let pageBytes = 0
  const twinOf = twinMaker(codeLinks, store, parse)
  for (const source of sources) {
    const markdown = twinOf(source)
    pageBytes += write(publicDir, markdownPath(source.route), markdown)
    pages.set(source.route, { title: source.title, description: source.description, markdown })
  }
  const llmsSite = llmsSiteOf(unlisted)
  return {
    pages: sources.length,
    pageBytes,
    llms: writeMeasured(publicDir, "/llms.txt", llmsIndex(tree, pages, llmsSite)),
    llmsFull: writeMeasured(publicDir, "/llms-full.txt", llmsFull(tree, pages, llmsSite)),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** One line for the build log: how many twins, and the size of each llms file (raw and gzipped). */
export function describeMarkdownFiles({ pages, pageBytes, llms, llmsFull }: MarkdownFiles): string {
  const size = (file: FileSize) => `${file.path} ${kb(file.bytes)} (${kb(file.gzipBytes)} gzip)`
  return `Markdown: ${pages} pages as .md (${kb(pageBytes)}), ${size(llms)}, ${size(llmsFull)}`
}
