/** @jest-environment node */
import { execFileSync } from "child_process"
import { boundHeapGrowth, queriesInMainProcess } from "../../../src/build/pages/workerPool"

describe("queriesInMainProcess", () => {
  it("sets Gatsby's core count to 1 on a machine of one or two cores", () => {
    for (const cores of [1, 2]) {
      const env: NodeJS.ProcessEnv = {}
      expect(queriesInMainProcess(env, cores)).toBe(true)
      expect(env.GATSBY_CPU_COUNT).toBe("1")
    }
  })

  it("leaves larger machines, and a count set by hand, as they are", () => {
    const large: NodeJS.ProcessEnv = {}
    expect(queriesInMainProcess(large, 4)).toBe(false)
    expect(large).toEqual({})
    const byHand: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: "logical_cores" }
    expect(queriesInMainProcess(byHand, 2)).toBe(false)
    expect(byHand.GATSBY_CPU_COUNT).toBe("logical_cores")
  })
})

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
