/** @jest-environment node */
import { execFileSync } from "child_process"
import v8 from "v8"
import { boundHeapGrowth, COLLECT_ABOVE_BYTES, stageBoundaryCollector } from "../../../src/build/pages/buildMemory"

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
