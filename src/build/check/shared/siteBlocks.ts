import type { MdxParse } from "../../../mdx/compiler/parseMdx"
import { digestOf, kept, type JsonStore } from "../../kernel/pageStore"
import type { SiteModel } from "../../kernel/siteModel"
import type { SiteCodeBlocks } from "../siteCheck"
import { pageCode, type CodeBlock } from "./codeBlocks"
import { checkedPage } from "./sitePages"

/**
 * Every fenced block of the site's pages, hand-written then generated. Parsing a page for its blocks is most of the
 * example checks' time: with a store, a page's blocks are kept from the last build while its text is the same.
 */
export function siteCodeBlocks(site: SiteModel, store?: JsonStore<CodeBlock[]>, parse?: MdxParse): SiteCodeBlocks {
  const codeOf = (page: SiteModel["pages"][number]) => {
    const checked = checkedPage(page)
    return kept(store, digestOf(checked.file, String(checked.lineOffset), checked.body), () => pageCode(checked, parse).blocks)
  }
  return { written: site.pages.filter((page) => !page.generated).flatMap(codeOf), generated: site.pages.filter((page) => page.generated).flatMap(codeOf) }
}

/** The hand-written pages' blocks, then the generated pages' blocks of `lang` (a generated page's examples are checked like a guide's). */
export function withGenerated({ written, generated }: SiteCodeBlocks, lang: string): CodeBlock[] {
  return [...written, ...generated.filter((block) => block.lang === lang)]
}

/** The Terraform texts HashiCorp's parser reads for the checks: every hcl or terraform block without nocheck, the generated pages' hcl too. */
export function terraformSources(blocks: SiteCodeBlocks): string[] {
  return withGenerated(blocks, "hcl")
    .filter((block) => (block.lang === "hcl" || block.lang === "terraform") && block.nocheck === undefined)
    .map((block) => block.value)
}
