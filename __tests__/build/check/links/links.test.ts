import { checkLinks, type LinkedPage } from "../../../../src/build/check/links/links"

const pages: LinkedPage[] = [
  { file: "content/docs/index.mdx", route: "/", anchors: ["start"], links: [] },
  { file: "content/docs/guides/filters.mdx", route: "/guides/filters", anchors: ["operators", "examples"], links: [] },
]

function linksFrom(...links: [string, number][]): LinkedPage[] {
  return [{ ...pages[0], links: links.map(([href, line]) => ({ href, line })) }, pages[1]]
}

describe("checkLinks", () => {
  it("accepts routes, anchors of the target page, own anchors, #top and external links", () => {
    expect(
      checkLinks(linksFrom(["/guides/filters", 3], ["/guides/filters#operators", 4], ["/guides/filters/", 5], ["#start", 6], ["#top", 7], ["https://strata.dev", 8], ["mailto:a@b.c", 9])),
    ).toEqual([])
  })

  it("names the file, the line and the target of a link to no page", () => {
    expect(checkLinks(linksFrom(["/guides/filterz", 12]))).toEqual(["content/docs/index.mdx:12 → /guides/filterz (no page at /guides/filterz)"])
  })

  it("names an anchor that is not a heading of the target page", () => {
    expect(checkLinks(linksFrom(["/guides/filters#operatorz", 7], ["#nowhere", 9]))).toEqual([
      "content/docs/index.mdx:7 → /guides/filters#operatorz (no heading #operatorz on /guides/filters)",
      "content/docs/index.mdx:9 → #nowhere (no heading #nowhere on /)",
    ])
  })

  it("refuses relative links, which break when a page moves", () => {
    expect(checkLinks(linksFrom(["filters", 2]))[0]).toMatch(/content\/docs\/index\.mdx:2 → filters \(write site links from the root/)
  })

  it("accepts routes served by other means", () => {
    expect(checkLinks(linksFrom(["/favicon.svg", 1]), ["/favicon.svg"])).toEqual([])
  })
})
