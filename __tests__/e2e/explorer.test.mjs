// The explorer: Run on a block the build executes answers what the page prints, from the sample workspace replayed
// in the tab; the request's schema errors show before it runs; callers meet the permission rules; Reset restores the
// block's state; keyboard only; axe clean; nothing loads before the first Run; and a reader's own application
// (a test host on loopback, reached through the documented host name) gets the token in Authorization only.
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import https from "node:https"
import { after, before, describe, test } from "node:test"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs"
import { axeViolations, BASE_URL, launch, openPage, visit } from "./browser.mjs"
import { modelAnswer } from "./modelHost.mjs"

const ROUTE = "/tutorials/pipelines/"
let browser
before(async () => {
  browser = await launch()
})
after(() => browser?.close())

/** The page's own response: the first ```json block after the block whose Run was pressed. */
const shownResponse = (page, index) =>
  page.evaluate((at) => {
    const blocks = [...document.querySelectorAll("[data-island=code-block]")]
    const runnable = blocks.filter((block) => JSON.parse(block.getAttribute("data-island-props")).run)
    const start = blocks.indexOf(runnable[at])
    const json = (block) => {
      try {
        const value = JSON.parse(block.querySelector("pre")?.textContent ?? "")
        return value && ("data" in value || "errors" in value) ? value : undefined
      } catch {
        return undefined
      }
    }
    return blocks.slice(start + 1).map(json).find(Boolean)
  }, index)
const responseShown = async (page) => JSON.parse(await page.locator("pre[aria-label=Response]").textContent())
const status = (page) => page.locator("section[aria-labelledby] p[role=status]").textContent()

async function openFirst(page) {
  await page.getByRole("button", { name: "Run this request" }).first().click()
  await page.locator("pre[aria-label=Response]").waitFor()
}

/** Waits (up to 10 s) for a locator's text to match; the assertion that follows names what it shows if it never does. */
const settled = (locator, pattern) =>
  locator
    .filter({ hasText: pattern })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {})

