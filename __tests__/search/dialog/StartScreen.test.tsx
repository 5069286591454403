import { fireEvent, render, screen, within } from "@testing-library/react"
import type { RecentSearch } from "../../../src/search/dialog/recentSearchStore"
import { StartScreen } from "../../../src/search/dialog/ScreenStates"

const items: RecentSearch[] = [
  {
    objectID: "/guides/stratadb/filters#operators",
    url: "/guides/stratadb/filters#operators",
    title: "Filters",
    header: "Operators",
    hierarchy: ["Filters", "Operators"],
  },
  { objectID: "/guides/pipeline", url: "/guides/pipeline", title: "Pipeline", header: "Pipeline", hierarchy: ["Pipeline"] },
]

function renderRecent(active = 0) {
  const handlers = { onActivate: jest.fn(), onOpen: jest.fn(), onRemove: jest.fn(), onClear: jest.fn() }
  render(<StartScreen recent={{ items, active, listId: "recent", optionId: (i) => `recent-${i}`, ...handlers }} />)
  return handlers
}

describe("start screen", () => {
  it("says what search covers when there are no recent searches", () => {
    const handlers = { onActivate: jest.fn(), onOpen: jest.fn(), onRemove: jest.fn(), onClear: jest.fn() }
    const recent = { items: [], active: 0, listId: "recent", optionId: String, ...handlers }
    render(<StartScreen recent={recent} />)
    expect(screen.getByText("Search guides, tutorials and references.")).toBeInTheDocument()
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument()
  })

  it("lists recent searches as options, the active one selected, with no button inside an option", () => {
    renderRecent(1)
    const list = screen.getByRole("listbox", { name: "Recent searches" })
    const options = within(list).getAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual(["FiltersOperators", "PipelinePipeline"])
    expect(options[1]).toHaveAttribute("aria-selected", "true")
    expect(options[1]).toHaveAttribute("id", "recent-1")
    expect(within(list).queryAllByRole("button")).toEqual([])
  })

  it("opens on click, activates on hover, removes one, clears all", () => {
    const handlers = renderRecent()
    fireEvent.click(screen.getAllByRole("option")[0])
    expect(handlers.onOpen).toHaveBeenCalledWith(0)
    fireEvent.mouseMove(screen.getAllByRole("option")[1])
    expect(handlers.onActivate).toHaveBeenCalledWith(1)
    fireEvent.click(screen.getByRole("button", { name: "Remove Pipeline from recent searches" }))
    expect(handlers.onRemove).toHaveBeenCalledWith(1)
    fireEvent.click(screen.getByRole("button", { name: "Remove Operators (Filters) from recent searches" }))
    expect(handlers.onRemove).toHaveBeenCalledWith(0)
    fireEvent.click(screen.getByRole("button", { name: "Clear recent searches" }))
    expect(handlers.onClear).toHaveBeenCalled()
  })
})
