import { hasVisibleTrigger, isSearchShortcut } from "../../src/layout/searchIntent"

describe("search intent", () => {
  it.each([
    [{ key: "k", metaKey: true, ctrlKey: false, altKey: false, shiftKey: false }, true],
    [{ key: "K", metaKey: false, ctrlKey: true, altKey: false, shiftKey: false }, true],
    [{ key: "k", metaKey: false, ctrlKey: false, altKey: false, shiftKey: false }, false],
    [{ key: "k", metaKey: false, ctrlKey: true, altKey: false, shiftKey: true }, false],
  ])("%o is the shortcut: %s", (event, expected) => expect(isSearchShortcut(event)).toBe(expected))

  it("ignores open requests when every trigger has zero size", () => {
    document.body.innerHTML = '<button data-search-trigger id="a"></button><button data-search-trigger id="b"></button>'
    const size = (id: string, width: number) =>
      jest.spyOn(document.getElementById(id)!, "getBoundingClientRect").mockReturnValue({ width, height: width ? 32 : 0 } as DOMRect)
    size("a", 0)
    size("b", 0)
    expect(hasVisibleTrigger()).toBe(false)
    size("b", 120)
    expect(hasVisibleTrigger()).toBe(true)
  })
})
