import { quietKnownWarnings } from "../../../src/build/kernel/quietLog"

describe("the log's silenced warnings", () => {
  it("drops react-helmet's note about Gatsby's Head API and keeps every other warning", () => {
    const printed: string[] = []
    const target = { warn: (text: string) => void printed.push(text) }
    quietKnownWarnings(target)
    target.warn("gatsby-plugin-react-helmet: Gatsby now has built-in support for modifying the document head. Learn more at https://gatsby.dev/gatsby-head")
    target.warn("content/docs/a.mdx:3 uses a deprecated field")
    expect(printed).toEqual(["content/docs/a.mdx:3 uses a deprecated field"])
  })

  it("leaves out Gatsby's table of pages by template", () => {
    const printed: string[] = []
    const target = { warn: () => undefined, _renderPageTree: () => void printed.push("table") }
    quietKnownWarnings(target)
    target._renderPageTree()
    expect(printed).toEqual([])
  })
})
