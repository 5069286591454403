import { dialogKey, recentKey, type DialogKeyState } from "../../../src/search/dialog/dialogKeys"
import { withFallback } from "../../../src/search/engine/fallbackClient"

const base: DialogKeyState = { query: "filt", panelOpen: true, active: 0, count: 3 }

describe("dialog keys", () => {
  it.each([
    [{ ...base, active: 0 }, 1, 1],
    [{ ...base, active: 2 }, 1, 0],
    [{ ...base, active: 0 }, -1, 2],
  ] as const)("moves the active result (%o by %i → %i)", (state, by, expected) => {
    expect(dialogKey(state, { type: "move", by }).state.active).toBe(expected)
  })

  it("Escape: closes the panel, then clears the query, then closes the dialog", () => {
    const first = dialogKey(base, { type: "escape" })
    expect(first.state.panelOpen).toBe(false)
    expect(first.close).toBeUndefined()
    const second = dialogKey(first.state, { type: "escape" })
    expect(second.state.query).toBe("")
    expect(second.close).toBeUndefined()
    expect(dialogKey(second.state, { type: "escape" }).close).toBe(true)
  })

  it("Enter opens the active result only when there is one", () => {
    expect(dialogKey({ ...base, active: 1 }, { type: "enter" }).open).toBe(1)
    expect(dialogKey({ ...base, count: 0 }, { type: "enter" }).open).toBeUndefined()
  })
})

describe("withFallback", () => {
  it("uses the primary until it fails, then the fallback for the rest of the session, saying so once", async () => {
    const primary = { search: jest.fn().mockResolvedValueOnce({ results: ["algolia"] }).mockRejectedValue(new Error("unreachable")) }
    const fallback = { search: jest.fn().mockResolvedValue({ results: ["local"] }) }
    const onFallback = jest.fn()
    const client = withFallback(primary, () => fallback, onFallback)
    expect(await client.search([])).toEqual({ results: ["algolia"] })
    expect(await client.search([])).toEqual({ results: ["local"] })
    expect(await client.search([])).toEqual({ results: ["local"] })
    expect(primary.search).toHaveBeenCalledTimes(2)
    expect(onFallback).toHaveBeenCalledTimes(1)
    expect(onFallback.mock.calls[0][0]).toEqual(new Error("unreachable"))
  })
})

describe("recent search keys", () => {
  it.each([
    [0, 1, 1],
    [2, 1, 0],
    [0, -1, 2],
  ] as const)("moves from %i by %i to %i, wrapping", (active, by, expected) => {
    expect(recentKey(active, 3, { type: "move", by }).active).toBe(expected)
  })

  it("Enter opens the active entry, Escape closes the dialog", () => {
    expect(recentKey(1, 3, { type: "enter" }).open).toBe(1)
    expect(recentKey(1, 3, { type: "escape" }).close).toBe(true)
  })

  it.each([
    [0, 3, 0],
    [2, 3, 1],
    [0, 1, 0],
  ])("Delete removes entry %i of %i and makes %i active", (active, count, next) => {
    expect(recentKey(active, count, { type: "delete" })).toEqual({ active: next, remove: active })
  })

  it("does nothing but close with an empty list", () => {
    expect(recentKey(0, 0, { type: "enter" }).open).toBeUndefined()
    expect(recentKey(0, 0, { type: "delete" }).remove).toBeUndefined()
  })
})
