/** @jest-environment node */
import { execFileSync } from "child_process"
import v8 from "v8"
import { boundHeapGrowth, collectWhenIdle, COLLECT_ABOVE_BYTES, IDLE_GARBAGE_BYTES, IDLE_TICK_MS, IDLE_UTILIZATION, SETTLED_IDLE_TICKS, stageBoundaryCollector } from "../../../src/build/kernel/buildMemory"

describe("boundHeapGrowth", () => {
  it("sets V8's heap growing factor of the process to 1.5", () => {
    const set: string[] = []
    expect(boundHeapGrowth((flags) => void set.push(flags))).toBe("--heap-growing-percent=50")
    expect(set).toEqual(["--heap-growing-percent=50"])
  })

  it("names a flag this Node's V8 has (it would ignore an unknown one with a warning)", () => {
    const options = execFileSync(process.execPath, ["--v8-options"], { encoding: "utf8" })
    expect(options).toMatch(/^\s*--heap-growing-percent \(/m)
  })
})

describe("stageBoundaryCollector", () => {
  it("exposes V8's collector and collects what is no longer referenced", () => {
    const set: string[] = []
    const collect = stageBoundaryCollector(
      (flags) => {
        set.push(flags)
        v8.setFlagsFromString(flags)
      },
      () => COLLECT_ABOVE_BYTES + 1,
    )
    expect(set).toEqual(["--expose-gc"])
    // 64 MB that nothing references once made: a full collection frees it, whatever V8 scheduled.
    let garbage: number[][] | undefined = Array.from({ length: 64 }, () => new Array(128 * 1024).fill(1.5))
    const withGarbage = v8.getHeapStatistics().used_heap_size
    garbage = undefined
    collect()
    expect(garbage).toBeUndefined()
    expect(withGarbage - v8.getHeapStatistics().used_heap_size).toBeGreaterThan(48 * 1024 * 1024)
  })

  it("collects only when the heap holds more than COLLECT_ABOVE_BYTES", () => {
    let collections = 0
    const heap = [COLLECT_ABOVE_BYTES + 1, COLLECT_ABOVE_BYTES, 10 * 1024 * 1024, 2 * COLLECT_ABOVE_BYTES]
    let at = 0
    const collect = stageBoundaryCollector(
      () => undefined,
      () => heap[at++],
      () => () => collections++,
    )
    collect()
    expect(collections).toBe(1)
    collect()
    collect()
    expect(collections).toBe(1)
    collect()
    expect(collections).toBe(2)
  })

  it("says so when V8 gives no collector", () => {
    expect(() => stageBoundaryCollector(() => undefined, () => 0, () => undefined)).toThrow(/did not expose its collector/)
  })
})

describe("collectWhenIdle", () => {
  const MB = 1024 * 1024
  /** An idle collector over a scripted heap and event loop; `tick` runs one of its ticks. */
  function scripted(startHeap: number, busyGarbageBytes?: number) {
    const events: string[] = []
    const state = { heap: startHeap, busy: 0, collections: 0, stopped: false, live: startHeap }
    let tick = () => {}
    const stop = collectWhenIdle({
      settled: busyGarbageBytes === undefined ? undefined : { onSettled: () => void events.push(`settled after ${state.collections} collections`), busyGarbageBytes },
      collect: () => {
        state.collections++
        state.heap = state.live
      },
      heapUsed: () => state.heap,
      busyShare: () => state.busy,
      every: (run, ms) => {
        expect(ms).toBe(IDLE_TICK_MS)
        tick = run
        return () => void (state.stopped = true)
      },
    })
    return { state, events, tick: () => tick(), stop }
  }

  it("collects once when the process is idle with enough garbage, then waits for more", () => {
    const { state, tick } = scripted(300 * MB)
    state.heap = 300 * MB + IDLE_GARBAGE_BYTES
    tick()
    expect(state.collections).toBe(1)
    expect(state.heap).toBe(300 * MB)
    tick()
    state.heap += IDLE_GARBAGE_BYTES - MB
    tick()
    expect(state.collections).toBe(1)
  })

  it("does not collect while the event loop is busy, however much garbage there is", () => {
    const { state, tick } = scripted(300 * MB)
    state.heap = 900 * MB
    state.busy = IDLE_UTILIZATION
    tick()
    expect(state.collections).toBe(0)
    state.busy = IDLE_UTILIZATION / 2
    tick()
    expect(state.collections).toBe(1)
  })

  it("measures garbage from the lowest heap it saw (V8's own collections count)", () => {
    const { state, tick } = scripted(500 * MB)
    state.busy = 1
    state.heap = 200 * MB
    tick()
    state.live = 200 * MB
    state.heap = 200 * MB + IDLE_GARBAGE_BYTES
    state.busy = 0
    tick()
    expect(state.collections).toBe(1)
  })

  it("settles once idle SETTLED_IDLE_TICKS ticks in a row: runs onSettled, collects, then collects busy too", () => {
    const { state, events, tick } = scripted(300 * MB, 128 * MB)
    state.busy = 1
    state.heap = 300 * MB + 500 * MB
    tick()
    expect(state.collections).toBe(0)
    state.busy = 0
    state.heap = 300 * MB + 10 * MB
    for (let n = 1; n < SETTLED_IDLE_TICKS; n++) tick()
    state.busy = 1
    tick()
    state.busy = 0
    for (let n = 1; n < SETTLED_IDLE_TICKS; n++) tick()
    expect(events).toEqual([])
    expect(state.collections).toBe(0)
    tick()
    expect(events).toEqual(["settled after 0 collections"])
    expect(state.collections).toBe(1)
    state.busy = 1
    state.heap = 300 * MB + 127 * MB
    tick()
    expect(state.collections).toBe(1)
    state.heap = 300 * MB + 128 * MB
    tick()
    expect(state.collections).toBe(2)
    for (let n = 0; n < 2 * SETTLED_IDLE_TICKS; n++) tick()
    expect(events).toHaveLength(1)
  })

  it("never collects a busy process that has not settled", () => {
    const { state, tick } = scripted(300 * MB)
    state.busy = 1
    state.heap = 2000 * MB
    for (let n = 0; n < 10; n++) tick()
    expect(state.collections).toBe(0)
  })

  it("stops", () => {
    const { state, stop } = scripted(0)
    stop()
    expect(state.stopped).toBe(true)
  })
})

describe("idleCollector", () => {
  // In a process of its own: jest's own work would collect the garbage too. The child loads buildMemory.ts
  // through TypeScript, makes 128 MB of garbage, waits 2.5 ticks idle and prints how much of it was freed.
  const probe = (withCollector: boolean) => {
    const script = `
      const ts = require("typescript"), fs = require("fs"), v8 = require("v8"), Module = require("module")
      const file = ${JSON.stringify(require.resolve("../../../src/build/kernel/buildMemory.ts"))}
      const js = ts.transpileModule(fs.readFileSync(file, "utf8"), { compilerOptions: { module: ts.ModuleKind.CommonJS, esModuleInterop: true } }).outputText
      const memory = new Module(file); memory.paths = Module._nodeModulePaths(process.cwd()); memory._compile(js, file)
      const stop = ${withCollector} ? memory.exports.idleCollector() : () => {}
      let garbage = Array.from({ length: 128 }, () => new Array(128 * 1024).fill(1.5))
      const withGarbage = v8.getHeapStatistics().used_heap_size
      garbage = undefined
      setTimeout(() => { stop(); console.log(Math.round((withGarbage - v8.getHeapStatistics().used_heap_size) / 1048576)) }, 2.5 * memory.exports.IDLE_TICK_MS)
    `
    return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8", cwd: process.cwd() }).trim())
  }

  it("frees the garbage of a process that has gone idle, which V8 alone leaves in place", () => {
    expect(probe(false)).toBeLessThan(16)
    expect(probe(true)).toBeGreaterThan(96)
  })
})
