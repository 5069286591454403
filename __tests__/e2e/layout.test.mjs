import assert from "node:assert/strict"
import { createServer } from "node:http"
import { after, before, describe, test } from "node:test"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

const ROUTE = "/getting-started/core-concepts"

async function box(page, selector) {
  return page.$eval(selector, (element) => {
    const rect = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    return { width: rect.width, height: rect.height, left: rect.left, visible: style.display !== "none" && rect.width > 0 }
  })
}

// [viewport width, left nav width or null when hidden, contents column shown (else the contents bar)]
const widths = [
  [375, null, false],
  [800, null, false],
  [1100, 288, false],
  [1280, 320, true],
  [1600, 320, true],
  [2400, 320, true],
]

describe("layout at each width", () => {
  for (const [width, navWidth, tocShown] of widths) {
    test(`${width} px: top bar 56, nav ${navWidth ?? "hidden"}, contents ${tocShown ? "column 360" : "bar 44 high above the article"}`, async () => {
      const page = await openPage(browser, { width })
      await visit(page, ROUTE)
      const header = await box(page, "header")
      assert.equal(header.height, 56)
      assert.equal(await page.$eval("header", (el) => getComputedStyle(el).position), "fixed")
      const nav = await box(page, 'nav[aria-label="Main"]')
      if (navWidth === null) assert.equal(nav.visible, false)
      else assert.equal(nav.width, navWidth)
      const toc = await box(page, 'nav[aria-label="On this page"]')
      if (tocShown) assert.equal(toc.width, 360)
      else {
        // The bar spans the article's column, right under the top bar, and the article starts below it.
        assert.equal(toc.height, 44)
        assert.equal(toc.left, navWidth ?? 0)
        assert.equal(toc.width, width - (navWidth ?? 0))
        const articleTop = await page.$eval("main", (main) => main.getBoundingClientRect().top)
        assert.ok(articleTop >= 56 + 44, `article at ${articleTop}`)
      }
      // Nothing scrolls sideways.
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width)
      await page.context().close()
    })
  }

  test("2400 px: the page is capped at 1800 px and centred", async () => {
    const page = await openPage(browser, { width: 2400 })
    await visit(page, ROUTE)
    const nav = await box(page, 'nav[aria-label="Main"]')
    const toc = await page.$eval('nav[aria-label="On this page"]', (el) => el.getBoundingClientRect().right)
    assert.equal(nav.left, 300)
    assert.equal(toc, 2100)
    await page.context().close()
  })

  test("'Get a demo' shows at 430 px and hides at 400 px", async () => {
    for (const [width, shown] of [
      [430, true],
      [400, false],
    ]) {
      const page = await openPage(browser, { width })
      await visit(page, ROUTE)
      const visible = await page.getByRole("link", { name: "Get a demo" }).isVisible()
      assert.equal(visible, shown, `at ${width} px`)
      await page.context().close()
    }
  })

  test("search: the wide button on large screens, the icon button on small ones, both named", async () => {
    for (const [width, wide] of [
      [1280, true],
      [375, false],
    ]) {
      const page = await openPage(browser, { width })
      await visit(page, ROUTE)
      const buttons = page.getByRole("button", { name: "Find something..." })
      assert.equal(await buttons.count(), 1, `one visible search button at ${width} px`)
      const text = await buttons.first().innerText()
      assert.equal(text.includes("Find something..."), wide)
      await page.context().close()
    }
  })

  test("the shortcut hint follows the platform: Ctrl K elsewhere, ⌘K on Apple", async () => {
    const page = await openPage(browser)
    await visit(page, ROUTE)
    assert.match(await page.locator("header kbd").innerText(), /^Ctrl K$/)
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel" }))
    await visit(page, ROUTE)
    assert.match(await page.locator("header kbd").innerText(), /^⌘K$/)
    await page.context().close()
  })
})

