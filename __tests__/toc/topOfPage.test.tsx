import { render, screen } from "@testing-library/react"
import { Article } from "../../src/layout/Article"
import { TableOfContents } from "../../src/toc/TableOfContents"

describe("Top of page", () => {
  it("links to the one element at the top of the article", () => {
    // The intro is in view: the first heading sits below the reading line.
    jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 600, bottom: 2000 } as DOMRect)
    render(
      <main id="content">
        <TableOfContents headings={[{ id: "one", text: "One", depth: 2 }]} contentId="content" />
        <Article title="Filters">
          <h2 id="one">One</h2>
        </Article>
      </main>,
    )
    const href = screen.getByRole("link", { name: "Top of page", hidden: true }).getAttribute("href") ?? ""
    expect(href).toBe("#top")
    const targets = document.querySelectorAll(`[id="${href.slice(1)}"]`)
    expect(targets).toHaveLength(1)
    expect(targets[0].tagName).toBe("ARTICLE")
    expect(targets[0]).toContainElement(screen.getByRole("heading", { level: 1, name: "Filters" }))
  })
})
