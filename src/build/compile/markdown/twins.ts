import type { MdxParse } from "../../../mdx/compiler/parseMdx"
import { site } from "../../../site"
import { digestOf, kept, type JsonStore } from "../../kernel/pageStore"
import type { LlmsSite } from "./llmsText"
import { pageMarkdown, type PageSource } from "./pageMarkdown"

// The twins and the llms files are made here, for the emit stage that writes them and the check stage that reads
// them for escapes a reader would see: both get the same text from the same inputs.

/** Makes a page's Markdown twin; with a store, a twin is converted again only when its page or the type links changed. */
export function twinMaker(codeLinks?: ReadonlyMap<string, string>, store?: JsonStore<string>, parse?: MdxParse): (source: PageSource) => string {
  const links = codeLinks ? digestOf(JSON.stringify([...codeLinks])) : ""
  return (source) => {
    const key = digestOf(source.route, source.title, source.description, source.body, links)
    return kept(store, key, () => pageMarkdown(source, undefined, codeLinks, parse))
  }
}

/** The site as the llms files introduce it. */
export const llmsSiteOf = (unlisted: string[]): LlmsSite => ({ title: site.title, summary: site.description, siteUrl: site.siteUrl, unlisted })