describe("top bar opacity follows the first 72 px of scroll", () => {
  for (const [scheme, atTop, scrolled] of [
    ["light", 0.5, 0.9],
    ["dark", 0.2, 0.8],
  ]) {
    test(`${scheme}: ${atTop} at the top, ${scrolled} from 72 px`, async () => {
      const page = await openPage(browser, { colorScheme: scheme })
      await visit(page, ROUTE)
      const alpha = () =>
        page.$eval("header", (el) => {
          const match = getComputedStyle(el).backgroundColor.match(/\/\s*([\d.]+)\)|rgba\([^)]*,\s*([\d.]+)\)/)
          return match ? Number(match[1] ?? match[2]) : 1
        })
      assert.ok(Math.abs((await alpha()) - atTop) < 0.01, `alpha at top: ${await alpha()}`)
      await page.evaluate(() => window.scrollTo(0, 36))
      await page.waitForTimeout(100)
      assert.ok(Math.abs((await alpha()) - (atTop + scrolled) / 2) < 0.02, `alpha at 36 px: ${await alpha()}`)
      await page.evaluate(() => window.scrollTo(0, 100))
      await page.waitForTimeout(100)
      assert.ok(Math.abs((await alpha()) - scrolled) < 0.01, `alpha at 100 px: ${await alpha()}`)
      // The bar never moves the content: its height and place stay the same.
      assert.equal(await page.$eval("header", (el) => el.getBoundingClientRect().top), 0)
      await page.context().close()
    })
  }
})

describe("the article's later blocks are laid out only near the viewport", () => {
  const LONG = "/guides/pipeline"
  // Every element of the article, where it sits once each block has rendered (scrolled through, top to bottom).
  async function articleBoxes(page) {
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    }
    return page.evaluate(() =>
      [...document.querySelectorAll("article *")].map((element) => {
        const rect = element.getBoundingClientRect()
        return `${element.tagName} ${Math.round(rect.top + window.scrollY)} ${Math.round(rect.left)} ${Math.round(rect.width)}x${Math.round(rect.height)}`
      }),
    )
  }

  test("the first screen renders at once without a shift; later blocks are deferred, then laid out in idle time so End reaches the end", async () => {
    const page = await openPage(browser, { width: 412, height: 823 })
    await page.addInitScript(() => {
      window.__shifts = 0
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => (window.__shifts += entry.value))).observe({ type: "layout-shift", buffered: true })
    })
    await visit(page, LONG)
    const lastRendered = () => {
      const last = document.querySelector("article > :last-child")
      return (last.querySelector("*") ?? last).checkVisibility({ contentVisibilityAuto: true })
    }
    // After load, idle slices lay out every deferred block: the far end is rendered without scrolling to it.
    await page.waitForFunction(lastRendered)
    assert.equal(await page.evaluate(() => window.__shifts), 0)
    await page.keyboard.press("End")
    await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2)
    await page.getByRole("contentinfo").waitFor()
    assert.ok(await page.evaluate(() => document.querySelector("footer").getBoundingClientRect().bottom <= window.innerHeight + 1))
    // The page's own stylesheet defers the blocks from the tenth on until idle time marks them laid out.
    const deferral = await page.evaluate(() => {
      const blocks = [...document.querySelectorAll("article > *")]
      if (!blocks.slice(9).every((block) => block.hasAttribute("data-laid-out"))) return "not every deferred block was laid out"
      if (blocks.slice(0, 9).some((block) => block.hasAttribute("data-laid-out"))) return "a block of the first screen was marked"
      blocks.forEach((block) => block.removeAttribute("data-laid-out"))
      return { early: [...new Set(blocks.slice(0, 9).map((block) => getComputedStyle(block).contentVisibility))], late: getComputedStyle(blocks.at(-2)).contentVisibility }
    })
    assert.deepEqual(deferral, { early: ["visible"], late: "auto" })
    await page.context().close()
  })

  test("once rendered, every element of the article sits exactly where it would with nothing deferred", async () => {
    const deferred = await openPage(browser, { width: 412, height: 823 })
    await visit(deferred, LONG)
    const withDeferral = await articleBoxes(deferred)
    await deferred.context().close()
    // The same page with every block rendered at once (a test-only stylesheet: the page's CSP would refuse it).
    const whole = await openPage(browser, { width: 412, height: 823, bypassCSP: true })
    await visit(whole, LONG)
    await whole.addStyleTag({ content: "article *{content-visibility:visible!important}" })
    const withoutDeferral = await articleBoxes(whole)
    await whole.context().close()
    assert.equal(withDeferral.length, withoutDeferral.length)
    assert.deepEqual(withDeferral.filter((box, i) => box !== withoutDeferral[i]), [])
  })
})