describe("Try it on the sample workspace", () => {
  test("nothing of the explorer loads before the first Run, then Run answers what the page shows, with no policy violation", async () => {
    const page = await openPage(browser)
    const requested = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await visit(page, ROUTE)
    const runs = await page.locator("[data-island-props*='\"run\"']").count()
    assert.ok(runs >= 2, `${ROUTE}: ${runs} runnable blocks`)
    assert.deepEqual(requested.filter((path) => /explorer/.test(path)), [], "explorer files fetched before any Run")
    await openFirst(page)
    assert.deepEqual(await responseShown(page), await shownResponse(page, 0))
    assert.match(await status(page), /^Sample workspace, as Member \(owner\): no errors · [\d.]+ ms$/)
    assert.ok(requested.some((path) => /^\/explorer\/tutorials\/pipelines\.json$/.test(path)))
    // Field names link to their reference entries.
    assert.equal(await page.locator("pre[aria-label=Response] a", { hasText: '"receiveStock"' }).getAttribute("href"), "/reference/api-references/graphql/mutations#receivestock")
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("a reference example's Run answers what its entry shows", async () => {
    const page = await openPage(browser)
    await visit(page, "/reference/api-references/graphql/queries")
    await openFirst(page)
    assert.deepEqual(await responseShown(page), await shownResponse(page, 0))
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("a field the type lacks shows the schema's error before running", async () => {
    const page = await openPage(browser)
    await visit(page, ROUTE)
    await openFirst(page)
    await page.keyboard.press("Control+A")
    await page.keyboard.type("{ products { nope } }")
    const problems = page.getByRole("list", { name: "Problems in the request" })
    await settled(problems, /"nope"/)
    assert.match(await problems.textContent(), /Cannot query field "nope" on type "ProductConnection"/)
    assert.equal(await page.locator("[data-problem]").first().textContent(), "nope")
    // Completion from the schema: the fields of the type at the caret; Enter takes the one selected.
    await page.keyboard.press("Control+A")
    await page.keyboard.type("{ products { tot")
    await page.getByRole("option", { name: /totalCount/ }).waitFor()
    await page.keyboard.press("Enter")
    assert.equal(await page.getByLabel("GraphQL request").inputValue(), "{ products { totalCount")
    // The documentation of what the caret is on.
    await page.keyboard.press("Home")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    // The caret moves through selectionchange, which the browser reports after the key press returns.
    const panel = page.locator("section[aria-labelledby]")
    await settled(panel, /Query\.products: ProductConnection!/)
    assert.match(await panel.textContent(), /Query\.products: ProductConnection!/)
    await page.context().close()
  })

  test("another caller meets the rules: a viewer is refused with PERMISSION_DENIED, linked to its entry; Reset restores the state", async () => {
    const page = await openPage(browser)
    await visit(page, ROUTE)
    await openFirst(page)
    const first = await responseShown(page)
    const run = page.locator("section[aria-labelledby]").getByRole("button", { name: "Run", exact: true })
    await run.click()
    const second = await responseShown(page)
    assert.equal(second.data.receiveStock.quantity, first.data.receiveStock.quantity + 24, "a second delivery adds to the stock")
    await page.getByLabel(/^As/).selectOption("member:viewer")
    await run.click()
    await page.getByRole("list", { name: "Errors" }).waitFor()
    const denied = await responseShown(page)
    assert.equal(denied.errors[0].extensions.code, "PERMISSION_DENIED")
    assert.equal(await page.getByRole("list", { name: "Errors" }).getByRole("link", { name: "PERMISSION_DENIED" }).getAttribute("href"), "/reference/errors#permission_denied")
    await page.getByRole("button", { name: "Reset" }).click()
    await run.click()
    assert.deepEqual(await responseShown(page), first)
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("keyboard only: open, edit, Ctrl+Enter runs, Esc closes and gives focus back to Run", async () => {
    const page = await openPage(browser)
    await visit(page, ROUTE)
    await page.getByRole("button", { name: "Run this request" }).first().focus()
    await page.keyboard.press("Enter")
    await page.locator("pre[aria-label=Response]").waitFor()
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "GraphQL request")
    await page.keyboard.press("Control+A")
    await page.keyboard.type("{ products { totalCount } }")
    await page.keyboard.press("Control+Enter")
    await page.waitForFunction(() => document.querySelector("pre[aria-label=Response]")?.textContent.includes("totalCount"))
    await page.keyboard.press("Escape")
    await page.locator("section[aria-labelledby]").waitFor({ state: "detached" })
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Run this request")
    await page.context().close()
  })

  for (const colorScheme of ["light", "dark"]) {
    for (const width of [375, 1280]) {
      test(`axe finds nothing in the open explorer, ${colorScheme} at ${width} px`, async () => {
        const page = await openPage(browser, { width, colorScheme })
        await visit(page, ROUTE)
        await openFirst(page)
        assert.deepEqual(await axeViolations(page), [])
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`)
        await page.context().close()
      })
    }
  }
})

describe("Try it on your application", () => {
  const seen = []
  let server
  let appBrowser
  let answer = (_request, response) => response.end()
  before(async () => {
    const key = readFileSync(new URL("./fixtures/apps-host.key", import.meta.url))
    const cert = readFileSync(new URL("./fixtures/apps-host.crt", import.meta.url))
    server = https.createServer({ key, cert }, (request, response) => {
      let body = ""
      request.on("data", (chunk) => (body += chunk))
      request.on("end", () => {
        seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body })
        answer(request, response, body)
      })
    })
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
    // The documented host name resolves to the test host; its certificate is the fixture's.
    appBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP inventory-7d3a91c2.apps.strata.dev 127.0.0.1:${server.address().port}`, "--ignore-certificate-errors"],
    })
  })
  after(async () => {
    await appBrowser?.close()
    server?.close()
  })

  const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "authorization, content-type", "Access-Control-Allow-Methods": "POST" }
  async function sendFromExplorer() {
    const page = await openPage(appBrowser)
    await visit(page, ROUTE)
    await openFirst(page)
    await page.getByLabel("Run on").selectOption("app")
    await page.getByLabel("Endpoint").fill("https://inventory-7d3a91c2.apps.strata.dev/query")
    await page.getByLabel("Token", { exact: true }).fill("reader-token-123")
    await page.locator("section[aria-labelledby]").getByRole("button", { name: "Run", exact: true }).click()
    await page.waitForFunction(() => /^Your application/.test(document.querySelector("section[aria-labelledby] p[role=status]")?.textContent ?? ""))
    return page
  }

  test("the request reaches the application with the token in Authorization, never in the URL, and its answer renders", async () => {
    seen.length = 0
    // The host answers from the workspace model, in the state the block starts from.
    const firstRun = (await (await fetch(`${BASE_URL}${ROUTE}`)).text()).match(/data-island-props="[^"]*&quot;run&quot;:&quot;(\d+)&quot;/)
    const fromModel = await modelAnswer(process.env.SITE_DIR || ".", ROUTE, firstRun[1])
    answer = (request, response, body) => {
      response.writeHead(request.method === "OPTIONS" ? 204 : 200, { ...cors, "Content-Type": "application/json" })
      response.end(request.method === "OPTIONS" ? "" : JSON.stringify(fromModel(request.headers.authorization, body)))
    }
    const page = await sendFromExplorer()
    const post = seen.find((request) => request.method === "POST")
    assert.equal(post.authorization, "Bearer reader-token-123")
    assert.equal(post.url, "/query")
    assert.ok(seen.every((request) => !request.url.includes("reader-token")))
    assert.match(JSON.parse(post.body).query, /receiveStock/)
    // The application's answer is the page's own (the model, in the block's state, reached over the network).
    assert.deepEqual(await responseShown(page), await shownResponse(page, 0))
    assert.match(await status(page), /^Your application: HTTP 200, no errors · \d+ ms$/)
    assert.ok(!page.url().includes("reader-token"))
    assert.deepEqual(page.problems, [])
    await page.context().close()
  })

  test("a CORS refusal and a 401 read as sentences", async () => {
    answer = (_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" })
      response.end("{}")
    }
    let page = await sendFromExplorer()
    assert.match(await page.locator("section[aria-labelledby]").textContent(), /allows requests from this site \(CORS\)/)
    await page.context().close()
    answer = (request, response) => {
      response.writeHead(request.method === "OPTIONS" ? 204 : 401, cors)
      response.end()
    }
    page = await sendFromExplorer()
    assert.match(await page.locator("section[aria-labelledby]").textContent(), /refused the token \(401\)/)
    await page.context().close()
  })
})

test("the page's policy lets the explorer connect only to the documented application hosts", async () => {
  const html = await (await fetch(BASE_URL + ROUTE)).text()
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)[1]
  assert.match(policy, /connect-src 'self' https:\/\/\*\.apps\.strata\.dev(;|$)/)
})
