import type { SiteCheck } from "../siteCheck"

/** A page as the checks of front matter and routes see it. */
export interface SourcedPage {
  route: string
  file: string
  title?: string | null
  description?: string | null
}

/** Pages whose front matter lacks a required field, one message each naming the file. */
export function checkFrontMatter(pages: SourcedPage[]): string[] {
  return pages.flatMap((page) =>
    (["title", "description"] as const)
      .filter((field) => !page[field] || !String(page[field]).trim())
      .map((field) => `${page.file}: front matter needs a "${field}"`),
  )
}

/** Every page has a title and a description (badges live in the navigation tree, not in pages). */
export const frontMatter: SiteCheck = {
  name: "front matter",
  run: ({ site }) => ({ problems: checkFrontMatter(site.pages) }),
}
