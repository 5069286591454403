import { createBatchQueue } from "../../../src/search/dialog/batchQueue"

describe("insights batching", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("sends 45 viewed ids as 3 calls of at most 20, 400 ms after the last addition", () => {
    const send = jest.fn()
    const queue = createBatchQueue<string>(send, { size: 20, delayMs: 400 })
    queue.add(Array.from({ length: 30 }, (_, i) => `a${i}`))
    jest.advanceTimersByTime(300)
    queue.add(Array.from({ length: 15 }, (_, i) => `b${i}`))
    jest.advanceTimersByTime(399)
    expect(send).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(send.mock.calls.map(([batch]) => batch.length)).toEqual([20, 20, 5])
    expect(send.mock.calls[2][0]).toEqual(["b10", "b11", "b12", "b13", "b14"])
  })
})
