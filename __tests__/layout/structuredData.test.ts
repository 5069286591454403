import { buildStructuredData, serializeJsonLd } from "../../src/layout/structuredData"
import { pageChrome } from "../../src/layout/pageChrome"
import { identifyTree } from "../../src/navigation/identify"
import { activePathIndex } from "../../src/navigation/activePath"
import { editUrl, site } from "../../src/site"
import { fixtureTree } from "../navigation/fixtures"

const page = {
  title: "File type",
  description: "Store files in StrataDB.",
  route: "/guides/data/file-type",
  breadcrumbs: [{ title: "Guides" }, { title: "Data" }, { title: "File type", href: "/guides/data/file-type" }],
}

describe("buildStructuredData", () => {
  it("describes the page as a TechArticle of the site, with its date when known", () => {
    const [article] = buildStructuredData({ ...page, dateModified: "2025-03-12T10:00:00+01:00" })
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TechArticle",
      headline: "File type",
      description: "Store files in StrataDB.",
      url: `${site.siteUrl}/guides/data/file-type`,
      dateModified: "2025-03-12T10:00:00+01:00",
      isPartOf: { "@type": "WebSite", name: site.title, url: `${site.siteUrl}/` },
      publisher: { "@type": "Organization", name: "Strata" },
    })
  })

  it("leaves dateModified out when git does not know the page", () => {
    expect(buildStructuredData(page)[0]).not.toHaveProperty("dateModified")
  })

  it("lists the linked breadcrumbs as a BreadcrumbList with absolute URLs", () => {
    const list = buildStructuredData({ ...page, breadcrumbs: [{ title: "Guides" }, { title: "CLI", href: "/cli" }, { title: "Workspace", href: "/cli/workspace" }] })[1]
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "CLI", item: `${site.siteUrl}/cli` },
        { "@type": "ListItem", position: 2, name: "Workspace", item: `${site.siteUrl}/cli/workspace` },
      ],
    })
  })

  it("has no BreadcrumbList on the home page", () => {
    expect(buildStructuredData({ ...page, route: "/", breadcrumbs: [] })).toHaveLength(1)
  })
})

describe("serializeJsonLd", () => {
  it("escapes < so a title cannot close the script", () => {
    const json = serializeJsonLd({ headline: "</script><script>alert(1)</script>" })
    expect(json).not.toContain("<")
    expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" })
  })
})

describe("pageChrome", () => {
  const tree = activePathIndex(identifyTree(fixtureTree))
  const source = { route: "/guides/data/filters", file: "content/docs/guides/data/filters.mdx", title: "Filters", description: "Filter rows." }
  const json = (node: unknown) => JSON.stringify(node)

  it("gives the breadcrumbs, the edit link to the page's file, the date and the JSON-LD", () => {
    const dates = new Map([[source.file, { iso: "2025-03-12T10:00:00+01:00", label: "12 March 2025" }]])
    const chrome = pageChrome(source, tree, dates)
    expect(json(chrome.breadcrumbs)).toContain('"aria-label":"Breadcrumb"')
    expect(json(chrome.breadcrumbs)).toContain('"children":["Filters"]')
    expect(json(chrome.pageEnd)).toContain(`"href":"${site.sourceUrl}/edit/main/content/docs/guides/data/filters.mdx"`)
    expect(json(chrome.pageEnd)).toContain('"dateTime":"2025-03-12T10:00:00+01:00"')
    expect(chrome.markdown).toBe("/guides/data/filters.md")
    expect(JSON.parse(chrome.structuredData)[0].dateModified).toBe("2025-03-12T10:00:00+01:00")
    expect(JSON.parse(chrome.structuredData)[1].itemListElement).toEqual([{ "@type": "ListItem", position: 1, name: "Filters", item: `${site.siteUrl}/guides/data/filters` }])
  })

  it("has no date at all when git does not know the file", () => {
    const chrome = pageChrome(source, tree, new Map())
    expect(json(chrome.pageEnd)).not.toContain("Last updated")
    expect(JSON.parse(chrome.structuredData)[0]).not.toHaveProperty("dateModified")
  })
})

describe("editUrl", () => {
  afterEach(() => delete process.env.SOURCE_EDIT_URL)

  it("follows SOURCE_EDIT_URL, the one setting of where sources are edited", () => {
    process.env.SOURCE_EDIT_URL = "https://git.example.test/docs/-/edit/release/"
    expect(editUrl("content/docs/index.mdx")).toBe("https://git.example.test/docs/-/edit/release/content/docs/index.mdx")
  })

  it("defaults to the source repository's main branch", () => {
    expect(editUrl("content/docs/index.mdx")).toBe(`${site.sourceUrl}/edit/main/content/docs/index.mdx`)
  })
})
