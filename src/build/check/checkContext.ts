import type { MdxParse } from "../../mdx/compiler/parseMdx"
import type { SiteModel } from "../kernel/siteModel"
import type { CheckContext, CheckStores } from "./siteCheck"
import { siteCodeBlocks, terraformSources } from "./shared/siteBlocks"
import { parseHclExamples } from "./tools/hclDocument"

/** The context of one run of the checks over `site`: what several checks read is made at the first ask and kept until the run ends. */
export function checkContext(site: SiteModel, stores: CheckStores = {}, parse?: MdxParse): CheckContext {
  const made = new Map<string, unknown>()
  const once = <T>(key: string, make: () => T): T => {
    if (!made.has(key)) made.set(key, make())
    return made.get(key) as T
  }
  const codeBlocks = () => once("codeBlocks", () => siteCodeBlocks(site, stores.codeBlocks, parse))
  // HashiCorp's HCL parser reads every Terraform example at once, in one child process.
  const hclParses = () => once("hclParses", () => parseHclExamples(terraformSources(codeBlocks())))
  return { site, stores, parse, once, codeBlocks, hclParses }
}
