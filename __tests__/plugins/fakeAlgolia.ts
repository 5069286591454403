import http from "http"
import type { AddressInfo } from "net"

interface FakeIndex {
  settings: Record<string, unknown>
  objects: Map<string, Record<string, unknown>>
}

/**
 * Enough of Algolia's REST API, on 127.0.0.1, for the real algoliasearch client: settings, batch,
 * copy/move operations and task status. `failBatches` makes the next batch requests fail with 500.
 */
export async function startFakeAlgolia(appId: string, apiKey: string) {
  const indices = new Map<string, FakeIndex>()
  const log: { method: string; path: string; body: unknown }[] = []
  let taskID = 0
  const state = { failBatches: 0 }
  const index = (name: string) => {
    if (!indices.has(name)) indices.set(name, { settings: {}, objects: new Map() })
    return indices.get(name)!
  }
  const server = http.createServer((request, response) => {
    let raw = ""
    request.on("data", (chunk) => (raw += chunk))
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://localhost")
      const body = raw ? JSON.parse(raw) : undefined
      log.push({ method: request.method ?? "", path: url.pathname, body })
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json" })
        response.end(JSON.stringify(payload))
      }
      if (request.headers["x-algolia-application-id"] !== appId || request.headers["x-algolia-api-key"] !== apiKey) {
        return send(403, { message: "Invalid Application-ID or API key", status: 403 })
      }
      const match = /^\/1\/indexes\/([^/]+)\/(settings|batch|operation|task\/(\d+))$/.exec(url.pathname)
      if (!match) return send(404, { message: `No route ${url.pathname}`, status: 404 })
      const name = decodeURIComponent(match[1])
      const done = () => send(200, { taskID: ++taskID, updatedAt: new Date().toISOString() })
      switch (match[2].split("/")[0]) {
        case "task":
          return send(200, { status: "published", pendingTask: false })
        case "settings":
          if (request.method === "PUT") {
            index(name).settings = { ...index(name).settings, ...body }
            return done()
          }
          return send(200, index(name).settings)
        case "batch": {
          if (state.failBatches > 0) {
            state.failBatches--
            return send(500, { message: "Internal error", status: 500 })
          }
          const target = index(name)
          for (const { action, body: object } of body.requests) {
            if (action === "deleteObject") target.objects.delete(object.objectID)
            else target.objects.set(object.objectID, object)
          }
          return send(200, { taskID: ++taskID, objectIDs: body.requests.map((r: { body: { objectID: string } }) => r.body.objectID) })
        }
        case "operation": {
          const source = index(name)
          if (body.operation === "copy") {
            const copy: FakeIndex = { settings: { ...source.settings }, objects: body.scope ? new Map() : new Map(source.objects) }
            indices.set(body.destination, copy)
          } else if (body.operation === "move") {
            indices.set(body.destination, source)
            indices.delete(name)
          }
          return done()
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    hosts: [{ url: `127.0.0.1:${port}`, protocol: "http" as const }],
    indices,
    log,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
