import type { CreateResolversArgs } from "gatsby"
import { createSitePageResolvers, lastModifiedOf } from "../../../src/build/source/sitePageFields"

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
