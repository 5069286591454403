// Serves a build's public/ as a static host does, with the headers of public/_headers applied and the redirects
// of public/_redirects answered (301 with Location), so that what the browser tests see is what is deployed
// (`gatsby serve` reads neither).
// Usage: node scripts/serve-static.mjs [public dir] — HOST (127.0.0.1), PORT (9000) and RANGES from the environment:
// RANGES=all (default) answers byte ranges, several in one multipart answer; single, the first asked; none, a 200.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import { pipeline } from "node:stream"
import { fileURLToPath } from "node:url"
import zlib from "node:zlib"
import { headersFor, parseHeadersFile } from "../src/build/hosting/headersFile.js"
import { parseRedirectsFile, redirectLocation } from "../src/build/hosting/redirectsFile.js"
import { answeredRanges, multipartBody, RANGE_MODES, requestedRanges } from "./byte-ranges.mjs"

export { requestedRanges }

const TYPES = {
  ".html": "text/html; charset=UTF-8",
  ".js": "text/javascript; charset=UTF-8",
  ".mjs": "text/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".xml": "application/xml; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
  ".md": "text/markdown; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
}

// Compressed on the fly, like a CDN: text of any kind, and SVG (the images are compressed already).
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/
// Below this, gzip's 18 bytes of framing and the two headers it adds eat most of what it saves. Hosts compress
// far smaller files than a kilobyte (nginx's gzip_min_length is 20 bytes): a search result's 800-byte
// fragment goes in about 450.
const MIN_COMPRESS_BYTES = 256

export function contentTypeOf(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
}

/**
 * The file answering a URL path, Gatsby's way with trailingSlash "never": /a/b → public/a/b/index.html;
 * a file by its own name; undefined when nothing answers.
 */
export function resolveFile(publicDir, urlPath) {
  const candidate = path.join(publicDir, urlPath)
  if (!candidate.startsWith(publicDir + path.sep) && candidate !== publicDir) return undefined
  for (const file of [candidate, path.join(candidate, "index.html")]) {
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return undefined
}

function readRules(publicDir) {
  const file = path.join(publicDir, "_headers")
  return existsSync(file) ? parseHeadersFile(readFileSync(file, "utf8")) : []
}

function readRedirects(publicDir) {
  const file = path.join(publicDir, "_redirects")
  return existsSync(file) ? parseRedirectsFile(readFileSync(file, "utf8")) : []
}

// The hosts' rules files are for the host, not for readers.
const HOST_FILES = new Set(["/_headers", "/_redirects", "/_redirects.nginx"])

// Compressed bodies are kept, as a CDN keeps them: a file is compressed once, not per request.
const CACHE_BYTES = 64 * 1024 * 1024
const CACHE_FILE_BYTES = 4 * 1024 * 1024

/** The gzip body of a file, compressed once while the file is unchanged (same mtime and size). */
function gzipCache() {
  const entries = new Map()
  let bytes = 0
  return (file, stat) => {
    if (stat.size > CACHE_FILE_BYTES) return undefined
    const known = entries.get(file)
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.body
    const body = zlib.gzipSync(readFileSync(file))
    if (known) bytes -= known.body.length
    // Oldest first out once full: Map keeps insertion order.
    for (const [name, entry] of entries) {
      if (bytes + body.length <= CACHE_BYTES) break
      entries.delete(name)
      bytes -= entry.body.length
    }
    entries.delete(file)
    entries.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, body })
    bytes += body.length
    return body
  }
}

