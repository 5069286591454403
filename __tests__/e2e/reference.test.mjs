// The generated reference in a browser: a schema type named in a guide links to its entry, and the raw schema files are served.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

let browser
let page
before(async () => {
  browser = await launch()
  page = await openPage(browser, { width: 1280, height: 900 })
})
after(() => browser?.close())

test("a type named in a guide links to its reference entry, which lands on its h2", async () => {
  await visit(page, "/guides/stratadb/filters")
  const link = page.locator('article p a[href="/reference/api-references/graphql/input-objects#productqueryinput"]').first()
  assert.equal((await link.innerText()).trim(), "ProductQueryInput")
  await link.click()
  await page.waitForURL("**/reference/api-references/graphql/input-objects#productqueryinput")
  const heading = page.locator("h2#productqueryinput")
  await heading.waitFor()
  assert.equal((await heading.innerText()).replace(/#\s*$/, "").trim(), "ProductQueryInput")
  // The heading is at the top of the viewport, below the sticky bar, not somewhere further down the page.
  await page.waitForFunction(() => {
    const top = document.querySelector("h2#productqueryinput")?.getBoundingClientRect().top ?? -1
    return top >= 0 && top < 300
  })
  assert.deepEqual(page.problems, [])
})

test("the reference's type links lead from a field to its type's entry", async () => {
  await visit(page, "/reference/api-references/graphql/queries")
  // "Returns ProductConnection!" under the products query.
  const link = page.locator('article a[href="/reference/api-references/graphql/objects#productconnection"]').first()
  assert.equal((await link.innerText()).trim(), "ProductConnection!")
  await link.click()
  await page.waitForURL("**/reference/api-references/graphql/objects#productconnection")
  await page.locator("h2#productconnection").waitFor()
})

test("the GraphQL schema and the OpenAPI file are served for tools", async () => {
  const sdl = await fetch(`${BASE_URL}/schema/strata.graphql`)
  assert.equal(sdl.status, 200)
  assert.match(await sdl.text(), /input ProductQueryInput \{/)
  const openapi = await fetch(`${BASE_URL}/schema/management-api.yaml`)
  assert.equal(openapi.status, 200)
  assert.match(await openapi.text(), /^openapi: 3\.1\.0/)
})
