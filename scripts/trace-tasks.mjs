// Reads a Chromium performance trace of a page load: the main thread's tasks after first contentful paint,
// each split into what it spent its time on (script, layout, style, parse, paint, garbage collection) and
// named by what caused it (the function or script, the forced layout's caller, the stylesheet, the HTML).
// Used by scripts/long-tasks.mjs (the report, and with --check the reported check).

export const LONG_TASK_MS = 50
export const CPU_SLOWDOWN = 4

/** The categories to trace: the Performance panel's, with the stacks of forced layouts and style recalculations. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
  "v8.execute",
  "loading",
  "blink.user_timing",
]

const KIND_OF = new Map([
  ...["EvaluateScript", "FunctionCall", "v8.compile", "V8.CompileCode", "v8.compileModule", "v8.evaluateModule", "v8.run", "v8.produceCache",
    "TimerFire", "EventDispatch", "RunMicrotasks", "FireAnimationFrame", "FireIdleCallback", "XHRReadyStateChange", "V8.Execute",
    "v8.callFunction", "v8.newInstance", "V8.ScriptCompiler", "CompileScript", "CompileCode", "v8.deserializeOnBackground"].map((name) => [name, "script"]),
  ...["MinorGC", "MajorGC", "V8.GC_SCAVENGER", "V8.GC_MARK_COMPACTOR", "BlinkGC.AtomicPhase", "ThreadState::performIdleLazySweep", "CppGC.AtomicPhase"].map((name) => [name, "gc"]),
  ["Layout", "layout"],
  ["UpdateLayoutTree", "style"],
  ["RecalculateStyles", "style"],
  ["ParseHTML", "parse"],
  ["ParseAuthorStyleSheet", "parse"],
  ...["Paint", "PrePaint", "Layerize", "UpdateLayer", "UpdateLayerTree", "CompositeLayers", "Commit", "PaintImage", "Decode Image", "IntersectionObserverController::computeIntersections"].map((name) => [name, "paint"]),
])

const base = (url = "") => url.replace(/^https?:\/\/[^/]+/, "") || "(inline)"
const frameText = (frame) => (frame ? `${frame.functionName || "(anonymous)"} ${base(frame.url)}:${frame.lineNumber ?? "?"}:${frame.columnNumber ?? "?"}` : "")

/** Complete ("X") events of one thread, with begin/end pairs joined, sorted so that parents come before children. */
function completeEvents(events, pid, tid) {
  const out = []
  const open = []
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue
    if (e.ph === "X") out.push(e)
    else if (e.ph === "B") open.push(e)
    else if (e.ph === "E") {
      const begin = open.pop()
      if (begin) out.push({ ...begin, ph: "X", dur: e.ts - begin.ts, args: { ...begin.args, endData: e.args?.endData ?? e.args } })
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
}

/** Where the page's first contentful paint happened: its time, and the renderer's main thread that painted it. */
export function firstContentfulPaint(events) {
  const fcp = events.filter((e) => e.name === "firstContentfulPaint").sort((a, b) => a.ts - b.ts)[0]
  if (!fcp) throw new Error("The trace has no firstContentfulPaint event")
  return { ts: fcp.ts, pid: fcp.pid, tid: fcp.tid }
}

/** What caused an event, in words, when the trace says (script entry, forced layout caller, stylesheet, HTML). */
function causeOf(event, parentScript) {
  const data = event.args?.data ?? event.args?.beginData ?? {}
  const stack = event.args?.beginData?.stackTrace ?? data.stackTrace
  switch (event.name) {
    case "EvaluateScript":
      return `evaluate ${base(data.url)}`
    case "v8.compile":
    case "v8.compileModule":
      return `compile ${base(data.url ?? event.args?.fileName)}`
    case "FunctionCall":
      return `call ${frameText(data)}`
    case "TimerFire":
      return `timer ${data.timerId ?? ""}`
    case "FireAnimationFrame":
      return "requestAnimationFrame callback"
    case "FireIdleCallback":
      return "requestIdleCallback callback"
    case "EventDispatch":
      return `event ${data.type}`
    case "Layout": {
      const objects = `${data.dirtyObjects ?? "?"}/${data.totalObjects ?? "?"} objects`
      if (stack?.length) return `layout forced by ${frameText(stack[0])} (${objects})`
      if (parentScript) return `layout forced by script ${parentScript} (${objects})`
      return `the browser's own layout${data.partialLayout ? " (partial)" : ""} (${objects})`
    }
    case "UpdateLayoutTree":
    case "RecalculateStyles": {
      const count = event.args?.elementCount ?? event.args?.endData?.elementCount ?? "?"
      if (stack?.length) return `style recalculation forced by ${frameText(stack[0])} (${count} elements)`
      if (parentScript) return `style recalculation forced by script ${parentScript} (${count} elements)`
      return `style recalculation (${count} elements)`
    }
    case "ParseHTML":
      return `parse HTML ${base(data.url)} from line ${data.startLine ?? "?"}`
    case "ParseAuthorStyleSheet":
      return `parse stylesheet ${base(data.styleSheetUrl)}`
    default:
      return event.name
  }
}

/**
 * The tasks of the main thread that ran longer than `threshold` ms after first contentful paint, longest
 * first: { start (ms after FCP), duration, afterFcp (the part of it after FCP), kind (what most of its time
 * went to), kinds (ms per kind), causes (the largest contributors, with their ms) }. A task that paints the
 * first frame started before it: only its part after FCP counts, as in Lighthouse's Total Blocking Time.
 */
export function longTasksAfterFcp(events, { threshold = LONG_TASK_MS, until = Infinity } = {}) {
  const fcp = firstContentfulPaint(events)
  const thread = completeEvents(events, fcp.pid, fcp.tid)
  const afterFcp = (e) => (e.ts + e.dur - Math.max(e.ts, fcp.ts)) / 1000
  const tasks = thread.filter((e) => e.name === "RunTask" && afterFcp(e) > threshold && e.ts < until)
  return tasks
    .map((task) => ({ ...describeTask(task, thread, fcp.ts), afterFcp: afterFcp(task) }))
    .sort((a, b) => b.afterFcp - a.afterFcp)
}

/** Self time per kind and per cause inside one task (each nested event's own time, its children's taken out). */
function describeTask(task, thread, fcpTs) {
  const end = task.ts + task.dur
  const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.dur > 0)
  const kinds = {}
  const causes = new Map()
  const stack = []
  let childTime = 0
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const top = stack.pop()
      const self = top.event.dur - top.children
      const parent = stack.at(-1)
      if (parent) parent.children += top.event.dur
      else childTime += top.event.dur
      const kind = top.kind ?? "other"
      kinds[kind] = (kinds[kind] ?? 0) + self / 1000
      if (top.cause) causes.set(top.cause, (causes.get(top.cause) ?? 0) + self / 1000)
    }
  }
  for (const event of inside) {
    close(event.ts)
    const known = KIND_OF.get(event.name)
    const parent = stack.at(-1)
    const scriptAbove = [...stack].reverse().find((frame) => frame.kind === "script" && frame.cause)
    // A nested event without a kind of its own (V8 internals, tracing scopes) counts for the one above it.
    const kind = known ?? parent?.kind
    const cause = known ? causeOf(event, scriptAbove?.cause) : parent?.cause
    stack.push({ event, end: event.ts + event.dur, children: 0, kind, cause })
  }
  close(Infinity)
  const other = (task.dur - childTime) / 1000
  if (other > 0) kinds.other = (kinds.other ?? 0) + other
  const kind = Object.entries(kinds).sort((a, b) => b[1] - a[1])[0]?.[0] ?? "other"
  return {
    ts: task.ts,
    end,
    start: (task.ts - fcpTs) / 1000,
    duration: task.dur / 1000,
    // The main thread's own CPU time in the task: on a shared machine the wall time also counts the time the
    // thread waited for a core, which is no part of the page.
    cpu: (task.tdur ?? task.dur) / 1000,
    kind,
    kinds,
    causes: [...causes.entries()].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 2).slice(0, 5),
  }
}

/**
 * Loads `url` in a fresh context of `browser` (playwright-core) at `cpu`× CPU slowdown and a phone-sized
 * viewport, traces it until the page is loaded, hydrated and quiet, and returns the trace's events.
 */
export async function traceLoad(browser, url, { cpu = CPU_SLOWDOWN, viewport = { width: 412, height: 823 }, quietMs = 1500, categories = TRACE_CATEGORIES } = {}) {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu })
    await browser.startTracing(page, { categories })
    await page.goto(url, { waitUntil: "networkidle" })
    // Asked from here now and then, not polled in the page (page.waitForFunction injects a large script that
    // would be traced on the page's main thread): painted and loaded.
    const ready = () => document.documentElement.hasAttribute("data-loaded") && performance.getEntriesByName("first-contentful-paint").length > 0
    // A page that reloads itself (a stale build) destroys the context asked: ask again.
    const isReady = () => page.evaluate(ready).catch(() => false)
    for (let waited = 0; !(await isReady()) && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
    // Idle callbacks and deferred work run after load: they count too.
    await new Promise((resolve) => setTimeout(resolve, quietMs))
    const trace = JSON.parse((await browser.stopTracing()).toString())
    return trace.traceEvents ?? trace
  } finally {
    await context.close()
  }
}
