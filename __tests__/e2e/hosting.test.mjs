// The headers readers get, read in Chromium from the server that applies public/_headers as hosts do, and that
// server's byte ranges (npm run serve's RANGES switch plays hosts that answer all, one or none).
import assert from "node:assert/strict"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, before, test } from "node:test"
import { createStaticServer } from "../../scripts/serve-static.mjs"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

let browser
before(async () => {
  browser = await launch()
})
after(() => browser?.close())

test("a page load: the page and search's directory revalidate, hashed bundles are kept a year, all with nosniff", async () => {
  const page = await openPage(browser)
  const responses = new Map()
  page.on("response", (response) => responses.set(new URL(response.url()).pathname, response))
  await visit(page, "/getting-started/overview")
  // Intent to search loads the index's directory (meta.json).
  await page.keyboard.press("Control+k")
  await page.getByRole("combobox").fill("filters")
  await page.getByRole("option").first().waitFor()

  const html = await responses.get("/getting-started/overview").allHeaders()
  assert.equal(html["cache-control"], REVALIDATE)
  assert.equal(html["x-content-type-options"], "nosniff")
  assert.equal(html["referrer-policy"], "strict-origin-when-cross-origin")
  assert.match(html["permissions-policy"], /camera=\(\)/)
  assert.match(html["content-security-policy"], /^default-src 'self'; script-src 'self' 'sha256-.*frame-ancestors 'none'$/)
  assert.equal(html["content-encoding"], "gzip")

  const bundles = [...responses.keys()].filter((path) => /^\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/.test(path))
  assert.ok(bundles.length >= 3, `bundles loaded: ${bundles}`)
  for (const bundle of bundles) {
    const headers = await responses.get(bundle).allHeaders()
    assert.equal(headers["cache-control"], IMMUTABLE, bundle)
    assert.equal(headers["x-content-type-options"], "nosniff", bundle)
    assert.match(headers["content-type"], /^text\/javascript/, bundle)
  }
  assert.equal((await responses.get("/search/meta.json").allHeaders())["cache-control"], REVALIDATE)
  const named = [...responses.keys()].filter((path) => /^\/search\/(terms|postings|fragments)\./.test(path))
  assert.ok(named.length >= 3, `index files loaded: ${named}`)
  for (const file of named) assert.equal((await responses.get(file).allHeaders())["cache-control"], IMMUTABLE, file)
  assert.deepEqual(page.problems, [])
  await page.context().close()
})

test("byte ranges are answered as hosts do: one range, several in one multipart answer, none in the file", async () => {
  const url = `${BASE_URL}/social-card.png`
  const whole = Buffer.from(await (await fetch(url)).arrayBuffer())
  const one = await fetch(url, { headers: { Range: "bytes=10-19" } })
  assert.equal(one.status, 206)
  assert.equal(one.headers.get("content-range"), `bytes 10-19/${whole.length}`)
  assert.equal(one.headers.get("accept-ranges"), "bytes")
  assert.deepEqual(Buffer.from(await one.arrayBuffer()), whole.subarray(10, 20))
  const several = await fetch(url, { headers: { Range: "bytes=0-3,100-103" } })
  assert.equal(several.status, 206)
  const boundary = /^multipart\/byteranges; boundary=(\S+)$/.exec(several.headers.get("content-type"))?.[1]
  assert.ok(boundary, several.headers.get("content-type"))
  const body = Buffer.from(await several.arrayBuffer())
  const text = body.toString("latin1")
  assert.equal(text.split(`--${boundary}`).length, 4)
  for (const [first, last] of [[0, 3], [100, 103]]) {
    const header = `Content-Range: bytes ${first}-${last}/${whole.length}\r\n\r\n`
    const at = text.indexOf(header) + header.length
    assert.ok(at > header.length, header)
    assert.deepEqual(body.subarray(at, at + last - first + 1), whole.subarray(first, last + 1))
  }
  const outside = await fetch(url, { headers: { Range: `bytes=${whole.length}-` } })
  assert.equal(outside.status, 416)
  assert.equal(outside.headers.get("content-range"), `bytes */${whole.length}`)
  // Text is sent compressed and whole, as hosts do.
  const meta = await (await fetch(BASE_URL + "/search/meta.json")).json()
  const json = await fetch(`${BASE_URL}/search/${meta.termList}`, { headers: { Range: "bytes=0-9", "Accept-Encoding": "gzip" } })
  assert.equal(json.status, 200)
})

/** npm run serve's server in this process, for `dir`, answering ranges as `ranges` says; resolves { url, close }. */
async function serveWith(dir, ranges) {
  const server = createStaticServer(dir, { ranges })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  const close = () => {
    // fetch keeps its connections open: without this, close waits for the server's one-minute keep-alive.
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  }
  return { url: `http://127.0.0.1:${server.address().port}`, close }
}

test("RANGES plays the hosts: all answers every range, single only the first (one part), none the whole file with a 200", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "serve-ranges-"))
  const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256))
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>t</title>")
  writeFileSync(path.join(dir, "data.bin"), data)
  try {
    const asked = { Range: "bytes=100-109,500-503" }
    const all = await serveWith(dir, "all")
    const several = await fetch(`${all.url}/data.bin`, { headers: asked })
    assert.equal(several.status, 206)
    assert.match(several.headers.get("content-type"), /^multipart\/byteranges; boundary=/)
    await several.arrayBuffer()
    await all.close()

    const single = await serveWith(dir, "single")
    const first = await fetch(`${single.url}/data.bin`, { headers: asked })
    assert.equal(first.status, 206)
    assert.equal(first.headers.get("content-type"), "application/octet-stream")
    assert.equal(first.headers.get("content-range"), "bytes 100-109/1000")
    assert.equal(first.headers.get("accept-ranges"), "bytes")
    assert.deepEqual(Buffer.from(await first.arrayBuffer()), data.subarray(100, 110))
    assert.equal((await fetch(`${single.url}/data.bin`, { headers: { Range: "bytes=2000-" } })).status, 416)
    await single.close()

    const none = await serveWith(dir, "none")
    for (const range of ["bytes=100-109,500-503", "bytes=0-9", "bytes=2000-"]) {
      const whole = await fetch(`${none.url}/data.bin`, { headers: { Range: range } })
      assert.equal(whole.status, 200, range)
      assert.equal(whole.headers.get("content-range"), null, range)
      assert.equal(whole.headers.get("accept-ranges"), null, range)
      assert.deepEqual(Buffer.from(await whole.arrayBuffer()), data, range)
    }
    await none.close()

    assert.throws(() => createStaticServer(dir, { ranges: "some" }), /ranges must be one of all, single, none/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test("Markdown twins and llms.txt carry their types and revalidate", async () => {
  for (const [path, type] of [["/getting-started/overview.md", "text/markdown; charset=UTF-8"], ["/llms.txt", "text/plain; charset=UTF-8"], ["/robots.txt", "text/plain; charset=UTF-8"]]) {
    const response = await fetch(BASE_URL + path)
    assert.equal(response.status, 200, path)
    assert.equal(response.headers.get("content-type"), type, path)
    assert.equal(response.headers.get("cache-control"), REVALIDATE, path)
    assert.equal(response.headers.get("x-content-type-options"), "nosniff", path)
  }
})

test("routing like the host: a trailing slash redirects (an old path's straight to its new page), an unknown path is the 404 page with status 404", async () => {
  const slash = await fetch(BASE_URL + "/getting-started/overview/?q=1", { redirect: "manual" })
  assert.equal(slash.status, 301)
  assert.equal(slash.headers.get("location"), "/getting-started/overview?q=1")
  // An old path (content/redirects.yaml) with a trailing slash: one 301, straight to the new page.
  const moved = await fetch(BASE_URL + "/guides/function/sending-request/?q=1", { redirect: "manual" })
  assert.equal(moved.status, 301)
  assert.equal(moved.headers.get("location"), "/guides/function/sending-requests?q=1")
  const missing = await fetch(BASE_URL + "/no/such/page")
  assert.equal(missing.status, 404)
  assert.match(await missing.text(), /<meta http-equiv="Content-Security-Policy"/)
  assert.equal((await fetch(BASE_URL + "/_headers")).status, 404)
  assert.equal((await fetch(BASE_URL + "/../package.json")).status, 404)
})
