// The text is set in the site's own font stacks (src/theme/tokens.ts). Each family a browser lacks costs it a
// lookup in the page's first layout, and the browser's default monospace is one more family to look up.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { traceLoad } from "../../scripts/trace-tasks.mjs"
import { BASE_URL, launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => (browser = await launch()))
after(() => browser?.close())

test("code blocks, inline code and prose use the site's font stacks, not the browser's default monospace", async () => {
  const page = await openPage(browser)
  await visit(page, "/guides/stratadb/filters")
  const families = await page.evaluate(() => {
    const family = (selector) => getComputedStyle(document.querySelector(selector)).fontFamily
    return { block: family(".code-pre code"), token: family(".code-pre .token"), inline: family("#content p code"), prose: family("#content p") }
  })
  // Not an Apple platform: Linux's faces first.
  assert.match(families.block, /^"DejaVu Sans Mono", "Liberation Mono"/)
  assert.equal(families.token, families.block)
  assert.equal(families.inline, families.block)
  assert.match(families.prose, /^system-ui, /)
  await page.context().close()
  // On an Apple platform (the pre-paint script's class), Safari's SF Mono and Menlo.
  const apple = await openPage(browser)
  await apple.addInitScript(() => Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel" }))
  await visit(apple, "/guides/stratadb/filters")
  assert.match(await apple.evaluate(() => getComputedStyle(document.querySelector(".code-pre code")).fontFamily), /^ui-monospace, Menlo, monospace$/)
  await apple.context().close()
})

test("no element shown on a page falls back to the browser's own fonts (icon buttons included), at phone and desktop widths", async () => {
  for (const width of [412, 1280]) {
    const page = await openPage(browser, { width })
    await visit(page, "/guides/stratadb/filters")
    const others = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((element) => element.checkVisibility() && !/^(system-ui|"DejaVu Sans Mono"), /.test(getComputedStyle(element).fontFamily))
        .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute("class")}: ${getComputedStyle(element).fontFamily}`),
    )
    assert.deepEqual([...new Set(others)], [], `at ${width} px`)
    await page.context().close()
  }
})

test("the first layout asks the system for no family of another platform (each miss is a blocking call on Linux)", async () => {
  const events = await traceLoad(browser, `${BASE_URL}/guides/stratadb/filters`, { cpu: 1, quietMs: 200, categories: ["fonts"] })
  const asked = events.filter((event) => event.name === "FontDataManager::onMatchFamilyStyle").map((event) => event.args?.family_name)
  assert.ok(asked.length > 0, "the trace shows the family lookups")
  // Apple's and Windows' names come after a Linux face in every stack; this machine has DejaVu or Liberation.
  assert.deepEqual(asked.filter((family) => /^(ui-monospace|Menlo|Consolas|-apple-system|Segoe UI|Helvetica Neue)$/.test(family)), [])
})
