import type { CreateResolversArgs } from "gatsby"
import { createSitePageResolvers, lastModifiedOf, SITEMAP_QUERY, sitemapEntry, sitemapOptions } from "../../../src/build/emit/sitemap"

describe("SitePage.lastModified", () => {
  it("is the date a page's context holds, or null when git knew none", () => {
    expect(lastModifiedOf({ context: { lastModified: "2026-11-22T07:33:03.000Z" } })).toBe("2026-11-22T07:33:03.000Z")
    expect(lastModifiedOf({ context: {} })).toBeNull()
    expect(lastModifiedOf({})).toBeNull()
  })

  it("is added to Gatsby's SitePage type as a String resolved from the node's context", () => {
    const added: unknown[] = []
    createSitePageResolvers({ createResolvers: (resolvers: unknown) => void added.push(resolvers) } as unknown as CreateResolversArgs)
    expect(added).toEqual([{ SitePage: { lastModified: { type: "String", resolve: lastModifiedOf } } }])
  })
})

describe("the sitemap's options", () => {
  it("leave out the unlisted routes, ask for path and lastModified only, and give lastmod only when known", () => {
    expect(sitemapOptions(["/writing"])).toEqual({ excludes: ["/writing"], query: SITEMAP_QUERY, serialize: sitemapEntry })
    expect(SITEMAP_QUERY).toContain("allSitePage { nodes { path lastModified } }")
    expect(sitemapEntry({ path: "/a", lastModified: "2026-11-22T07:33:03.000Z" })).toEqual({ url: "/a", lastmod: "2026-11-22T07:33:03.000Z" })
    expect(sitemapEntry({ path: "/a", lastModified: null })).toEqual({ url: "/a" })
  })
})
