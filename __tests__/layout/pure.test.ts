import { canonicalUrl, pageTitle } from "../../src/layout/pageTitle"
import { isRouteLoadError } from "../../src/navigation/routeEvents"
import { scrollProgress } from "../../src/layout/scrollProgress"
import { hashScrollTarget } from "../../src/layout/useHashScroll"

describe("pageTitle", () => {
  it("is the documentation title on the home route", () => expect(pageTitle("Introduction", "/")).toBe("Strata Docs"))
  it("adds the suffix elsewhere", () => {
    expect(pageTitle("Core concepts", "/getting-started/core-concepts")).toBe("Core concepts - Protocol API Reference")
  })
  it("builds canonical URLs from the site URL", () => {
    expect(canonicalUrl("/guides/x")).toBe("https://docs.strata.dev/guides/x")
    expect(canonicalUrl("/")).toBe("https://docs.strata.dev/")
  })
})

describe("scrollProgress", () => {
  it.each([
    [-10, 0],
    [0, 0],
    [36, 0.5],
    [72, 1],
    [500, 1],
  ])("at %i px is %d", (y, expected) => expect(scrollProgress(y)).toBe(expected))
})

describe("hashScrollTarget", () => {
  it("puts the heading 100 px below the top", () => expect(hashScrollTarget(900, 200)).toBe(1000))
  it("never scrolls above the page", () => expect(hashScrollTarget(40, 0)).toBe(0))
})

describe("isRouteLoadError", () => {
  it.each([
    ["Loading chunk 123 failed.", true],
    ["ChunkLoadError: Loading chunk component---src-templates-doc-page-tsx failed.", true],
    ["TypeError: x is undefined", false],
  ])("%s → %s", (reason, expected) => expect(isRouteLoadError(reason)).toBe(expected))
})
