import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { navigate } from "gatsby"
import { input, mockSearch, onClose, openDialog, type } from "./dialogFixture"
import { installSearchShell } from "./shell/searchShellFixture"

describe("search dialog", () => {
  it("is a modal dialog whose input has focus from the moment it opens", async () => {
    await openDialog()
    expect(screen.getByRole("dialog", { name: "Search" })).toHaveAttribute("aria-modal", "true")
    expect(input()).toHaveFocus()
  })

  describe("handover from the shell", () => {
    it("keeps the one input with what was typed, its caret and selection, and runs it as the first query", async () => {
      const shell = await openDialog({ value: "filter", selection: [1, 4, "backward"] })
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50)
      })
      expect(document.querySelectorAll("input")).toHaveLength(1)
      expect(input()).toBe(shell.input)
      expect(input()).toHaveValue("filter")
      expect(input()).toHaveFocus()
      expect([shell.input.selectionStart, shell.input.selectionEnd, shell.input.selectionDirection]).toEqual([1, 4, "backward"])
      expect(screen.getAllByRole("option")).toHaveLength(2)
      // Each hit stands under its page's title, in a group named by it.
      expect(screen.getAllByRole("group").map((group) => group.getAttribute("aria-label")).sort()).toEqual(["Filters", "Pipeline"])
      expect(screen.getByRole("group", { name: "Filters" })).toHaveTextContent(/^FiltersOperators/)
    })

    it("waits for an unfinished IME composition to end before searching, and searches nothing mid-composition", async () => {
      const shell = await openDialog({ value: "ope", composing: true })
      expect(screen.queryByRole("option")).not.toBeInTheDocument()
      fireEvent.input(shell.input, { target: { value: "oper" }, isComposing: true })
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50)
      })
      expect(screen.queryByRole("option")).not.toBeInTheDocument()
      await act(async () => {
        shell.input.value = "operators"
        fireEvent.compositionEnd(shell.input)
        await jest.advanceTimersByTimeAsync(50)
      })
      expect(shell.input).not.toHaveAttribute("data-composing")
      expect(screen.getByRole("option", { name: /Operators/ })).toBeInTheDocument()
    })

    it("takes the shell's start text away once adopted and puts it back when closed", async () => {
      await openDialog()
      expect(document.getElementById("search-shell-start")).toBeNull()
      installSearchShell().api.close()
      expect(document.getElementById("search-shell-start")).toHaveTextContent("Search guides, tutorials and references.")
    })
  })

  it("limits the query to 512 characters", async () => {
    await openDialog()
    expect(input()).toHaveAttribute("maxLength", "512")
  })

  it("opens the panel with results for a query, first item active, highlighted as text", async () => {
    await openDialog()
    await type("filter")
    const options = screen.getAllByRole("option")
    expect(options).toHaveLength(2)
    expect(options[0]).toHaveAttribute("aria-selected", "true")
    expect(input()).toHaveAttribute("aria-expanded", "true")
    expect(input()).toHaveAttribute("aria-activedescendant", options[0].id)
    const steps = options.find((option) => option.textContent?.includes("Steps"))!
    expect(steps.querySelector("mark")?.textContent).toBe("filter")
    // Markup in a record is text, never elements.
    expect(steps.querySelector("b")).toBeNull()
    expect(steps).toHaveTextContent("<b>records</b>")
  })

  it("moves with the arrow keys, opens with Enter (path + hash, client-side) and closes", async () => {
    await openDialog()
    await type("filter")
    fireEvent.keyDown(input(), { key: "ArrowDown" })
    const second = screen.getAllByRole("option")[1]
    expect(second).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(input(), { key: "Enter" })
    // Once the renderer for the next page is in hand (a chunk loaded on first navigation).
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(second.getAttribute("data-url")))
    expect(onClose).toHaveBeenCalled()
  })

  it("Escape closes the panel, then clears the query, then closes the dialog", async () => {
    await openDialog()
    await type("filter")
    fireEvent.keyDown(input(), { key: "Escape" })
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument()
    expect(input()).toHaveValue("filter")
    expect(onClose).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.keyDown(input(), { key: "Escape" })
    })
    expect(input()).toHaveValue("")
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.keyDown(input(), { key: "Escape" })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("says exactly that nothing was found", async () => {
    await openDialog()
    await type("xylophone")
    expect(screen.getByText("Nothing found for ‘xylophone’. Please try again.")).toBeInTheDocument()
  })

  it("shows a spinner only once the search has stalled for 300 ms", async () => {
    await openDialog()
    mockSearch.delayMs = 1000
    await act(async () => {
      fireEvent.change(input(), { target: { value: "filter" } })
    })
    await act(async () => {
      await jest.advanceTimersByTimeAsync(250)
    })
    expect(screen.queryByRole("status", { name: "Searching" })).not.toBeInTheDocument()
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100)
    })
    expect(screen.getByRole("status", { name: "Searching" })).toBeInTheDocument()
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000)
    })
    expect(screen.queryByRole("status", { name: "Searching" })).not.toBeInTheDocument()
  })

  it("shows a clear message and a retry when the search fails", async () => {
    mockSearch.fail = true
    await openDialog()
    await type("filter")
    expect(screen.getByRole("alert")).toHaveTextContent("Search is unavailable right now.")
    expect(screen.getByRole("alert")).toHaveTextContent("HTTP 404")
    mockSearch.fail = false
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Try again" }))
      await jest.advanceTimersByTimeAsync(50)
    })
    expect(screen.getAllByRole("option")).toHaveLength(2)
  })

  it("closes on a hash change", async () => {
    await openDialog()
    fireEvent(window, new HashChangeEvent("hashchange"))
    expect(onClose).toHaveBeenCalled()
  })

  it("each result is a link to its section; a click with a modifier is left to the browser (new tab, window)", async () => {
    await openDialog()
    await type("operators")
    const link = screen.getByRole("option", { name: /Operators/ })
    expect(link.tagName).toBe("A")
    expect(link).toHaveAttribute("href", "/guides/stratadb/filters#operators")
    ;(navigate as jest.Mock).mockReset()
    // What the site's handler left to the browser, seen after it ran; jsdom cannot follow the link itself.
    const leftToBrowser: boolean[] = []
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented)
      event.preventDefault()
    }
    window.addEventListener("click", record)
    fireEvent.click(link, { ctrlKey: true })
    fireEvent.click(link, { button: 1 })
    window.removeEventListener("click", record)
    expect(leftToBrowser).toEqual([true, true])
    expect(navigate).not.toHaveBeenCalled()
    fireEvent.click(link)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/guides/stratadb/filters#operators"))
  })

})
