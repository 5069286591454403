// The headers readers get, read in Chromium from the server that applies public/_headers as hosts do.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
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

test("the fragments' pack answers byte ranges as hosts do: one range, several in one multipart answer, none in the file", async () => {
  const meta = await (await fetch(BASE_URL + "/search/meta.json")).json()
  const url = `${BASE_URL}/search/${meta.pack.data}`
  const whole = Buffer.from(await (await fetch(url)).arrayBuffer())
  const one = await fetch(url, { headers: { Range: "bytes=10-19" } })
  assert.equal(one.status, 206)
  assert.equal(one.headers.get("content-range"), `bytes 10-19/${whole.length}`)
  assert.equal(one.headers.get("accept-ranges"), "bytes")
  assert.equal(one.headers.get("cache-control"), IMMUTABLE)
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
  const json = await fetch(`${BASE_URL}/search/${meta.termList}`, { headers: { Range: "bytes=0-9", "Accept-Encoding": "gzip" } })
  assert.equal(json.status, 200)
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

test("routing like the host: a trailing slash redirects, an unknown path is the 404 page with status 404", async () => {
  const slash = await fetch(BASE_URL + "/getting-started/overview/?q=1", { redirect: "manual" })
  assert.equal(slash.status, 301)
  assert.equal(slash.headers.get("location"), "/getting-started/overview?q=1")
  const missing = await fetch(BASE_URL + "/no/such/page")
  assert.equal(missing.status, 404)
  assert.match(await missing.text(), /<meta http-equiv="Content-Security-Policy"/)
  assert.equal((await fetch(BASE_URL + "/_headers")).status, 404)
  assert.equal((await fetch(BASE_URL + "/../package.json")).status, 404)
})
