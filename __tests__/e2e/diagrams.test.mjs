// Diagrams in a browser: drawn at build, coloured by the theme in light and dark with no second drawing, under the
// page's policy (no violation), accessible (axe and HTML_CodeSniffer), labels at least 13 px on a desktop and a phone
// (a wide diagram scrolls rather than shrinks), the same after a client navigation, and in the Markdown twin as their source.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { BASE_URL, codeSnifferErrorsInBothThemes, launch, openPage, violationsInBothThemes, visit } from "./browser.mjs"

const ROUTE = "/reference/api-references/graphql/mutations"
let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

/** The computed fill of the first state's box and of its label, and the theme's colours they should be. */
async function colours(page) {
  return page.evaluate(() => {
    const figure = document.querySelector("figure[data-diagram]")
    const box = figure.querySelector("g rect, g polygon")
    const label = figure.querySelector("g text")
    const probe = document.createElement("span")
    document.body.append(probe)
    const token = (name) => {
      probe.style.color = `var(--c-${name})`
      return getComputedStyle(probe).color
    }
    const found = { box: getComputedStyle(box).fill, label: getComputedStyle(label).fill, surface: token("surface"), heading: token("heading") }
    probe.remove()
    return found
  })
}

test("the status flow is an image with its title and description, coloured by the theme in light and dark", async () => {
  const page = await openPage(browser, { width: 1280 })
  await visit(page, ROUTE)
  const svg = page.locator("figure[data-diagram] svg").first()
  await svg.scrollIntoViewIfNeeded()
  assert.equal(await svg.getAttribute("role"), "img")
  assert.equal(await page.getByRole("img", { name: "The statuses of an Order" }).count(), 1)
  assert.match(await svg.locator("desc").textContent(), /A new record starts as PENDING\./)
  assert.equal(await page.locator("figure[data-diagram] figcaption").first().textContent(), "The statuses of an Order")
  const light = await colours(page)
  await page.evaluate(() => document.documentElement.classList.add("dark"))
  await page.waitForTimeout(300)
  const dark = await colours(page)
  assert.equal(light.box, light.surface)
  assert.equal(light.label, light.heading)
  assert.equal(dark.box, dark.surface)
  assert.equal(dark.label, dark.heading)
  assert.notEqual(light.box, dark.box)
  assert.deepEqual(page.problems, [], "no CSP violation, no console error")
  await page.context().close()
})

test("axe and HTML_CodeSniffer find nothing on pages with diagrams, light and dark", async () => {
  const page = await openPage(browser, { width: 1280 })
  for (const route of [ROUTE, "/reference/api-references/graphql", "/guides/stateflow", "/tutorials/setup-auth/overview"]) {
    await visit(page, route)
    assert.deepEqual(await violationsInBothThemes(page), [], `axe on ${route}`)
    assert.deepEqual(await codeSnifferErrorsInBothThemes(page), [], `HTML_CodeSniffer on ${route}`)
  }
  assert.deepEqual(page.problems, [])
  await page.context().close()
})

/**
 * Each diagram of the page as laid out: whether it fits its region or scrolls in it, and `smallest`, the height in
 * CSS pixels of its smallest text as drawn (its font size in the SVG's units × the SVG's scale on the page).
 */
function diagramsAsShown(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("figure[data-diagram]")].map((figure) => {
      const region = figure.querySelector("section")
      const svg = region.querySelector("svg")
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width
      const sizes = [...svg.querySelectorAll("text")].map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale)
      return {
        fits: region.scrollWidth <= region.clientWidth + 1,
        scrolls: getComputedStyle(region).overflowX === "auto",
        named: region.getAttribute("aria-label")?.startsWith("Diagram: "),
        focusable: region.tabIndex === 0,
        sized: svg.hasAttribute("viewBox") && svg.hasAttribute("width") && svg.hasAttribute("height"),
        smallest: Math.round(Math.min(...sizes) * 10) / 10,
      }
    }),
  )
}

// A sequence diagram, flowcharts narrow and wide, a state diagram, and the reference's data model.
const DIAGRAM_ROUTES = ["/tutorials/setup-auth/overview", "/guides/pipeline", "/getting-started/core-concepts", "/guides/stateflow", "/reference/api-references/graphql"]

for (const width of [1280, 375]) {
  test(`at ${width} px every label is at least 13 px; a diagram wider than the column scrolls inside its named, focusable region`, async () => {
    const page = await openPage(browser, { width })
    for (const route of DIAGRAM_ROUTES) {
      await visit(page, route)
      const found = await diagramsAsShown(page)
      assert.ok(found.length > 0, `${route} has a diagram`)
      for (const figure of found) {
        assert.ok(figure.smallest >= 13, `${route}: the smallest label is ${figure.smallest} px`)
        assert.ok(figure.fits || (figure.scrolls && figure.named && figure.focusable), `${route}: ${JSON.stringify(figure)}`)
        assert.ok(figure.sized && figure.named, `${route}: ${JSON.stringify(figure)}`)
      }
    }
    await page.context().close()
  })
}

test("a client navigation draws the same diagram, and the Markdown twin holds its source under its title", async () => {
  const page = await openPage(browser, { width: 1280 })
  await visit(page, "/guides/pipeline")
  const served = await page.locator("figure[data-diagram] svg").first().innerHTML()
  await visit(page, "/guides/stratadb/filters")
  await page.evaluate(() => window.___navigate("/guides/pipeline"))
  await page.waitForURL("**/guides/pipeline")
  await page.locator("figure[data-diagram] svg").first().waitFor()
  assert.equal(await page.locator("figure[data-diagram] svg").first().innerHTML(), served)
  assert.deepEqual(page.problems, [])
  await page.context().close()
  const twin = await (await fetch(`${BASE_URL}/guides/pipeline.md`)).text()
  assert.match(twin, /```mermaid title="The steps of adjustStock"[^\n]*\nflowchart TD\n/)
})
