import { developQueue } from "../../../src/build/kernel/developQueue"
import { runStepsWhile } from "../../../src/build/kernel/steps"

describe("develop's work after a saved page is back", () => {
  it("runs a save's tasks in order once the page has settled", async () => {
    const queue = developQueue(5)
    const ran: string[] = []
    queue.next()
    queue.add(() => void ran.push("checks"))
    queue.add(() => void ran.push("files"))
    expect(ran).toEqual([])
    await queue.idle()
    expect(ran).toEqual(["checks", "files"])
  })

  it("drops what an older save queued, and stops what it runs at its next step", async () => {
    const queue = developQueue(5)
    const ran: string[] = []
    queue.next()
    queue.add(async (current) => {
      ran.push("old checks, first part")
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (current()) ran.push("old checks, second part")
    })
    queue.add(() => void ran.push("old files"))
    await new Promise((resolve) => setTimeout(resolve, 10))
    queue.next()
    queue.add(() => void ran.push("new checks"))
    await queue.idle()
    await queue.idle()
    expect(ran).toEqual(["old checks, first part", "new checks"])
  })

  it("reports a task that fails and goes on with the next save", async () => {
    const errors: unknown[] = []
    const queue = developQueue(1, (error) => errors.push(error))
    queue.next()
    queue.add(() => {
      throw new Error("broken")
    })
    await queue.idle()
    const ran: string[] = []
    queue.next()
    queue.add(() => void ran.push("next"))
    await queue.idle()
    expect(errors).toHaveLength(1)
    expect(ran).toEqual(["next"])
  })

  it("runs a stage's steps with the event loop free between them, stopping when told", async () => {
    function* steps(): Generator<void, string> {
      yield
      yield
      return "done"
    }
    expect(await runStepsWhile(steps(), () => true)).toBe("done")
    let pauses = 0
    expect(await runStepsWhile(steps(), () => ++pauses < 2)).toBeUndefined()
  })
})