describe("the first frame", () => {
  // A server in front of the site that sends one page's HTML in four parts, with a pause after each: up to
  // the article; the article up to the element its first frame waits for (the head's rel=expect link); from
  // there to Gatsby's announcer, the element after the page; the rest. Everything else passes through. A
  // browser that paints as it parses shows a frame in each pause.
  async function slowPage(route, pauseMs) {
    const problems = []
    const server = createServer(async (request, response) => {
      const upstream = await fetch(BASE_URL + request.url)
      response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" })
      if (request.url !== route) return response.end(Buffer.from(await upstream.arrayBuffer()))
      const html = await upstream.text()
      const target = /<link[^>]* rel="expect" href="#([^"]+)" blocking="render"/.exec(html)?.[1]
      const article = html.indexOf('<article id="top"')
      const awaited = html.indexOf(` id="${target}"`)
      // Found by the test below, after the page has loaded whole.
      if (!(target && article > 0 && awaited > article)) problems.push(`the first frame does not wait for an element of the article (${target})`)
      const awaitedStart = awaited > article ? html.lastIndexOf("<", awaited) : article
      const announcer = html.indexOf('<div id="gatsby-announcer"')
      for (const part of [html.slice(0, article), html.slice(article, awaitedStart), html.slice(awaitedStart, announcer), html.slice(announcer)]) {
        response.write(part)
        await new Promise((resolve) => setTimeout(resolve, pauseMs))
      }
      response.end()
    })
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
    return { url: `http://127.0.0.1:${server.address().port}`, problems, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  test("no bundle is asked for before the first frame is painted (the HTML and its styles have the network to themselves)", async () => {
    const page = await openPage(browser, { width: 412, height: 823 })
    await visit(page, "/guides/pipeline")
    const { paint, bundles } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      bundles: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    await page.context().close()
    assert.equal(bundles.length, 3, JSON.stringify(bundles))
    assert.ok(paint > 0, "the page painted")
    for (const bundle of bundles) assert.ok(bundle.start >= paint, `${bundle.name} asked for at ${bundle.start.toFixed(1)} ms, first paint at ${paint.toFixed(1)} ms`)
  })

  test("shows the top bar, the tree, the contents list and the article's first screen at once, before the rest arrives", async () => {
    const route = "/guides/stratadb/filters"
    const server = await slowPage(route, 400)
    const page = await openPage(browser, { width: 1280, height: 900 })
    // What the document holds at each of its first frames (a frame runs animation callbacks before it paints).
    await page.addInitScript(() => {
      window.__frames = []
      const record = () => {
        const target = document.querySelector('link[rel="expect"]')?.getAttribute("href")?.slice(1)
        const article = document.getElementById("top")
        window.__frames.push({
          topBar: Boolean(document.querySelector("header")),
          tree: Boolean(document.querySelector('nav[aria-label="Main"]')),
          contents: Boolean(document.querySelector('nav[aria-label="On this page"]')),
          targetIndex: article ? [...article.children].findIndex((child) => child.id === target) : -1,
          // Deferred: laid out when scrolled to, or in idle time after load.
          targetDeferred: document.getElementById(target) ? getComputedStyle(document.getElementById(target)).contentVisibility === "auto" : false,
          announcer: Boolean(document.getElementById("gatsby-announcer")),
        })
        if (window.__frames.length < 3) requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await page.goto(server.url + route, { waitUntil: "load" })
    const [first] = await page.evaluate(() => window.__frames)
    await page.context().close()
    await server.close()
    assert.deepEqual(server.problems, [])
    // The element waited for is one of the article's deferred blocks (the first frame holds every block before
    // it), and the first frame came before the rest of the page arrived.
    assert.deepEqual({ ...first, targetIndex: first.targetIndex >= 0 }, { topBar: true, tree: true, contents: true, targetIndex: true, targetDeferred: true, announcer: false })
  })
})
