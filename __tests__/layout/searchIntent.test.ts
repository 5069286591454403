import { hasVisibleTrigger, isSearchShortcut, isSlashShortcut } from "../../src/layout/searchIntent"

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

  describe("/ opens search", () => {
    const key = { key: "/", metaKey: false, ctrlKey: false, altKey: false, defaultPrevented: false, isComposing: false }
    const body = { tagName: "BODY", isContentEditable: false }
    it.each([
      ["on the page", key, body, false, true],
      ["on a link", key, { tagName: "A", isContentEditable: false }, false, true],
      ["in an input", key, { tagName: "INPUT", isContentEditable: false }, false, false],
      ["in a textarea", key, { tagName: "TEXTAREA", isContentEditable: false }, false, false],
      ["in a select", key, { tagName: "SELECT", isContentEditable: false }, false, false],
      ["in editable content", key, { tagName: "DIV", isContentEditable: true }, false, false],
      ["with Ctrl", { ...key, ctrlKey: true }, body, false, false],
      ["with ⌘", { ...key, metaKey: true }, body, false, false],
      ["with Alt", { ...key, altKey: true }, body, false, false],
      ["while a modal is open", key, body, true, false],
      ["already handled", { ...key, defaultPrevented: true }, body, false, false],
      ["while composing", { ...key, isComposing: true }, body, false, false],
      ["another key", { ...key, key: "?" }, body, false, false],
    ])("%s → %s", (_, event, target, modalOpen, expected) => {
      expect(isSlashShortcut(event, target, modalOpen)).toBe(expected)
    })
  })
})
