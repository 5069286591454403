import { act, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { MobileDrawer } from "../../src/layout/MobileDrawer"
import { emitRouteEvent } from "../../src/navigation/routeEvents"
import { buildPageNavigation } from "../../src/navigation/pageNavigation"
import { identifyTree } from "../../src/navigation/identify"
import { definedStyles } from "../../src/theme/styles/defineStyles"
import { stylesheetFor } from "../../src/layout/siteStylesheet"
import { theme } from "../../src/theme/theme"
import { fixtureTree } from "../navigation/fixtures"

const navigation = buildPageNavigation(identifyTree(fixtureTree), "/guides/data/filters")

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open navigation</button>
      <MobileDrawer open={open} onClose={() => setOpen(false)} navigation={navigation} />
    </>
  )
}

// A closed drawer is hidden by its class (visibility: hidden), as on the site: give jsdom the drawer's rules
// from the generated stylesheet, so a closed dialog is out of the accessibility tree here too.
beforeAll(() => {
  const style = document.createElement("style")
  style.textContent = stylesheetFor(definedStyles().filter((module) => module.scope === "mobile-drawer"), theme)
  document.head.append(style)
})

// jsdom has no layout: give every element a box so focus trapping sees it.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, "getClientRects").mockImplementation(() => [{}] as unknown as DOMRectList)
})

// The drawer mounts closed and opens (or closes) a frame after it is asked to, so its slide can play.
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

async function openDrawer() {
  render(<Harness />)
  const toggle = screen.getByRole("button", { name: "Open navigation" })
  toggle.focus()
  fireEvent.click(toggle)
  await nextFrame()
  return toggle
}

const dialog = () => screen.queryByRole("dialog", { name: "Navigation" })

describe("MobileDrawer", () => {
  it("opens as a modal dialog with the mobile links, the tree, and focus inside", async () => {
    await openDrawer()
    expect(dialog()).toHaveAttribute("aria-modal", "true")
    expect(screen.getByRole("link", { name: "API" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Documentation" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Support" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Filters" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("button", { name: "Close navigation" })).toHaveFocus()
  })

  it.each<[string, () => void]>([
    ["Escape", () => fireEvent.keyDown(document, { key: "Escape" })],
    ["a hash change", () => fireEvent(window, new HashChangeEvent("hashchange"))],
    ["a completed route change", () => emitRouteEvent("complete")],
    ["a failed route change", () => emitRouteEvent("error")],
    ["a backdrop click", () => fireEvent.click(screen.getByTestId("drawer-backdrop"))],
    ["the close button", () => fireEvent.click(screen.getByRole("button", { name: "Close navigation" }))],
  ])("closes on %s", async (_name, trigger) => {
    await openDrawer()
    expect(dialog()).toBeInTheDocument()
    act(trigger)
    await nextFrame()
    expect(dialog()).not.toBeInTheDocument()
  })

  it("gives focus back to the toggle when it closes", async () => {
    const toggle = await openDrawer()
    fireEvent.keyDown(document, { key: "Escape" })
    await nextFrame()
    expect(toggle).toHaveFocus()
  })

  it("keeps Tab inside the drawer", async () => {
    await openDrawer()
    const close = screen.getByRole("button", { name: "Close navigation" })
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true })
    expect(close).not.toHaveFocus()
    expect(dialog()).toContainElement(document.activeElement as HTMLElement)
  })

  it("ignores route events while closed", () => {
    render(<Harness />)
    act(() => emitRouteEvent("complete"))
    expect(dialog()).not.toBeInTheDocument()
  })
})
