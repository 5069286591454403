import { pageTitle } from "../../src/layout/pageTitle"
import { flattenNavigation } from "../../src/navigation/flatten"
import { navigationTree } from "../navigation/siteTree"
import { firstElement, loadContentPages, proseWords } from "./pageRules"

// The rules every documentation page meets (run one file: npx jest __tests__/content -t "guides/pipeline").
const pages = loadContentPages()
const TITLE_MAX_CHARS = 70
const badges = new Map(flattenNavigation(navigationTree).filter((node) => node.href && node.badge).map((node) => [node.href!, node.badge!]))

describe.each(pages.map((page) => [page.file, page] as const))("%s", (_file, page) => {
  it("compiles", () => expect(page.error).toBeUndefined())

  it("has a title and a one- or two-sentence description", () => {
    expect(page.title?.trim()).toBeTruthy()
    expect(page.description?.trim()).toBeTruthy()
    expect((page.description ?? "").split(/(?<=[.!?])\s+/).filter(Boolean).length).toBeLessThanOrEqual(2)
  })

  // Search results show about 70 characters of a title; longer ones are cut mid-phrase.
  it("has a document title of at most 70 characters", () => {
    expect(pageTitle(page.title ?? "", page.route).length).toBeLessThanOrEqual(TITLE_MAX_CHARS)
  })

  // A generated reference page says what its source holds and nothing more (what every page of its kind shares
  // stands once, on the overview), so a small CUE package is a short page; it still has its sections and prose.
  const generated = page.file.includes("(generated ")
  it(generated ? "has at least 50 words of prose and a ## section" : "has at least 250 words of prose and two ## sections", () => {
    if (!page.compiled) return
    expect(proseWords(page.compiled.tree)).toBeGreaterThanOrEqual(generated ? 50 : 250)
    expect(page.compiled.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(generated ? 1 : 2)
  })

  it("opens with the callout matching its Preview or Deprecated badge", () => {
    const badge = badges.get(page.route)
    if (!badge || !page.compiled) return
    const first = firstElement(page.compiled.tree)
    expect(first?.name).toBe("Callout")
    expect(first?.attributes?.find((a) => a.name === "kind")?.value).toBe(badge)
  })
})

describe("links between pages", () => {
  it("every internal link and anchor points at a page and a heading that exist", () => {
    const { checkLinks } = jest.requireActual("../../src/build/check/links/links")
    const linked = pages.filter((page) => page.compiled).map((page) => ({ file: page.file, route: page.route, links: page.compiled!.links, anchors: page.compiled!.anchors }))
    const { PUBLISHED_SCHEMA_FILES } = jest.requireActual("../../src/reference/sources")
    const served = PUBLISHED_SCHEMA_FILES.map((file: string) => `/schema/${file.split("/").pop()}`)
    expect(checkLinks(linked, served)).toEqual([])
  })
})
