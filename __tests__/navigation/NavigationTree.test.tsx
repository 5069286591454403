import { fireEvent, render, screen, within } from "@testing-library/react"
import { identifyTree } from "../../src/navigation/identify"
import { NavigationTree } from "../../src/navigation/NavigationTree"
import { buildPageNavigation } from "../../src/navigation/pageNavigation"
import { fixtureTree } from "./fixtures"

const tree = identifyTree(fixtureTree)

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
})
