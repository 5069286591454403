/** @jest-environment node */
import { execFileSync } from "child_process"
import v8 from "v8"
import { boundHeapGrowth, stageBoundaryCollector } from "../../../src/build/pages/buildMemory"

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
    const collect = stageBoundaryCollector((flags) => {
      set.push(flags)
      v8.setFlagsFromString(flags)
    })
    expect(set).toEqual(["--expose-gc"])
    // 64 MB that nothing references once made: a full collection frees it, whatever V8 scheduled.
    let garbage: number[][] | undefined = Array.from({ length: 64 }, () => new Array(128 * 1024).fill(1.5))
    const withGarbage = v8.getHeapStatistics().used_heap_size
    garbage = undefined
    collect()
    expect(garbage).toBeUndefined()
    expect(withGarbage - v8.getHeapStatistics().used_heap_size).toBeGreaterThan(48 * 1024 * 1024)
  })
})
