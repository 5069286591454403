import http from "http"
import type { AddressInfo } from "net"

export interface FakeIndex {
  settings: Record<string, unknown>
  objects: Map<string, Record<string, unknown>>
}

export interface LoggedRequest {
  method: string
  path: string
  body: unknown
}

type Match = (request: LoggedRequest) => boolean

/**
 * Enough of Algolia's REST API, on 127.0.0.1, for the real algoliasearch client: list and delete indices,
 * settings (404 for a missing index), browse with a cursor and attributesToRetrieve, batch, clear, copy and
 * move operations, and task status. `fail` answers chosen requests with an error status; `hold` keeps one
 * request waiting until released, to interleave two clients step by step.
 */
export async function startFakeAlgolia(appId: string, apiKey: string) {
  const indices = new Map<string, FakeIndex>()
  const log: LoggedRequest[] = []
  let taskID = 0
  const faults: { match: Match; nth: number; times: number; seen: number; status: number; message: string }[] = []
  const holds: { match: Match; reached: () => void; released: Promise<void>; used: boolean }[] = []

  /** Answers the nth request matching (and the `times - 1` after it) with `status`. */
  function fail(match: Match, { nth = 1, times = 1, status = 500, message = "Internal error" } = {}) {
    faults.push({ match, nth, times, seen: 0, status, message })
  }
  /** Holds the first request matching until `release()`; `reached` resolves when it arrives. */
  function hold(match: Match) {
    let reached!: () => void
    let release!: () => void
    const arrived = new Promise<void>((resolve) => (reached = resolve))
    const released = new Promise<void>((resolve) => (release = resolve))
    holds.push({ match, reached, released, used: false })
    return { reached: arrived, release }
  }

  function answer(request: http.IncomingMessage, entry: LoggedRequest, url: URL): [number, unknown] {
    if (request.headers["x-algolia-application-id"] !== appId || request.headers["x-algolia-api-key"] !== apiKey) {
      return [403, { message: "Invalid Application-ID or API key", status: 403 }]
    }
    for (const fault of faults) {
      if (!fault.match(entry)) continue
      fault.seen++
      if (fault.seen >= fault.nth && fault.seen < fault.nth + fault.times) return [fault.status, { message: fault.message, status: fault.status }]
    }
    const done = (): [number, unknown] => [200, { taskID: ++taskID, updatedAt: new Date().toISOString() }]
    const missing = (): [number, unknown] => [404, { message: "Index does not exist", status: 404 }]
    const body = entry.body as Record<string, any>
    if (url.pathname === "/1/indexes" && request.method === "GET") {
      const items = [...indices.entries()].map(([name, index]) => ({ name, entries: index.objects.size, createdAt: "", updatedAt: "" }))
      return [200, { items, nbPages: 1 }]
    }
    const match = /^\/1\/indexes\/([^/]+)(?:\/(settings|batch|operation|browse|clear|task\/(\d+)))?$/.exec(url.pathname)
    if (!match) return [404, { message: `No route ${url.pathname}`, status: 404 }]
    const name = decodeURIComponent(match[1])
    const existing = indices.get(name)
    const create = () => {
      if (!indices.has(name)) indices.set(name, { settings: {}, objects: new Map() })
      return indices.get(name)!
    }
    switch ((match[2] ?? "").split("/")[0]) {
      case "":
        if (request.method !== "DELETE") break
        if (!existing) return missing()
        indices.delete(name)
        return done()
      case "task":
        return [200, { status: "published", pendingTask: false }]
      case "settings":
        if (request.method === "PUT") {
          create().settings = { ...create().settings, ...body }
          return done()
        }
        return existing ? [200, existing.settings] : missing()
      case "clear":
        if (!existing) return missing()
        existing.objects.clear()
        return done()
      case "browse": {
        if (!existing) return missing()
        const { offset, hitsPerPage, attributes } = body.cursor
          ? JSON.parse(Buffer.from(body.cursor, "base64").toString())
          : { offset: 0, hitsPerPage: Math.min(body.hitsPerPage ?? 1000, 1000), attributes: body.attributesToRetrieve ?? ["*"] }
        const objects = [...existing.objects.values()]
        const hits = objects.slice(offset, offset + hitsPerPage).map((object) =>
          attributes.includes("*") ? object : Object.fromEntries(Object.entries(object).filter(([key]) => key === "objectID" || attributes.includes(key))),
        )
        const next = offset + hitsPerPage
        const cursor = next < objects.length ? Buffer.from(JSON.stringify({ offset: next, hitsPerPage, attributes })).toString("base64") : undefined
        return [200, { hits, nbHits: objects.length, page: 0, nbPages: 1, hitsPerPage, ...(cursor ? { cursor } : {}) }]
      }
      case "batch": {
        const target = create()
        for (const { action, body: object } of body.requests) {
          if (action === "deleteObject") target.objects.delete(object.objectID)
          else target.objects.set(object.objectID, object)
        }
        return [200, { taskID: ++taskID, objectIDs: body.requests.map((r: { body: { objectID: string } }) => r.body.objectID) }]
      }
      case "operation": {
        if (!existing) return missing()
        if (body.operation === "copy") {
          const copy: FakeIndex = { settings: { ...existing.settings }, objects: body.scope ? new Map() : new Map(existing.objects) }
          indices.set(body.destination, copy)
        } else if (body.operation === "move") {
          indices.set(body.destination, existing)
          indices.delete(name)
        }
        return done()
      }
    }
    return [404, { message: `No route ${request.method} ${url.pathname}`, status: 404 }]
  }

  const server = http.createServer((request, response) => {
    // Buffers joined before decoding: a character of several bytes may straddle two chunks.
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8")
      const url = new URL(request.url ?? "/", "http://localhost")
      const entry = { method: request.method ?? "", path: url.pathname, body: raw ? JSON.parse(raw) : undefined }
      log.push(entry)
      const held = holds.find((h) => !h.used && h.match(entry))
      if (held) {
        held.used = true
        held.reached()
        await held.released
      }
      const [status, payload] = answer(request, entry, url)
      response.writeHead(status, { "content-type": "application/json" })
      response.end(JSON.stringify(payload))
    })
  })
  // The client keeps sockets alive between syncs; a sync that computes for seconds in this same process
  // must not find its socket closed under it (Algolia's hosts keep them longer, and the client has four).
  server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    hosts: [{ url: `127.0.0.1:${port}`, protocol: "http" as const }],
    indices,
    log,
    fail,
    hold,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
