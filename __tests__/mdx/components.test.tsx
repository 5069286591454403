import { fireEvent, screen, within } from "@testing-library/react"
import { componentMap } from "../../src/mdx/componentMap"
import { componentRegistry } from "../../src/mdx/componentRegistry"
import { nextTabIndex } from "../../src/mdx/tabs/tabKeys"
import { renderMdx } from "./renderMdx"

it("every registered component has a renderer", () => {
  for (const name of Object.keys(componentRegistry)) expect([name, name in componentMap]).toEqual([name, true])
})

describe("Callout", () => {
  it.each([
    ["note", "Note"],
    ["warning", "Warning"],
    ["deprecated", "Deprecated"],
    ["preview", "Preview"],
  ])("%s is an aside named %s, with its own colour", (kind, name) => {
    renderMdx(`<Callout kind="${kind}">\n\nBody text.\n\n</Callout>\n`)
    const aside = screen.getByRole("complementary", { name })
    expect(aside).toHaveTextContent("Body text.")
    expect(aside).toHaveAttribute("data-kind", kind)
  })

  it("adds its title to its name", () => {
    renderMdx('<Callout kind="warning" title="Data loss">\n\nNo undo.\n\n</Callout>\n')
    expect(screen.getByRole("complementary", { name: "Warning: Data loss" })).toBeInTheDocument()
  })
})

describe("MethodTag", () => {
  it("shows the method in capitals, marked for its colour", () => {
    renderMdx('Send <MethodTag method="get" /> or <MethodTag method="PATCH" />.\n')
    expect(document.querySelector('[data-method="GET"]')).toHaveTextContent("GET")
    expect(document.querySelector('[data-method="PATCH"]')).toHaveTextContent("PATCH")
  })
})

describe("Heading", () => {
  it("renders an h2 with its tag, label and anchor", () => {
    renderMdx('<Heading level="2" tag="POST" label="/webhooks/{executor}">Trigger an executor</Heading>\n')
    const heading = screen.getByRole("heading", { level: 2, name: /Trigger an executor/ })
    expect(heading).toHaveAttribute("id", "trigger-an-executor")
    expect(heading).toHaveAttribute("data-tagged")
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "#trigger-an-executor")
    expect(screen.getByText("/webhooks/{executor}")).toBeInTheDocument()
    expect(document.querySelector('[data-method="POST"]')).toBeInTheDocument()
  })

  it("a plain ## heading is not tagged", () => {
    renderMdx("## Plain\n")
    expect(screen.getByRole("heading", { level: 2 })).not.toHaveAttribute("data-tagged")
  })
})

describe("Properties", () => {
  it("is a definition list of names, types, required flags and defaults", () => {
    renderMdx('<Properties>\n\n<Property name="--region" type="string" required="true">\n\nWhere.\n\n</Property>\n\n<Property name="--output" default="table">\n\nHow.\n\n</Property>\n\n</Properties>\n')
    const terms = screen.getAllByRole("term")
    expect(terms.map((term) => term.textContent)).toEqual(["--regionstringrequired", "--outputdefault table"])
    expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual(["Where.", "How."])
  })
})

describe("Card", () => {
  it("is one link holding its title and description", () => {
    renderMdx('<Cards>\n\n<Card title="Filters" href="/guides/stratadb/filters" icon="database">\n\nNarrow results.\n\n</Card>\n\n</Cards>\n')
    const link = screen.getByRole("link", { name: /Filters.*Narrow results/ })
    expect(link).toHaveAttribute("href", "/guides/stratadb/filters")
    expect(link.querySelector("svg")).toBeInTheDocument()
  })
})

describe("Button", () => {
  it("renders a site link, an external link with rel=noopener, or a button", () => {
    renderMdx('<Button href="/getting-started/overview" variant="filled" arrow="right">Start</Button> <Button href="https://strata.dev" variant="outline">Site</Button> <Button variant="text">Plain</Button>\n')
    expect(screen.getByRole("link", { name: "Start" })).toHaveAttribute("href", "/getting-started/overview")
    expect(screen.getByRole("link", { name: "Start" })).toHaveAttribute("data-variant", "filled")
    expect(screen.getByRole("link", { name: "Site" })).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByRole("button", { name: "Plain" })).toHaveAttribute("data-variant", "text")
  })
})

describe("Tabs", () => {
  const NESTED = `<Tabs>

<Tab label="One">

First panel.

<Tabs>

<Tab label="Inner A">

Inner A text.

</Tab>

<Tab label="Inner B">

Inner B text.

</Tab>

</Tabs>

</Tab>

<Tab label="Two">

Second panel.

</Tab>

<Tab label="Three">

Third panel.

</Tab>

</Tabs>
`
  const tab = (name: string) => screen.getByRole("tab", { name })

  it("follows the WAI-ARIA tabs pattern: arrows, Home and End move and select", () => {
    renderMdx(NESTED)
    const one = tab("One")
    expect(one).toHaveAttribute("aria-selected", "true")
    expect(tab("Two")).toHaveAttribute("tabindex", "-1")
    expect(screen.getByRole("tabpanel", { name: "One" })).toHaveTextContent("First panel.")
    fireEvent.keyDown(one, { key: "ArrowRight" })
    expect(tab("Two")).toHaveAttribute("aria-selected", "true")
    expect(tab("Two")).toHaveFocus()
    fireEvent.keyDown(tab("Two"), { key: "End" })
    expect(tab("Three")).toHaveFocus()
    fireEvent.keyDown(tab("Three"), { key: "ArrowRight" })
    expect(tab("One")).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(tab("One"), { key: "ArrowLeft" })
    expect(tab("Three")).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(tab("Three"), { key: "Home" })
    expect(tab("One")).toHaveAttribute("aria-selected", "true")
  })

  it("keeps each nesting level's selection", () => {
    renderMdx(NESTED)
    fireEvent.click(tab("Inner B"))
    fireEvent.click(tab("Two"))
    fireEvent.click(tab("One"))
    expect(tab("Inner B")).toHaveAttribute("aria-selected", "true")
    expect(screen.getByText("Inner B text.")).toBeVisible()
  })

  it.each([
    ["ArrowRight", 0, 3, 1],
    ["ArrowRight", 2, 3, 0],
    ["ArrowLeft", 0, 3, 2],
    ["Home", 2, 3, 0],
    ["End", 0, 3, 2],
    ["Enter", 0, 3, null],
  ])("%s from %i of %i goes to %p", (key, from, count, expected) => {
    expect(nextTabIndex(key, from, count)).toBe(expected)
  })
})
