// Names the functions a long task ran, from the V8 sampling profile inside a trace, mapped through the
// build's source maps (public/*.js.map) to the site's own names and files.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import sourceMap from "source-map"

export const PROFILE_CATEGORY = "disabled-by-default-v8.cpu_profiler"

/** The samples of one thread: [{ ts (µs, trace clock), frames (leaf first) }]. */
export function threadSamples(events, pid, tid) {
  const profiles = events.filter((e) => e.name === "Profile" && e.pid === pid && e.tid === tid)
  const samples = []
  for (const profile of profiles) {
    const nodes = new Map()
    let ts = profile.args.data.startTime
    for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.pid === pid && e.id === profile.id)) {
      const data = chunk.args.data
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
      const ids = data.cpuProfile?.samples ?? []
      ids.forEach((id, i) => {
        ts += data.timeDeltas?.[i] ?? 0
        samples.push({ ts, id })
      })
    }
    for (const sample of samples.filter((s) => !s.frames)) {
      const frames = []
      for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) frames.push(node.callFrame)
      sample.frames = frames
    }
  }
  return samples
}

/** A function that turns a profile's call frame into "name (original/file:line)" through public/'s source maps. */
export function frameNamer(publicDir) {
  const consumers = new Map()
  const consumerFor = (url) => {
    const file = path.join(publicDir, new URL(url).pathname)
    if (!consumers.has(file)) consumers.set(file, existsSync(`${file}.map`) ? new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8"))) : null)
    return consumers.get(file)
  }
  return (frame) => {
    if (!frame.url?.startsWith("http")) return { name: frame.functionName || `(${frame.url || "native"})`, source: "" }
    const consumer = consumerFor(frame.url)
    const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
    if (!original?.source) return { name: frame.functionName || "(anonymous)", source: new URL(frame.url).pathname }
    const source = original.source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "")
    return { name: original.name || frame.functionName || "(anonymous)", source: `${source}:${original.line}` }
  }
}

const IDLE = new Set(["(idle)", "(program)", "(root)"])
const isSite = (source) => /^(src\/|gatsby-(browser|ssr))/.test(source)

/**
 * The functions that took a task's time: `self` the ones sampled running (leaf frames), `site` the site's
 * own function nearest to each sample's leaf (what of ours called into React or the browser), each with ms.
 */
export function functionsIn(samples, start, end, nameFrame, top = 4) {
  const self = new Map()
  const site = new Map()
  const inTask = samples.filter((s) => s.ts >= start && s.ts <= end)
  const msPerSample = inTask.length > 1 ? (inTask.at(-1).ts - inTask[0].ts) / (inTask.length - 1) / 1000 : 0
  for (const sample of inTask) {
    const leaf = sample.frames[0]
    if (!leaf || IDLE.has(leaf.functionName)) continue
    const named = sample.frames.map(nameFrame)
    const key = `${named[0].name} ${named[0].source}`.trim()
    self.set(key, (self.get(key) ?? 0) + msPerSample)
    const ours = named.find((frame) => isSite(frame.source))
    if (ours) site.set(`${ours.name} ${ours.source}`, (site.get(`${ours.name} ${ours.source}`) ?? 0) + msPerSample)
  }
  const ranked = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)
  return { self: ranked(self), site: ranked(site) }
}
