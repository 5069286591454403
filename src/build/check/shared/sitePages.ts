import { flattenLinks } from "../../../navigation/flatten"
import type { SiteModel, SitePage } from "../../kernel/siteModel"
import type { CheckedPage } from "./codeBlocks"

/** A page as the example checks read it: its file, its body and the lines of front matter above it. */
export function checkedPage(page: SitePage): CheckedPage {
  return { file: page.file, body: page.body, lineOffset: page.lineOffset }
}

/** The hand-written pages (content/docs), as the checks of their prose and examples read them. */
export function writtenPages(site: SiteModel): CheckedPage[] {
  return site.pages.filter((page) => !page.generated).map(checkedPage)
}

/** The navigation's routes in reading order: a tutorial's Terraform and CUE examples resolve page after page in it. */
export function readingOrder(site: SiteModel): string[] {
  return flattenLinks(site.navigation).map((link) => link.href)
}
