import { act, fireEvent, screen } from "@testing-library/react"
import { compileMdx } from "../../../src/mdx/compiler/compileMdx"
import { toElementTree } from "../../../src/mdx/elementTree"
import { hydrateIslands } from "../../../src/mdx/islands/hydrateIslands"
import { Island } from "../../../src/mdx/islands/Island"
import { islandName, ISLAND_NAMES } from "../../../src/mdx/islands/islandNames"
import { islandComponent, islandComponents } from "../../../src/mdx/islands/islandComponents"
import { keptTree } from "../../../src/mdx/islands/serverHtml"
import { renderTree } from "../../../src/mdx/renderTree"

// The Node build: jsdom lacks the TextEncoder the browser build of react-dom/server needs.
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server")

const PAGE = `
Intro with [a link](/guides/pipeline).

<CodeGroup title="Create a product">

\`\`\`bash title="stratactl"
stratactl products create --sku WID-001
\`\`\`

\`\`\`typescript title="client.ts"
await client.products.create({ sku: "WID-001" })
\`\`\`

</CodeGroup>

<Tabs>
<Tab label="First">

First panel.

\`\`\`json
{ "sku": "WID-001" }
\`\`\`

</Tab>
<Tab label="Second">

Second panel.

</Tab>
</Tabs>
`

/** The page as the build writes it: server HTML in a container, like the article on a first load. */
function serverArticle(): HTMLElement {
  const tree = toElementTree(compileMdx(PAGE, "islands.mdx").tree)
  const article = document.createElement("article")
  article.innerHTML = renderToString(<>{renderTree(tree)}</>)
  document.body.append(article)
  return article
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("the island registry", () => {
  it("has a component for every island name", () => {
    expect(Object.keys(islandComponents).sort()).toEqual([...ISLAND_NAMES].sort())
    for (const name of ISLAND_NAMES) expect(islandComponent(name)).toBeInstanceOf(Function)
  })

  it("refuses an unknown island, naming it: the page's render at build fails", () => {
    expect(() => islandName("carousel")).toThrow('Unknown island "carousel"')
    expect(() => renderToString(<Island name="carousel" props={{}} slots={[]} />)).toThrow(/Unknown island "carousel".*code-group, code-block, tabs/)
  })
})

describe("hydrating islands over server HTML", () => {
  it("marks each island with its name and props, and keeps everything else as plain HTML", () => {
    const article = serverArticle()
    const islands = [...article.querySelectorAll("[data-island]")].map((element) => element.getAttribute("data-island"))
    expect(islands).toEqual(["code-group", "tabs", "code-block"])
    const group = JSON.parse(article.querySelector('[data-island="code-group"]')!.getAttribute("data-island-props")!)
    expect(group).toMatchObject({ title: "Create a product", blocks: [{ language: "bash", title: "stratactl" }, { language: "typescript", title: "client.ts" }] })
    expect(typeof group.idBase).toBe("string")
  })

  it("leaves the server's nodes in place and makes tabs and copy work", async () => {
    const article = serverArticle()
    const code = article.querySelector('[data-island="code-group"] pre')!
    const paragraph = article.querySelector("p")!
    const nestedBlock = article.querySelector('[data-island="tabs"] [data-island="code-block"] pre')!
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    let unmount = () => {}
    await act(async () => {
      unmount = hydrateIslands(article)
      // Islands hydrate a few milliseconds' worth at a time, yielding between: let the last slice run.
      await new Promise((resolve) => setTimeout(resolve, 100))
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    // The very same nodes: nothing was re-created.
    expect(article.querySelector('[data-island="code-group"] pre')).toBe(code)
    expect(article.querySelector("p")).toBe(paragraph)
    expect(article.querySelector('[data-island="tabs"] [data-island="code-block"] pre')).toBe(nestedBlock)
    // The group's tabs respond.
    const typescript = screen.getByRole("tab", { name: "client.ts" })
    await act(async () => fireEvent.click(typescript))
    expect(typescript).toHaveAttribute("aria-selected", "true")
    const panel = document.getElementById(typescript.getAttribute("aria-controls")!)!
    expect(panel).not.toHaveAttribute("hidden")
    expect(panel.textContent).toContain("client.products.create")
    // So do the content tabs, and the nested block keeps its code.
    await act(async () => fireEvent.click(screen.getByRole("tab", { name: "Second" })))
    expect(screen.getByText("Second panel.").closest("[role=tabpanel]")).not.toHaveAttribute("hidden")
    expect(nestedBlock.textContent).toBe('{ "sku": "WID-001" }')
    unmount()
  })
})

describe("keptTree", () => {
  it("renders a tree's top elements with their props and no children of their own", () => {
    const html = renderToString(<>{keptTree({ type: "#", children: [{ type: "nav", props: { className: "crumbs" }, children: ["Guides"] }] })}</>)
    expect(html).toBe('<nav class="crumbs"></nav>')
  })
})

describe("icons writers may name", () => {
  it("every card icon and callout icon has a path", () => {
    const { CARD_ICONS } = require("../../../src/mdx/componentRegistry")
    const { calloutKinds } = require("../../../src/mdx/calloutKinds")
    const { ContentIcon } = require("../../../src/ui/ContentIcon")
    const names: string[] = [...CARD_ICONS, ...Object.values(calloutKinds).map((kind) => (kind as { icon: string }).icon)]
    for (const name of names) expect(renderToString(<ContentIcon name={name} />)).toMatch(/<path d="M/)
  })
})
