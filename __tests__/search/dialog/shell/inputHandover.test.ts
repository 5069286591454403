import { applyAttributes, followInput, handoverQuery, snapshotInput } from "../../../../src/search/dialog/shell/inputHandover"

function field(value = "", composing = false) {
  const input = document.createElement("input")
  document.body.append(input)
  input.value = value
  if (composing) input.setAttribute("data-composing", "")
  return input
}

describe("handover of the shell's input to the dialog", () => {
  it("takes what was typed, its caret and selection, as they are", () => {
    const input = field("rotate secret")
    input.setSelectionRange(7, 13, "backward")
    expect(snapshotInput(input)).toEqual({ value: "rotate secret", selectionStart: 7, selectionEnd: 13, selectionDirection: "backward", composing: false })
    expect(handoverQuery(snapshotInput(input))).toBe("rotate secret")
  })

  it("runs no query from an unfinished IME composition", () => {
    const input = field("すし", true)
    expect(snapshotInput(input).composing).toBe(true)
    expect(handoverQuery(snapshotInput(input))).toBe("")
  })

  it("keeps to the 512-character limit", () => {
    expect(handoverQuery({ value: "a".repeat(600), selectionStart: 0, selectionEnd: 0, selectionDirection: "none", composing: false })).toHaveLength(512)
  })
})

describe("followInput", () => {
  it("reports at once what changed since the snapshot (typed before the listeners existed)", () => {
    const input = field("rot")
    const snapshot = snapshotInput(input)
    input.value = "rotate"
    const queries: string[] = []
    followInput(input, snapshot, (query) => queries.push(query))
    expect(queries).toEqual(["rotate"])
  })

  it("reports each new value once, whether from input or change events", () => {
    const input = field()
    const queries: string[] = []
    followInput(input, snapshotInput(input), (query) => queries.push(query))
    input.value = "r"
    input.dispatchEvent(new Event("input"))
    input.dispatchEvent(new Event("change"))
    input.value = "ro"
    input.dispatchEvent(new Event("input"))
    expect(queries).toEqual(["r", "ro"])
  })

  it("waits for compositionend, then reports the composed text once", () => {
    const input = field()
    const queries: string[] = []
    followInput(input, snapshotInput(input), (query) => queries.push(query))
    input.dispatchEvent(new CompositionEvent("compositionstart"))
    input.value = "す"
    input.dispatchEvent(new InputEvent("input", { isComposing: true }))
    input.value = "すし"
    input.dispatchEvent(new InputEvent("input", { isComposing: true }))
    expect(queries).toEqual([])
    input.dispatchEvent(new CompositionEvent("compositionend"))
    input.dispatchEvent(new InputEvent("input"))
    expect(queries).toEqual(["すし"])
  })

  it("a composition under way at the handover is finished before anything is reported", () => {
    const input = field("す", true)
    const queries: string[] = []
    followInput(input, snapshotInput(input), (query) => queries.push(query))
    input.value = "すし"
    input.dispatchEvent(new InputEvent("input", { isComposing: true }))
    expect(queries).toEqual([])
    input.dispatchEvent(new CompositionEvent("compositionend"))
    expect(queries).toEqual(["すし"])
  })

  it("a value the dialog sets (Escape clears) is written without being reported back, and stop ends it", () => {
    const input = field("abc")
    const queries: string[] = []
    const follower = followInput(input, snapshotInput(input), (query) => queries.push(query))
    follower.set("")
    expect(input.value).toBe("")
    input.dispatchEvent(new Event("input"))
    follower.stop()
    input.value = "x"
    input.dispatchEvent(new Event("input"))
    expect(queries).toEqual([])
  })
})

describe("applyAttributes", () => {
  it("writes the dialog's ARIA state and removes what is undefined", () => {
    const input = field()
    input.setAttribute("aria-activedescendant", "search-hit-1")
    applyAttributes(input, { "aria-expanded": false, "aria-controls": "search-results", "aria-activedescendant": undefined })
    expect(input.getAttribute("aria-expanded")).toBe("false")
    expect(input.getAttribute("aria-controls")).toBe("search-results")
    expect(input.hasAttribute("aria-activedescendant")).toBe(false)
  })
})
