// The search dialog over a local client of two records, mounted into the page's shell: imported first by the
// dialog's tests, it mocks the client, installs the shell once per file and resets timers and storage between tests.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { navigate } from "gatsby"
import type { SearchRecord } from "../../../src/search/index/records"

const mockRecords: SearchRecord[] = [
  {
    objectID: "/guides/stratadb/filters#operators",
    url: "/guides/stratadb/filters#operators",
    slug: "/guides/stratadb/filters",
    header: "Operators",
    content: "Use eq to match a value.",
    code: "",
    title: "Filters",
    hierarchy: ["Filters", "Operators"],
  },
  {
    objectID: "/guides/pipeline#steps",
    url: "/guides/pipeline#steps",
    slug: "/guides/pipeline",
    header: "Steps",
    content: "Each step can filter <b>records</b>.",
    code: "",
    title: "Pipeline",
    hierarchy: ["Pipeline", "Steps"],
  },
]

/** How the mocked client answers: after a delay, or failing. */
export const mockSearch = { delayMs: 0, fail: false }
jest.mock("../../../src/search/dialog/createSearchClient", () => ({
  algoliaKeys: () => undefined,
  localSearchClient: () => ({ preload: () => Promise.resolve() }),
  createSearchClient: async () => {
    const { createLocalSearchClient } = jest.requireActual("../../../src/search/engine/localClient")
    const { memoryIndex } = jest.requireActual("../index/siteIndex")
    const local = createLocalSearchClient(memoryIndex(mockRecords).index, 0)
    return {
      search: async (requests: never[]) => {
        if (mockSearch.delayMs) await new Promise((resolve) => setTimeout(resolve, mockSearch.delayMs))
        if (mockSearch.fail) throw new Error("The search index could not be loaded (HTTP 404)")
        return local.search(requests)
      },
    }
  },
}))

// Imported after the mock.
import SearchDialog from "../../../src/search/dialog/SearchDialog"
import { installSearchShell } from "./shell/searchShellFixture"

export const onClose = jest.fn()
export const input = () => screen.getByRole("combobox", { name: "Search the documentation" })

export async function type(text: string) {
  await act(async () => {
    fireEvent.change(input(), { target: { value: text } })
  })
  await act(async () => {
    await jest.advanceTimersByTimeAsync(mockSearch.delayMs + 50)
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
  mockSearch.delayMs = 0
  mockSearch.fail = false
  window.localStorage.clear()
})
afterEach(() => {
  cleanup()
  installSearchShell().api.close()
  jest.useRealTimers()
})

/** Opens the shell (as the bootstrap does on Ctrl+K), lets the reader type `typed`, then mounts the dialog into it. */
export async function openDialog(typed?: { value: string; selection?: [number, number, "forward" | "backward"]; composing?: boolean }) {
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

