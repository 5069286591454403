import { fireEvent } from "@testing-library/react"
import { createIndexFiles } from "../../../../src/search/engine/indexFiles"
import { buildSearchBootstrapScript } from "../../../../src/build/bundles/searchBootstrap"
import { installSearchShell } from "./searchShellFixture"

const { shell, api, trigger } = installSearchShell()
const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}
const opens: string[] = []
window.addEventListener("strata-search:open", () => opens.push("open"))
window.addEventListener("strata-search:close", () => opens.push("close"))

afterEach(() => {
  api.close()
  opens.length = 0
  trigger.getBoundingClientRect = () => ({ width: 80, height: 32 }) as DOMRect
})

describe("search bootstrap (inline in every page)", () => {
  it("is small: under 1.5 KB gzip", () => {
    const { gzipSync } = jest.requireActual("node:zlib")
    expect(gzipSync(buildSearchBootstrapScript()).length).toBeLessThan(1536)
  })

  it("Ctrl+K and ⌘K open the shell with its input focused, in the key's own handler, and toggle it closed", () => {
    const event = key({ key: "k", ctrlKey: true })
    expect(event.defaultPrevented).toBe(true)
    expect(shell.root.hidden).toBe(false)
    expect(document.activeElement).toBe(shell.input)
    key({ key: "K", metaKey: true }, shell.input)
    expect(shell.root.hidden).toBe(true)
    expect(opens).toEqual(["open", "close"])
  })

  it("keeps the page behind from scrolling while open: <html> carries the lock class, and loses it on close", () => {
    const html = document.documentElement
    key({ key: "k", ctrlKey: true })
    expect(html.classList.contains("search-dialog-locked-page")).toBe(true)
    key({ key: "Escape" }, shell.input)
    expect(shell.root.hidden).toBe(true)
    expect(html.classList.contains("search-dialog-locked-page")).toBe(false)
  })

  it("closes with its close button (phones have no Escape) and gives focus back to the button that opened it", () => {
    const close = document.getElementById("search-shell-close") as HTMLButtonElement
    expect(close.getAttribute("aria-label")).toBe("Close search")
    trigger.focus()
    fireEvent.click(trigger)
    expect(shell.root.hidden).toBe(false)
    close.focus()
    fireEvent.click(close)
    expect(shell.root.hidden).toBe(true)
    expect(document.activeElement).toBe(trigger)
    expect(opens).toEqual(["open", "close"])
  })

  it("gives focus back to the input when the page moves it while the dialog is open (a route change's focus)", () => {
    const outside = document.createElement("button")
    document.getElementById("___gatsby")!.appendChild(outside)
    key({ key: "k", ctrlKey: true })
    outside.focus()
    expect(document.activeElement).toBe(shell.input)
    api.close()
    outside.focus()
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })

  it("makes the page behind inert after the dialog's first frame, and not once it has closed", async () => {
    const page = document.getElementById("___gatsby") as HTMLElement & { inert: boolean }
    const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1)))
    key({ key: "k", ctrlKey: true })
    expect(page.inert).toBeFalsy()
    await afterFrame()
    expect(page.inert).toBe(true)
    api.close()
    expect(page.inert).toBe(false)
    key({ key: "k", ctrlKey: true })
    api.close()
    await afterFrame()
    expect(page.inert).toBe(false)
  })

  it("ignores open requests while no search button is shown (zero size)", () => {
    trigger.getBoundingClientRect = () => ({ width: 0, height: 0 }) as DOMRect
    expect(key({ key: "k", ctrlKey: true }).defaultPrevented).toBe(false)
    expect(shell.root.hidden).toBe(true)
  })

  it("/ opens it without typing a /, but not from a text field or with a modifier", () => {
    const field = document.createElement("textarea")
    document.getElementById("___gatsby")!.append(field)
    expect(key({ key: "/" }, field).defaultPrevented).toBe(false)
    expect(key({ key: "/", ctrlKey: true }).defaultPrevented).toBe(false)
    expect(shell.root.hidden).toBe(true)
    expect(key({ key: "/" }).defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(shell.input)
    field.remove()
  })

  it("a click on a search button opens it and focuses the input before the button's own handlers run", () => {
    let focusedInHandler: Element | null = null
    trigger.addEventListener("click", () => (focusedInHandler = document.activeElement), { once: true })
    trigger.click()
    expect(focusedInHandler).toBe(shell.input)
  })

  it("Escape closes it and gives focus back, before and after the dialog has the input, unless the dialog's handler took it", () => {
    trigger.focus()
    trigger.click()
    key({ key: "Escape" }, shell.input)
    expect(shell.root.hidden).toBe(true)
    expect(document.activeElement).toBe(trigger)
    // Adopted, but the dialog's key handler not attached yet (it mounts a commit later): Escape still closes.
    trigger.click()
    api.adopt()
    key({ key: "Escape" }, shell.input)
    expect(shell.root.hidden).toBe(true)
    // The dialog's handler takes Escape (it closes its result panel first): the shell stays open.
    trigger.click()
    const dialogKeys = (event: KeyboardEvent) => event.preventDefault()
    shell.input.addEventListener("keydown", dialogKeys)
    key({ key: "Escape" }, shell.input)
    expect(shell.root.hidden).toBe(false)
    shell.input.removeEventListener("keydown", dialogKeys)
    key({ key: "Escape" }, shell.panel)
    expect(shell.root.hidden).toBe(true)
    // An input method's Escape cancels its composition, not the dialog.
    trigger.click()
    key({ key: "Escape", isComposing: true }, shell.input)
    expect(shell.root.hidden).toBe(false)
  })

  it("closing empties the input and the message", () => {
    trigger.click()
    shell.input.value = "rotate"
    api.fail("Search could not be loaded.")
    expect(document.getElementById("search-shell-status")).toHaveTextContent("Search could not be loaded.")
    api.close()
    expect(shell.input.value).toBe("")
    expect(document.getElementById("search-shell-status")).toHaveTextContent("")
  })

  it("closes on a tap or click outside the panel, not on a swipe, and on a hash change", () => {
    trigger.click()
    fireEvent.touchStart(shell.root, { touches: [{ clientX: 10, clientY: 10 }] })
    fireEvent.touchEnd(shell.root, { changedTouches: [{ clientX: 10, clientY: 60 }] })
    expect(shell.root.hidden).toBe(false)
    fireEvent.mouseDown(shell.panel)
    expect(shell.root.hidden).toBe(false)
    fireEvent.touchStart(shell.root, { touches: [{ clientX: 10, clientY: 10 }] })
    fireEvent.touchEnd(shell.root, { changedTouches: [{ clientX: 15, clientY: 20 }] })
    expect(shell.root.hidden).toBe(true)
    trigger.click()
    fireEvent.mouseDown(shell.root)
    expect(shell.root.hidden).toBe(true)
    trigger.click()
    fireEvent(window, new HashChangeEvent("hashchange"))
    expect(shell.root.hidden).toBe(true)
  })

  it("marks an IME composition on the input while it lasts", () => {
    trigger.click()
    fireEvent.compositionStart(shell.input)
    expect(shell.input).toHaveAttribute("data-composing")
    fireEvent.compositionEnd(shell.input)
    expect(shell.input).not.toHaveAttribute("data-composing")
  })

  it("fetches the index's meta file on intent, once, into the page's one cache of index files, which the engine reads", async () => {
    const fetchMock = window.fetch as jest.Mock
    api.files["meta.json"] = undefined
    fetchMock.mockClear()
    fireEvent.pointerOver(trigger)
    fireEvent.focusIn(trigger)
    fireEvent.pointerOver(trigger)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith("/search/meta.json")
    const engineFetched: string[] = []
    const files = createIndexFiles(async (path) => engineFetched.push(path), api.files)
    await expect(files.get("meta.json")).resolves.toEqual({})
    expect(engineFetched).toEqual([])
  })

  it("drops a meta file that failed from the cache, so the next intent or the engine asks again", async () => {
    const fetchMock = window.fetch as jest.Mock
    api.files["meta.json"] = undefined
    fetchMock.mockClear()
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 503 }))
    fireEvent.pointerOver(trigger)
    await expect(api.files["meta.json"]).rejects.toThrow("HTTP 503")
    expect(api.files["meta.json"]).toBeUndefined()
    fireEvent.pointerOver(trigger)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await expect(api.files["meta.json"]).resolves.toEqual({})
  })
})
