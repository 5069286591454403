import { MessageChannel as NodeMessageChannel } from "node:worker_threads"
import { yieldToBrowser } from "../../src/startup/yieldToBrowser"

const order = async (run: () => Promise<void>) => {
  const seen: string[] = []
  const done = run().then(() => seen.push("after the yield"))
  // Work queued after the yield, as a microtask and as a chain of them, still runs first: the yield
  // resolves in a later task, not at the end of this one.
  queueMicrotask(() => seen.push("microtask"))
  Promise.resolve().then(() => Promise.resolve()).then(() => seen.push("chained microtasks"))
  await done
  return seen
}

describe("yieldToBrowser", () => {
  const original = { MessageChannel: globalThis.MessageChannel, scheduler: (globalThis as { scheduler?: unknown }).scheduler }
  beforeAll(() => {
    if (!globalThis.MessageChannel) globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel
  })
  afterEach(() => {
    ;(globalThis as { scheduler?: unknown }).scheduler = original.scheduler
  })
  afterAll(() => {
    globalThis.MessageChannel = original.MessageChannel
  })

  test("without scheduler.yield, resolves in a later task, after every microtask queued in this one", async () => {
    delete (globalThis as { scheduler?: unknown }).scheduler
    expect(await order(yieldToBrowser)).toEqual(["microtask", "chained microtasks", "after the yield"])
  })

  test("uses scheduler.yield where the browser has it", async () => {
    const calls: string[] = []
    ;(globalThis as { scheduler?: unknown }).scheduler = {
      yield: () => {
        calls.push("yield")
        return new Promise<void>((resolve) => setTimeout(resolve, 0))
      },
    }
    expect(await order(yieldToBrowser)).toEqual(["microtask", "chained microtasks", "after the yield"])
    expect(calls).toEqual(["yield"])
  })
})
