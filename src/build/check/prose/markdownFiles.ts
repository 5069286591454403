import type { MdxParse } from "../../../mdx/compiler/parseMdx"
import { markdownPath } from "../../../site"
import { llmsFull, llmsIndex, type LlmsPage } from "../../compile/markdown/llmsText"
import { llmsSiteOf, twinMaker } from "../../compile/markdown/twins"
import type { SiteModel, SitePage } from "../../kernel/siteModel"
import { checkMarkdownEscapes, findMarkdownEscapes, type WordSource } from "./markdownEscapes"
import { schemaSourceText } from "./schemaSourceText"
import type { SiteCheck } from "../siteCheck"

// The twins and the llms files are checked here, with the same function and inputs the build writes them with
// (src/build/compile/markdown/twins), rather than after they are written: the build stops at the content checks
// when any fails, and the escapes belong in that one list, with the other problems of the same pages.

/** Where the words of a page come from: its .mdx file, or the schema source a generated page is made of. */
function wordSource(page: SitePage, site: SiteModel): WordSource {
  if (!page.generated) return { file: page.file, text: page.source }
  const text = schemaSourceText(site.schemas?.texts, page.editFile)
  return text ? { file: page.editFile, text } : { file: page.file, text: page.source }
}

/** public/<twin path>, as messages name a written file. */
const publicPath = (urlPath: string) => `public${urlPath}`

/**
 * Every backslash escape a reader sees in a page's Markdown twin, in /llms.txt and in /llms-full.txt, each with the
 * file and line it comes from where known. `store` is the build's store of twins (the files are written from it).
 */
export function checkMarkdownFiles(site: SiteModel, store?: Parameters<typeof twinMaker>[1], parse?: MdxParse): string[] {
  const twinOf = twinMaker(site.schemas && site.typeLinks, store, parse)
  const problems: string[] = []
  const pages = new Map<string, LlmsPage>()
  const byTwin = new Map<string, SitePage>()
  for (const page of site.pages) {
    const source = { route: page.route, title: page.title ?? "", description: page.description ?? "", body: page.body }
    byTwin.set(markdownPath(page.route), page)
    // A page that doesn't compile is reported with its errors; it has no twin to check.
    if (!page.compiled) {
      pages.set(page.route, source)
      continue
    }
    let markdown: string
    try {
      markdown = twinOf(source)
    } catch (error) {
      problems.push(`${page.file}: ${(error as Error).message}`)
      continue
    }
    pages.set(page.route, { ...source, markdown })
    const from = wordSource(page, site)
    problems.push(...checkMarkdownEscapes(publicPath(markdownPath(page.route)), markdown, () => from))
  }
  const llmsSite = llmsSiteOf(site.unlisted)
  // A line of llms.txt links to a page's twin and holds its title and description.
  const pageOfLine = (line: string) => byTwin.get(/\]\((\S+?\.md)\)/.exec(line)?.[1].slice(llmsSite.siteUrl.length) ?? "")
  let index: string
  let full: string
  try {
    index = llmsIndex(site.navigation, pages, llmsSite)
    full = llmsFull(site.navigation, pages, llmsSite)
  } catch {
    // The tree links to a page that doesn't exist or doesn't compile: the checks of the tree and the pages say so.
    return problems
  }
  const indexLines = index.split("\n")
  problems.push(
    ...checkMarkdownEscapes(publicPath("/llms.txt"), index, (line) => {
      const page = pageOfLine(indexLines[line - 1])
      return page && wordSource(page, site)
    }),
  )
  // llms-full.txt is llms.txt's header and every listed twin: its escapes are those above, in one line.
  const [first, ...more] = findMarkdownEscapes(full)
  if (first) {
    const others = more.length ? ` and ${more.length} more` : ""
    problems.push(`${publicPath("/llms-full.txt")}:${first.line}:${first.column} ${first.escape} in "${first.word}"${others}: readers of ` +
      `llms-full.txt see the backslashes; it holds the header of llms.txt and the twins, whose lines are listed above`)
  }
  return problems
}

/** The backslash escapes a reader would see in the Markdown twins and the llms files, made as the build writes them. */
export const markdownFiles: SiteCheck = {
  name: "markdown twins",
  run: ({ site, stores, parse }) => ({ problems: checkMarkdownFiles(site, stores.twins, parse) }),
}