/** An http.Server for publicDir (rules and redirects read once: restart after a build); `ranges` is a RANGE_MODES value. */
export function createStaticServer(publicDir, { ranges: rangeMode = "all" } = {}) {
  if (!RANGE_MODES.includes(rangeMode)) throw new Error(`ranges must be one of ${RANGE_MODES.join(", ")}, not "${rangeMode}"`)
  const root = path.resolve(publicDir)
  const rules = readRules(root)
  const redirects = readRedirects(root)
  const gzipped = gzipCache()
  // Idle connections stay open a minute, as hosts keep them (nginx: 75 s), not Node's default 5 s: a reader
  // who opens search a few seconds after the page loaded reuses the page's connections.
  return http.createServer({ keepAliveTimeout: 60_000 }, (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end()
      return
    }
    const url = new URL(request.url ?? "/", "http://localhost")
    let urlPath
    try {
      urlPath = decodeURIComponent(url.pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    // A moved page: the host answers before looking for files (the fallback page at the old path is for other hosts),
    // and before the trailing-slash rule, so /old/path/ goes to the new page in one 301 (_redirects lists both spellings).
    const redirect = redirectLocation(redirects, urlPath, url.search)
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.location, ...headersFor(rules, urlPath), "Content-Length": "0" }).end()
      return
    }
    // trailingSlash "never": one URL per page, the other spelling redirects to it.
    if (urlPath.length > 1 && urlPath.endsWith("/")) {
      response.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search }).end()
      return
    }
    const found = HOST_FILES.has(urlPath) ? undefined : resolveFile(root, urlPath)
    const file = found ?? path.join(root, "404.html")
    if (!existsSync(file)) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=UTF-8" }).end("Not found")
      return
    }
    const stat = statSync(file)
    const headers = { "Content-Type": contentTypeOf(file), "Last-Modified": stat.mtime.toUTCString(), ...headersFor(rules, found ? urlPath : "/404.html") }
    const status = found ? 200 : 404
    if (status === 200 && request.headers["if-modified-since"] && Math.floor(stat.mtimeMs / 1000) <= Date.parse(request.headers["if-modified-since"]) / 1000) {
      response.writeHead(304, headers).end()
      return
    }
    const compress = COMPRESSIBLE.test(headers["Content-Type"]) && stat.size >= MIN_COMPRESS_BYTES
    if (compress) headers["Vary"] = "Accept-Encoding"
    const gzip = compress && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")
    const compressed = gzip ? gzipped(file, stat) : undefined
    // Byte ranges of a file sent as it is (compressed answers are whole, as hosts send them).
    if (!compress && rangeMode !== "none") headers["Accept-Ranges"] = "bytes"
    const ifRange = request.headers["if-range"]
    const asked = status === 200 && !compress && (!ifRange || ifRange === headers["Last-Modified"]) ? requestedRanges(request.headers.range, stat.size) : undefined
    const ranges = answeredRanges(asked, rangeMode)
    if (ranges === "unsatisfiable") {
      response.writeHead(416, { ...headers, "Content-Range": `bytes */${stat.size}`, "Content-Length": "0" }).end()
      return
    }
    if (ranges && ranges.length === 1) {
      const [[first, last]] = ranges
      response.writeHead(206, { ...headers, "Content-Range": `bytes ${first}-${last}/${stat.size}`, "Content-Length": String(last - first + 1) })
      if (request.method === "HEAD") response.end()
      else pipeline(createReadStream(file, { start: first, end: last }), response, () => {})
      return
    }
    if (ranges) {
      const { boundary, body } = multipartBody(file, ranges, stat.size, headers["Content-Type"])
      response.writeHead(206, { ...headers, "Content-Type": `multipart/byteranges; boundary=${boundary}`, "Content-Length": String(body.length) })
      response.end(request.method === "HEAD" ? undefined : body)
      return
    }
    if (gzip) headers["Content-Encoding"] = "gzip"
    if (compressed) headers["Content-Length"] = String(compressed.length)
    else if (!gzip) headers["Content-Length"] = String(stat.size)
    response.writeHead(status, headers)
    if (request.method === "HEAD" || compressed) {
      response.end(request.method === "HEAD" ? undefined : compressed)
      return
    }
    const body = createReadStream(file)
    pipeline(...(gzip ? [body, zlib.createGzip(), response] : [body, response]), () => {})
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const publicDir = process.argv[2] || "public"
  if (!existsSync(path.join(publicDir, "index.html"))) {
    console.error(`No build in ${publicDir}/: run \`npm run build\` first.`)
    process.exit(1)
  }
  const host = process.env.HOST || "127.0.0.1"
  const port = Number(process.env.PORT || 9000)
  const ranges = process.env.RANGES || "all"
  createStaticServer(publicDir, { ranges }).listen(port, host, () => console.log(`Serving ${publicDir}/ at http://${host}:${port} (byte ranges: ${ranges})`))
}
