import { checkMarkdownFiles } from "../../../../src/build/check/prose/markdownFiles"
import { checkSite } from "../../../../src/build/check/checkSite"
import type { JsonStore } from "../../../../src/build/kernel/pageStore"
import type { SiteModel, SitePage } from "../../../../src/build/kernel/siteModel"
import { fixtureSite } from "../../fixtureSite"

/** The fixture site with the filters page's description and body replaced (its source too, as the file would read). */
function siteWith(description: string, body: string): SiteModel {
  const site = fixtureSite()
  const pages = site.pages.map((page): SitePage =>
    page.route === "/guides/filters" ? { ...page, description, body, source: `---\ntitle: Filters\ndescription: ${description}\n---\n${body}` } : page,
  )
  return { ...site, pages }
}

describe("checkMarkdownFiles", () => {
  it("finds nothing in the twins and llms files of a good site", () => {
    expect(checkMarkdownFiles(fixtureSite())).toEqual([])
  })

  it("writes strata_workspace and grace@example.com as they are: nothing to report", () => {
    expect(checkMarkdownFiles(siteWith("Filter strata_workspace for grace@example.com.", "\n## By name\n\nThe strata_stratadb_type and grace@example.com.\n"))).toEqual([])
  })

  it("fails an escape in a twin with the twin's file:line and the page's line, then in llms.txt and llms-full.txt", () => {
    const problems = checkMarkdownFiles(siteWith("Sort by _id.", "\n## By name\n\nText with `Product`, sorted by _id.\n"))
    expect(problems).toEqual([
      'public/guides/filters.md:3:9 \\_ in "_id": readers of the Markdown see the backslash (from content/docs/guides/filters.mdx:3); put the name in a code span, where nothing needs escaping',
      'public/guides/filters.md:7:32 \\_ in "_id": readers of the Markdown see the backslash (from content/docs/guides/filters.mdx:8); put the name in a code span, where nothing needs escaping',
      expect.stringMatching(/^public\/llms\.txt:\d+:\d+ \\_ in "_id": readers of the Markdown see the backslash \(from content\/docs\/guides\/filters\.mdx:3\)/),
      expect.stringMatching(/^public\/llms-full\.txt:\d+:\d+ \\_ in "_id" and 1 more: readers of llms-full\.txt see the backslashes/),
    ])
  })

  it("reads each twin from the build's store and keeps the ones it makes there", () => {
    const kept = new Map<string, string>()
    const store: JsonStore<string> = { read: (key) => kept.get(key), write: (key, value) => void kept.set(key, value) }
    checkMarkdownFiles(fixtureSite(), store)
    expect(kept.size).toBe(4)
    for (const key of kept.keys()) kept.set(key, "A kept twin with a\\*.\n")
    expect(checkMarkdownFiles(fixtureSite(), store)).toContainEqual(expect.stringMatching(/^public\/guides\/filters\.md:1:19 \\\* in "a\*"/))
  })

  it("is one of the site's checks", () => {
    expect(checkSite(siteWith("Sort by _id.", "\n## By name\n\nText.\n")).problems).toContainEqual(expect.stringMatching(/^public\/guides\/filters\.md:3:9 \\_ in "_id"/))
  })
})
