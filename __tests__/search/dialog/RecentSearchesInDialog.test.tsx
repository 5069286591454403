import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { navigate } from "gatsby"
import { input, onClose, openDialog, type } from "./dialogFixture"

describe("search dialog: recent searches", () => {
  async function openResult(query: string, name: RegExp) {
    await openDialog()
    await type(query)
    fireEvent.click(screen.getByRole("option", { name }))
    cleanup()
  }

  it("an opened result is listed first on the next empty query, active, and Enter opens it again", async () => {
    await openResult("filter", /Steps/)
    await openResult("operators", /Operators/)
    ;(navigate as jest.Mock).mockReset()
    await openDialog()
    const list = screen.getByRole("listbox", { name: "Recent searches" })
    const options = within(list).getAllByRole("option")
    expect(options.map((option) => option.getAttribute("data-url"))).toEqual(["/guides/stratadb/filters#operators", "/guides/pipeline#steps"])
    expect(input()).toHaveAttribute("aria-expanded", "true")
    expect(input()).toHaveAttribute("aria-controls", list.id)
    expect(input()).toHaveAttribute("aria-activedescendant", options[0].id)
    fireEvent.keyDown(input(), { key: "ArrowDown" })
    expect(input()).toHaveAttribute("aria-activedescendant", options[1].id)
    fireEvent.keyDown(input(), { key: "Enter" })
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/guides/pipeline#steps"))
    expect(onClose).toHaveBeenCalled()
    cleanup()
    // Opening it moved it to the top.
    await openDialog()
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("data-url", "/guides/pipeline#steps")
  })

  it("Delete removes the active entry; typing shows results instead; the last removal brings back the start text", async () => {
    await openResult("filter", /Steps/)
    await openDialog()
    expect(screen.getAllByRole("option")).toHaveLength(1)
    await type("operators")
    expect(screen.queryByRole("listbox", { name: "Recent searches" })).not.toBeInTheDocument()
    await type("")
    fireEvent.keyDown(input(), { key: "Delete" })
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument()
    // The dialog's start screen; the shell's own start text has left once the dialog took over.
    expect(screen.getByText("Search guides, tutorials and references.")).toBeInTheDocument()
    expect(input()).toHaveAttribute("aria-expanded", "false")
    expect(input()).not.toHaveAttribute("aria-activedescendant")
  })

  it("Escape closes the dialog at once from the recent list", async () => {
    await openResult("filter", /Steps/)
    onClose.mockClear()
    await openDialog()
    fireEvent.keyDown(input(), { key: "Escape" })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("a remove button or Clear gives focus back to the input", async () => {
    await openResult("filter", /Steps/)
    await openResult("operators", /Operators/)
    await openDialog()
    fireEvent.click(screen.getByRole("button", { name: "Remove Operators (Filters) from recent searches" }))
    expect(screen.getAllByRole("option")).toHaveLength(1)
    expect(input()).toHaveFocus()
    fireEvent.click(screen.getByRole("button", { name: "Clear recent searches" }))
    expect(screen.queryByRole("option")).not.toBeInTheDocument()
    expect(input()).toHaveFocus()
  })
})
