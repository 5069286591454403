/** @jest-environment node */
import { boundHeapGrowth, idleCollector, stageBoundaryCollector } from "../../../src/build/kernel/buildMemory"
import { MEMORY_SWITCH, memoryTuning, tuneHtmlWorker } from "../../../src/build/kernel/memoryTuning"

jest.mock("../../../src/build/kernel/buildMemory", () => ({
  ...jest.requireActual("../../../src/build/kernel/buildMemory"),
  boundHeapGrowth: jest.fn(() => "--heap-growing-percent=50"),
  idleCollector: jest.fn(),
  stageBoundaryCollector: jest.fn(() => jest.fn()),
}))

const building = (more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ gatsby_executing_command: "build", ...more })

describe("the build's memory switch", () => {
  beforeEach(() => jest.clearAllMocks())

  it("tunes gatsby build: bounds the heap, starts the workers with --expose-gc, collects between stages and once bundling", () => {
    const env = building({ NODE_OPTIONS: "--max-old-space-size=4096" })
    const tuning = memoryTuning(env)
    expect(tuning.atBootstrap()).toBe("--heap-growing-percent=50")
    expect(env.NODE_OPTIONS).toBe("--max-old-space-size=4096 --expose-gc")
    tuning.atBootstrap()
    expect(env.NODE_OPTIONS).toBe("--max-old-space-size=4096 --expose-gc")
    tuning.atBundles()
    tuning.betweenStages()
    tuning.betweenStages()
    expect(idleCollector).toHaveBeenCalledTimes(1)
    expect(stageBoundaryCollector).toHaveBeenCalledTimes(1)
    expect(jest.mocked(stageBoundaryCollector).mock.results[0].value).toHaveBeenCalledTimes(2)
  })

  it.each([
    ["STRATA_BUILD_MEMORY=off", building({ [MEMORY_SWITCH]: "off" })],
    ["gatsby develop", { gatsby_executing_command: "develop" }],
  ])("does nothing under %s", (_name, env: NodeJS.ProcessEnv) => {
    const tuning = memoryTuning(env)
    expect(tuning.atBootstrap()).toBeUndefined()
    tuning.atBundles()
    tuning.betweenStages()
    expect(env.NODE_OPTIONS).toBeUndefined()
    expect([boundHeapGrowth, idleCollector, stageBoundaryCollector].map((hook) => jest.mocked(hook).mock.calls.length)).toEqual([0, 0, 0])
  })

  it("tunes the HTML worker only in Gatsby's workers, and not when switched off", () => {
    tuneHtmlWorker({})
    tuneHtmlWorker({ GATSBY_WORKER_ID: "1", [MEMORY_SWITCH]: "off" })
    expect(idleCollector).not.toHaveBeenCalled()
    tuneHtmlWorker({ GATSBY_WORKER_ID: "1" })
    expect(boundHeapGrowth).toHaveBeenCalledWith(undefined, 100)
    expect(idleCollector).toHaveBeenCalledTimes(1)
  })
})
