import { revealCurrentEntry, revealEntryScript, revealScrollTop, type RevealGeometry } from "../../src/navigation/revealEntry"

const view = { viewTop: 56, viewBottom: 900, scrollTop: 0 }
const cases: Array<[string, RevealGeometry, number | null]> = [
  ["an entry in view stays where it is", { entryTop: 300, entryBottom: 332, ...view }, null],
  ["an entry below the view comes a third down", { entryTop: 1352, entryBottom: 1384, ...view }, 1015],
  ["an entry above the view (scrolled past) comes back", { entryTop: -200, entryBottom: -168, ...view, scrollTop: 800 }, 263],
  ["an entry cut by the bottom edge moves too", { entryTop: 880, entryBottom: 912, ...view }, 543],
  ["the container is never scrolled below 0", { entryTop: 40, entryBottom: 72, ...view }, 0],
  ["a hidden container (no height) is left alone", { entryTop: 0, entryBottom: 0, viewTop: 0, viewBottom: 0, scrollTop: 0 }, null],
]

function container({ entryTop, entryBottom, viewTop, viewBottom, scrollTop }: RevealGeometry): { nav: HTMLElement; entry: HTMLElement } {
  const nav = document.createElement("nav")
  const entry = document.createElement("a")
  entry.setAttribute("aria-current", "page")
  nav.append(entry)
  nav.scrollTop = scrollTop
  nav.getBoundingClientRect = () => ({ top: viewTop, bottom: viewBottom }) as DOMRect
  entry.getBoundingClientRect = () => ({ top: entryTop, bottom: entryBottom }) as DOMRect
  document.body.append(nav)
  return { nav, entry }
}

describe("revealing the current entry in its own scroll container", () => {
  it.each(cases)("%s", (_name, geometry, expected) => {
    expect(revealScrollTop(geometry)).toBe(expected)
  })

  it.each(cases)("the DOM helper does the same: %s", (_name, geometry, expected) => {
    const { nav } = container(geometry)
    expect(revealCurrentEntry(nav)).toBe(expected !== null)
    expect(nav.scrollTop).toBe(expected ?? geometry.scrollTop)
    nav.remove()
  })

  it.each(cases)("the sidebar's inline script does the same: %s", (_name, geometry, expected) => {
    const { nav } = container(geometry)
    const script = document.createElement("script")
    nav.append(script)
    // jsdom does not run inline scripts: run its text with document.currentScript set as a browser would.
    Object.defineProperty(document, "currentScript", { value: script, configurable: true })
    new Function(revealEntryScript)()
    expect(nav.scrollTop).toBe(expected ?? geometry.scrollTop)
    nav.remove()
  })

  it("the script does nothing on a page without a current entry", () => {
    const nav = document.createElement("nav")
    const script = document.createElement("script")
    nav.append(script)
    Object.defineProperty(document, "currentScript", { value: script, configurable: true })
    expect(() => new Function(revealEntryScript)()).not.toThrow()
    expect(nav.scrollTop).toBe(0)
  })
})
