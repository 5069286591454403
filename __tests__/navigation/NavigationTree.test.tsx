import { fireEvent, render, screen, within } from "@testing-library/react"
import { identifyTree } from "../../src/navigation/identify"
import { NavigationTree } from "../../src/navigation/NavigationTree"
import { buildPageNavigation } from "../../src/navigation/pageNavigation"
import { fixtureTree } from "./fixtures"
import { largeTree } from "./largeTree"

const tree = identifyTree(fixtureTree)
// The Node build: jsdom lacks the TextEncoder the browser build of react-dom/server needs.
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server")

function renderAt(pathname: string) {
  const navigation = buildPageNavigation(tree, pathname)
  const view = render(<NavigationTree entries={navigation.entries} activePath={navigation.activePath} idPrefix="t" />)
  const rerenderAt = (next: string) => {
    const nav = buildPageNavigation(tree, next)
    view.rerender(<NavigationTree entries={nav.entries} activePath={nav.activePath} idPrefix="t" />)
  }
  return { rerenderAt }
}

const toggle = (name: string) => screen.getByRole("button", { name })

describe("NavigationTree", () => {
  it("opens the section of the current page with its ancestors and highlights the page", () => {
    renderAt("/guides/data/file-type")
    expect(toggle("Data")).toHaveAttribute("aria-expanded", "true")
    expect(toggle("Guides")).toHaveAttribute("aria-expanded", "true")
    const current = screen.getByRole("link", { name: /File type/ })
    expect(current).toHaveAttribute("aria-current", "page")
    expect(within(current).getByText("Preview")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Legacy/ })).toHaveTextContent("Deprecated")
  })

  it("keeps sections off the active path closed, with their entries hidden", () => {
    renderAt("/guides/overview")
    expect(toggle("Data")).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("link", { name: "Filters" })).not.toBeInTheDocument()
  })

  it("expands and collapses a section on click", () => {
    renderAt("/guides/overview")
    fireEvent.click(toggle("Data"))
    expect(toggle("Data")).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("link", { name: "Filters" })).toBeVisible()
    fireEvent.click(toggle("Data"))
    expect(screen.queryByRole("link", { name: "Filters" })).not.toBeInTheDocument()
  })

  it("puts aria-expanded on a separate toggle when the section is also a page", () => {
    renderAt("/")
    expect(screen.getByRole("link", { name: "CLI" })).not.toHaveAttribute("aria-expanded")
    expect(toggle("Toggle CLI")).toHaveAttribute("aria-expanded", "false")
    expect(toggle("Toggle CLI")).toHaveAttribute("aria-controls", "t-guides/cli")
  })

  it("opens the new active path after navigation, keeping what the reader opened", () => {
    const { rerenderAt } = renderAt("/")
    fireEvent.click(toggle("Toggle CLI"))
    rerenderAt("/guides/data/legacy")
    expect(toggle("Data")).toHaveAttribute("aria-expanded", "true")
    expect(toggle("Toggle CLI")).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("link", { name: /Legacy/ })).toHaveAttribute("aria-current", "page")
  })

  it("renders a large tree's groups off the reader's path as one row each, and opens one on click", () => {
    const large = buildPageNavigation(identifyTree(largeTree(60, 10)), "/group-3/section-2/page-1")
    const tree = <NavigationTree entries={large.entries} activePath={large.activePath} idPrefix="t" />
    // 60 groups, the open group's 10 sections, the open section's 3 pages: not 60 × 10 section rows.
    expect(renderToString(tree).match(/<li/g)).toHaveLength(60 + 10 + 3)
    render(tree)
    expect(toggle("Group 7")).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(toggle("Group 7"))
    expect(toggle("Group 7")).toHaveAttribute("aria-expanded", "true")
    expect(within(document.getElementById("t-group-7")!).getAllByRole("button")).toHaveLength(10)
  })
})
