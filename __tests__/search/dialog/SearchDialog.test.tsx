import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { navigate } from "gatsby"
import type { SearchRecord } from "../../../src/search/index/records"

const mockRecords: SearchRecord[] = [
  { objectID: "/guides/stratadb/filters#operators", url: "/guides/stratadb/filters#operators", slug: "/guides/stratadb/filters", header: "Operators", content: "Use eq to match a value.", code: "", title: "Filters", hierarchy: ["Filters", "Operators"] },
  { objectID: "/guides/pipeline#steps", url: "/guides/pipeline#steps", slug: "/guides/pipeline", header: "Steps", content: "Each step can filter <b>records</b>.", code: "", title: "Pipeline", hierarchy: ["Pipeline", "Steps"] },
]

let mockDelayMs = 0
let mockFail = false
jest.mock("../../../src/search/dialog/createSearchClient", () => ({
  algoliaKeys: () => undefined,
  localSearchClient: () => ({ preload: () => Promise.resolve() }),
  createSearchClient: async () => {
    const { createLocalSearchClient } = jest.requireActual("../../../src/search/engine/localClient")
    const { memoryIndex } = jest.requireActual("../index/siteIndex")
    const local = createLocalSearchClient(memoryIndex(mockRecords).index, 0)
    return {
      search: async (requests: never[]) => {
        if (mockDelayMs) await new Promise((resolve) => setTimeout(resolve, mockDelayMs))
        if (mockFail) throw new Error("The search index could not be loaded (HTTP 404)")
        return local.search(requests)
      },
    }
  },
}))

// Imported after the mock.
import SearchDialog from "../../../src/search/dialog/SearchDialog"
import { installSearchShell } from "./shell/searchShellFixture"

const onClose = jest.fn()
const input = () => screen.getByRole("combobox", { name: "Search the documentation" })

async function type(text: string) {
  await act(async () => {
    fireEvent.change(input(), { target: { value: text } })
  })
  await act(async () => {
    await jest.advanceTimersByTimeAsync(mockDelayMs + 50)
  })
}

// The page's HTML: the shell and its bootstrap, once for the file. The first render loads InstantSearch: slow on a busy machine.
beforeAll(() => installSearchShell())
jest.setTimeout(30_000)

beforeEach(() => {
  jest.useFakeTimers()
  onClose.mockReset()
  // As the page does: closing the dialog closes the shell (it empties the input).
  onClose.mockImplementation(() => installSearchShell().api.close())
  ;(navigate as jest.Mock).mockReset()
  mockDelayMs = 0
  mockFail = false
  window.localStorage.clear()
})
afterEach(() => {
  cleanup()
  installSearchShell().api.close()
  jest.useRealTimers()
})

/** Opens the shell (as the bootstrap does on Ctrl+K), lets the reader type `typed`, then mounts the dialog into it. */
async function openDialog(typed?: { value: string; selection?: [number, number, "forward" | "backward"]; composing?: boolean }) {
  const { shell, api } = installSearchShell()
  api.open()
  if (typed) {
    shell.input.value = typed.value
    if (typed.selection) shell.input.setSelectionRange(...typed.selection)
    if (typed.composing) fireEvent.compositionStart(shell.input)
  }
  render(<SearchDialog onClose={onClose} shell={shell} />)
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0)
  })
  return shell
}

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
    mockDelayMs = 1000
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
    mockFail = true
    await openDialog()
    await type("filter")
    expect(screen.getByRole("alert")).toHaveTextContent("Search is unavailable right now.")
    expect(screen.getByRole("alert")).toHaveTextContent("HTTP 404")
    mockFail = false
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

  describe("recent searches", () => {
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
})
