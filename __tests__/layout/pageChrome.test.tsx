import { act, fireEvent, render, screen } from "@testing-library/react"
import { PageActions } from "../../src/layout/PageActions"
import { breadcrumbTree, pageEndTree } from "../../src/layout/chromeTrees"
import { toElementTree } from "../../src/mdx/elementTree"
import { renderTree } from "../../src/mdx/renderTree"
import { markdownPath } from "../../src/site"

describe("breadcrumbs, rendered from their build-time tree", () => {
  it("is an ordered list in a Breadcrumb nav; linked entries link, groups are text, the page is current", () => {
    render(renderTree(toElementTree(breadcrumbTree([{ title: "Guides" }, { title: "CLI", href: "/cli" }, { title: "Workspace", href: "/cli/workspace" }]))))
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" })
    expect(nav.querySelector("ol")?.children).toHaveLength(3)
    expect(nav.querySelector("ol > li")).toHaveTextContent("Guides")
    expect(screen.queryByRole("link", { name: "Guides" })).toBeNull()
    expect(screen.getByRole("link", { name: "CLI" })).toHaveAttribute("href", "/cli")
    expect(screen.getByRole("link", { name: "CLI" })).not.toHaveAttribute("aria-current")
    expect(screen.getByRole("link", { name: "Workspace" })).toHaveAttribute("aria-current", "page")
  })

  it("renders nothing for an empty trail (the home page)", () => {
    const { container } = render(renderTree(toElementTree(breadcrumbTree([]))))
    expect(container).toBeEmptyDOMElement()
  })
})

describe("the end of the article", () => {
  it("links to the source and shows the date as a <time>", () => {
    render(renderTree(toElementTree(pageEndTree("https://example.test/edit/main/content/docs/a.mdx", { iso: "2025-03-12T10:00:00+01:00", label: "12 March 2025" }))))
    expect(screen.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", "https://example.test/edit/main/content/docs/a.mdx")
    expect(screen.getByText("12 March 2025")).toHaveAttribute("dateTime", "2025-03-12T10:00:00+01:00")
    expect(screen.getByText(/Last updated/)).toHaveTextContent("Last updated 12 March 2025")
  })

  it("shows no date when git does not know the page", () => {
    render(renderTree(toElementTree(pageEndTree("/edit"))))
    expect(screen.queryByText(/Last updated/)).toBeNull()
  })
})

describe("Copy page", () => {
  const writeText = jest.fn<Promise<void>, [string]>()
  const fetchMock = jest.fn()

  beforeEach(() => {
    jest.useFakeTimers()
    writeText.mockReset().mockResolvedValue(undefined)
    fetchMock.mockReset()
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    global.fetch = fetchMock
  })
  afterEach(() => jest.useRealTimers())

  it("copies the page's Markdown twin, says Copied! for a second and announces it", async () => {
    fetchMock.mockResolvedValue({ ok: true, text: () => Promise.resolve("# Filters\n") })
    render(<PageActions source={markdownPath("/guides/data/filters")} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy page" })))
    expect(fetchMock).toHaveBeenCalledWith("/guides/data/filters.md")
    expect(writeText).toHaveBeenCalledWith("# Filters\n")
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Copied to clipboard")
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.getByRole("button", { name: "Copy page" })).toBeInTheDocument()
  })

  it("links to the Markdown view", () => {
    render(<PageActions source={markdownPath("/")} />)
    expect(screen.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/index.md")
  })

  it("says Copy failed when the Markdown cannot be fetched", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404 })
    render(<PageActions source={markdownPath("/guides/data/filters")} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy page" })))
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.getByRole("button", { name: "Copy failed" })).toBeInTheDocument()
  })

  it("hands the fetch to a ClipboardItem at once where the browser has one", async () => {
    const write = jest.fn<Promise<void>, [unknown[]]>().mockResolvedValue(undefined)
    const items: Record<string, Promise<Blob>>[] = []
    class FakeClipboardItem {
      constructor(data: Record<string, Promise<Blob>>) {
        items.push(data)
      }
    }
    Object.defineProperty(navigator, "clipboard", { value: { writeText, write }, configurable: true })
    Object.defineProperty(window, "ClipboardItem", { value: FakeClipboardItem, configurable: true })
    fetchMock.mockResolvedValue({ ok: true, text: () => Promise.resolve("# Home\n") })
    try {
      render(<PageActions source={markdownPath("/")} />)
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy page" })))
      expect(write).toHaveBeenCalledTimes(1)
      expect(writeText).not.toHaveBeenCalled()
      expect(await items[0]["text/plain"]).toBeInstanceOf(Blob)
      expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument()
    } finally {
      Reflect.deleteProperty(window, "ClipboardItem")
    }
  })
})
