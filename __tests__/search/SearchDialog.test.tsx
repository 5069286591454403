import { act, fireEvent, render, screen } from "@testing-library/react"
import { navigate } from "gatsby"
import type { SearchRecord } from "../../src/search/records"

const mockRecords: SearchRecord[] = [
  { objectID: "/guides/stratadb/filters#operators", url: "/guides/stratadb/filters#operators", slug: "/guides/stratadb/filters", header: "Operators", content: "Use eq to match a value.", title: "Filters", hierarchy: ["Filters", "Operators"] },
  { objectID: "/guides/pipeline#steps", url: "/guides/pipeline#steps", slug: "/guides/pipeline", header: "Steps", content: "Each step can filter <b>records</b>.", title: "Pipeline", hierarchy: ["Pipeline", "Steps"] },
]

let mockDelayMs = 0
let mockFail = false
jest.mock("../../src/search/createSearchClient", () => ({
  algoliaKeys: () => undefined,
  localSearchClient: () => ({ preload: () => Promise.resolve() }),
  createSearchClient: async () => {
    const { createLocalSearchClient } = jest.requireActual("../../src/search/localClient")
    const local = createLocalSearchClient(async () => mockRecords)
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
import SearchDialog from "../../src/search/SearchDialog"

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

beforeEach(() => {
  jest.useFakeTimers()
  onClose.mockReset()
  ;(navigate as jest.Mock).mockReset()
  mockDelayMs = 0
  mockFail = false
})
afterEach(() => jest.useRealTimers())

async function openDialog() {
  render(<SearchDialog onClose={onClose} />)
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0)
  })
}

describe("search dialog", () => {
  it("is a modal dialog whose input takes focus 500 ms after opening", async () => {
    await openDialog()
    expect(screen.getByRole("dialog", { name: "Search" })).toHaveAttribute("aria-modal", "true")
    act(() => jest.advanceTimersByTime(499))
    expect(input()).not.toHaveFocus()
    act(() => jest.advanceTimersByTime(1))
    expect(input()).toHaveFocus()
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
    expect(navigate).toHaveBeenCalledWith(second.getAttribute("data-url"))
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

  it("closes on an outside click and on a tap, not on a swipe", async () => {
    await openDialog()
    const backdrop = screen.getByTestId("search-backdrop")
    fireEvent.touchStart(backdrop, { touches: [{ clientX: 10, clientY: 10 }] })
    fireEvent.touchEnd(backdrop, { changedTouches: [{ clientX: 10, clientY: 60 }] })
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.touchStart(backdrop, { touches: [{ clientX: 10, clientY: 10 }] })
    fireEvent.touchEnd(backdrop, { changedTouches: [{ clientX: 15, clientY: 20 }] })
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.mouseDown(backdrop)
    expect(onClose).toHaveBeenCalledTimes(2)
    fireEvent.mouseDown(screen.getByRole("dialog"))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it("closes on a hash change", async () => {
    await openDialog()
    fireEvent(window, new HashChangeEvent("hashchange"))
    expect(onClose).toHaveBeenCalled()
  })
})
