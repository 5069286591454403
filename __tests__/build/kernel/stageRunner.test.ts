import fs from "fs"
import { stage, type GatsbyHook, type Stage } from "../../../src/build/kernel/stage"
import { stageProblems, stageRunner } from "../../../src/build/kernel/stageRunner"
import { SITE_STAGES } from "../../../src/build/pipeline"
import { temporaryDir } from "../fixtureSite"

/** A reporter that keeps its lines. */
const reporter = () => {
  const lines: string[] = []
  return { lines, info: (line: string) => lines.push(line), verbose: (line: string) => lines.push(`verbose ${line}`) }
}
const args = (log = reporter()) => ({ reporter: log }) as never

describe("the build's stages", () => {
  const root = temporaryDir()
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it("run hook by hook in their order, each given the products it needs, each timed in the log", async () => {
    const ran: string[] = []
    const stages: Stage<GatsbyHook, { base: number }>[] = [
      stage({ name: "read", makes: "read", hook: "createPages", run: ({ shared }) => (ran.push("read"), shared.base) }),
      stage({ name: "double", makes: "double", hook: "createPages", needs: ["read"], run: ({ need }) => (ran.push("double"), need<number>("read") * 2) }),
      stage({ name: "headers", makes: "headers", hook: "onPostBuild", needs: ["double"], run: ({ need }) => ran.push(`headers ${need<number>("double")}`) }),
    ]
    const runner = stageRunner(stages, { rootDir: root, shared: { base: 21 } })
    const log = reporter()
    await runner.run("createPages", args(log))
    expect(ran).toEqual(["read", "double"])
    await runner.run("onPostBuild", args())
    expect(ran).toEqual(["read", "double", "headers 42"])
    expect(log.lines.map((line) => line.replace(/[0-9.]+ s$/, "N s"))).toEqual(["stage read: N s", "stage double: N s"])
  })

  it("skip a stage whose need produced nothing (no content, or content with errors)", async () => {
    const ran: string[] = []
    const runner = stageRunner(
      [
        stage({ name: "checks", makes: "checks", hook: "createPages", run: () => undefined }),
        stage({ name: "pages", makes: "pages", hook: "createPages", needs: ["checks"], run: () => ran.push("pages") }),
        stage({ name: "robots", makes: "robots", hook: "createPages", run: () => ran.push("robots") }),
      ],
      { rootDir: root, shared: {} },
    )
    await runner.run("createPages", args())
    expect(ran).toEqual(["robots"])
  })

  it("refuse a product the stage did not declare it needs", async () => {
    const runner = stageRunner(
      [stage({ name: "a", makes: "a", hook: "createPages", run: () => 1 }), stage({ name: "b", makes: "b", hook: "createPages", run: ({ need }) => need("a") })],
      { rootDir: root, shared: {} },
    )
    await expect(runner.run("createPages", args())).rejects.toThrow('stage "b" reads "a" without declaring it in needs')
  })

  it("keep a stage's product for the next build while its key and inputs are the same", async () => {
    let runs = 0
    const counting = () => [stage({ name: "count", makes: "count", hook: "createPages", run: ({ kept }) => kept(["site v1"], () => ++runs) })]
    await stageRunner(counting(), { rootDir: root, shared: {} }).run("createPages", args())
    await stageRunner(counting(), { rootDir: root, shared: {} }).run("createPages", args())
    expect(runs).toBe(1)
  })

  it("are checked before any runs: a name twice, a need no earlier stage meets, a hook out of order", () => {
    const run = () => undefined
    expect(
      stageProblems([
        { name: "a", makes: "a", hook: "createPages", needs: ["later"], run },
        { name: "later", makes: "later", hook: "createPages", run },
        { name: "a", makes: "a", hook: "createPages", run },
        { name: "early", makes: "early", hook: "onPreBootstrap", run },
      ]),
    ).toEqual([
      'stage "a" needs "later", which is not an earlier stage',
      'stage "a" is declared twice',
      'stage "early" (onPreBootstrap) is listed after a stage of a later hook',
    ])
    expect(() => stageRunner([{ name: "a", makes: "a", hook: "createPages", needs: ["b"], run }], { rootDir: root, shared: {} })).toThrow(
      "The build's stages are declared wrongly",
    )
  })

  it("of the site are declared without a problem, from sourcing to the hosting steps", () => {
    expect(stageProblems(SITE_STAGES as readonly Stage[])).toEqual([])
    const hooks = new Set(SITE_STAGES.map((record) => record.hook))
    expect([...hooks]).toEqual(expect.arrayContaining(["sourceNodes", "createPages", "onCreateWebpackConfig", "onPostBuild"]))
    expect(SITE_STAGES.filter((record) => record.hook === "onPostBuild").map((record) => record.name)).toEqual(["redirects", "contentSecurityPolicy", "hostingHeaders"])
  })
})
