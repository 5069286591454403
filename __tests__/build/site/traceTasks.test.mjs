// scripts/trace-tasks.mjs: which main-thread tasks count as long after first contentful paint.
import assert from "node:assert/strict"
import { test } from "node:test"
import { longTasksAfterFcp } from "../../../scripts/trace-tasks.mjs"

const FCP = 1_000_000 // µs
const thread = { pid: 1, tid: 7 }
const task = (startMs, durationMs) => ({ ...thread, ph: "X", name: "RunTask", ts: FCP + startMs * 1000, dur: durationMs * 1000 })
const trace = (...tasks) => [{ ...thread, name: "firstContentfulPaint", ts: FCP }, ...tasks]

test("a task counts by its part after first paint, as in Lighthouse's Total Blocking Time", () => {
  const tasks = longTasksAfterFcp(
    trace(
      task(-150, 170), // paints the first frame: 20 ms of it after FCP
      task(-300, 90), // over before FCP
      task(40, 60), // after FCP
      task(-100, 180), // 80 ms of it after FCP
      task(200, 45), // short
    ),
  )
  assert.deepEqual(
    tasks.map(({ start, duration, afterFcp }) => ({ start, duration, afterFcp })),
    [
      { start: -100, duration: 180, afterFcp: 80 },
      { start: 40, duration: 60, afterFcp: 60 },
    ],
  )
})

test("another thread's tasks do not count", () => {
  assert.deepEqual(longTasksAfterFcp(trace({ ...task(10, 200), tid: 8 })), [])
})
