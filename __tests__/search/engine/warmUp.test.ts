import { tokenize } from "../../../src/search/shared/tokenize"
import { runInSlices, searchTextWarmUp, WARM_UP_RUNS, WARM_UP_SAMPLES } from "../../../src/search/engine/warmUp"

describe("warming up the search's text code", () => {
  it("runs the tokenizer, snippets and typo check on each sample, twice, without throwing, and changes nothing", () => {
    const before = tokenize("getIdToken X-Supplier-Signature")
    const steps = searchTextWarmUp()
    expect(steps.length).toBe(3 * WARM_UP_SAMPLES.length * WARM_UP_RUNS)
    expect(() => steps.forEach((step) => step())).not.toThrow()
    expect(tokenize("getIdToken X-Supplier-Signature")).toEqual(before)
  })
})

describe("the warm-up samples", () => {
  it("hold the same words, one of them in characters beyond Latin-1", () => {
    const [oneByte, twoByte] = WARM_UP_SAMPLES
    expect([...oneByte].every((char) => char.charCodeAt(0) < 256)).toBe(true)
    expect([...twoByte].some((char) => char.charCodeAt(0) > 255)).toBe(true)
    expect(tokenize(twoByte).map((token) => token.term)).toEqual(tokenize(oneByte).map((token) => token.term))
  })
})

describe("running steps in slices", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("runs one step per task, in order, starting in the next task", () => {
    const ran: number[] = []
    runInSlices([0, 1, 2].map((n) => () => void ran.push(n)))
    expect(ran).toEqual([])
    jest.advanceTimersToNextTimer()
    expect(ran).toEqual([0])
    jest.advanceTimersToNextTimer()
    expect(ran).toEqual([0, 1])
    jest.runAllTimers()
    expect(ran).toEqual([0, 1, 2])
  })

  it("stops what is left when cancelled", () => {
    const ran: number[] = []
    const stop = runInSlices([0, 1, 2].map((n) => () => void ran.push(n)))
    jest.advanceTimersToNextTimer()
    stop()
    jest.runAllTimers()
    expect(ran).toEqual([0])
  })

  it("does nothing for no steps", () => {
    expect(() => runInSlices([])()).not.toThrow()
    expect(jest.getTimerCount()).toBe(0)
  })
})
