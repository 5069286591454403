import { siteNavigationTarget, sitePathOf } from "../../src/startup/navigationTarget"
import { sectionAddress } from "../../src/startup/anchorCopy"

const here = { origin: "https://docs.strata.dev", pathname: "/guides/pipeline" }
const click = (href: string, extra: Partial<Parameters<typeof siteNavigationTarget>[0]> = {}) =>
  siteNavigationTarget({ href, button: 0, modified: false, defaultPrevented: false, ...extra }, here)

describe("siteNavigationTarget: which clicks on server-HTML links navigate client-side", () => {
  it.each([
    ["/guides/stratadb/filters", "/guides/stratadb/filters"],
    ["https://docs.strata.dev/reference/cli#flags", "/reference/cli#flags"],
    ["/guides/stateflow?tab=cue", "/guides/stateflow?tab=cue"],
    ["/", "/"],
  ])("%s → %s", (href, path) => expect(click(href)).toBe(path))

  it.each([
    ["another site", "https://example.com/guides"],
    ["a Markdown twin", "/guides/pipeline.md"],
    ["a sitemap", "/sitemap-index.xml"],
    ["an anchor of this page", "/guides/pipeline#triggers"],
    ["mail", "mailto:docs@strata.dev"],
  ])("leaves %s to the browser", (_, href) => expect(click(href)).toBeNull())

  it("leaves new tabs, downloads, modified and other-button clicks, and clicks a component handled", () => {
    expect(click("/guides", { target: "_blank" })).toBeNull()
    expect(click("/guides", { download: true })).toBeNull()
    expect(click("/guides", { modified: true })).toBeNull()
    expect(click("/guides", { button: 1 })).toBeNull()
    expect(click("/guides", { defaultPrevented: true })).toBeNull()
    expect(click("/guides", { target: "_self" })).toBe("/guides")
  })

  it("prefetches only pages of the site", () => {
    expect(sitePathOf("/guides/events#top", here.origin)).toBe("/guides/events")
    expect(sitePathOf("/guides/events.md", here.origin)).toBeNull()
    expect(sitePathOf("https://example.com/x", here.origin)).toBeNull()
  })

  it("copies a heading's address as the page's with the section's hash", () => {
    expect(sectionAddress(here, "#triggers")).toBe("https://docs.strata.dev/guides/pipeline#triggers")
  })
})
