/** @jest-environment node */
import { queriesInMainProcess } from "../../../src/build/kernel/workerPool"

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
