/** @jest-environment node */
import { renderPageBody } from "../../src/layout/renderPageBody"
import { PageHead } from "../../src/layout/PageHead"
import { usePageRule } from "../../src/theme/styles/pageRules"

function Page({ title, rule }: { title: string; rule?: string }) {
  usePageRule(rule ?? "")
  return (
    <main>
      <PageHead title={title} description={`About ${title}`} route={`/guides/${title.toLowerCase()}`} />
      <h1>{title}</h1>
    </main>
  )
}

const text = (nodes: unknown) => JSON.stringify(nodes)

describe("renderPageBody", () => {
  it("returns each page's own head, taken in the same step as its body", () => {
    const first = renderPageBody(<Page title="Pipelines" rule=".a{b:c}" />)
    const second = renderPageBody(<Page title="Filters" />)
    expect(first.html).toContain("<h1>Pipelines</h1>")
    expect(text(first.head)).toContain("Pipelines - Protocol API Reference")
    expect(text(first.head)).not.toContain("Filters")
    expect(text(second.head)).toContain("Filters - Protocol API Reference")
    expect(text(second.head)).toContain("About Filters")
    expect(first.css).toBe(".a{b:c}")
    expect(second.css).toBe("")
  })
})
