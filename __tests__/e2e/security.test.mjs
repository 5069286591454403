import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import { after, before, describe, test } from "node:test"
import { BASE_URL, builtRoutes, launch, openPage, visit } from "./browser.mjs"

let browser
before(async () => {
  browser = await launch()
})
after(() => browser?.close())

const policyOf = (html) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1].replace(/&#x27;|&apos;/g, "'")
const directive = (policy, name) => policy.split(";").map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? ""

describe("Content-Security-Policy", () => {
  test("every page carries a policy before its first script, without unsafe-inline or unsafe-eval for scripts or styles", async () => {
    for (const route of [...builtRoutes(), "/404.html"]) {
      const html = await (await fetch(BASE_URL + route)).text()
      const policy = policyOf(html)
      assert.ok(policy, `${route}: no CSP meta`)
      assert.ok(html.indexOf("Content-Security-Policy") < html.indexOf("<script"), `${route}: a script comes before the policy`)
      const scripts = directive(policy, "script-src")
      assert.match(scripts, /^script-src 'self' 'sha256-/, route)
      assert.doesNotMatch(scripts, /unsafe-inline|unsafe-eval|\*/, route)
      // Styles by hash too: the stylesheet generated at build and the page's own rules, nothing else.
      const styles = directive(policy, "style-src")
      assert.match(styles, /^style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/, route)
      assert.doesNotMatch(policy, /algolia|googletagmanager/, `${route}: origins of services this build does not use`)
    }
  })

  test("the headers file gives static hosts the same policy per page, plus frame-ancestors", () => {
    const headers = readFileSync(`${process.env.SITE_DIR || "."}/public/_headers`, "utf8")
    for (const route of builtRoutes()) {
      assert.match(headers, new RegExp(`^${route.replace(/[/.]/g, "\\$&")}\\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-.*frame-ancestors 'none'$`, "m"), route)
    }
  })

  test("the policy is enforced: a script the build did not hash is refused, and the page reports it", async () => {
    const page = await openPage(browser)
    await visit(page, "/getting-started/overview")
    assert.deepEqual(page.problems, [])
    const ran = await page.evaluate(async () => {
      window.__injected = false
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.body.appendChild(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return window.__injected
    })
    assert.equal(ran, false)
    assert.ok(page.problems.some((line) => line.startsWith("CSP violation: script-src")), page.problems.join("\n"))
    await page.context().close()
  })

  test("loading, theme switching, the drawer, search and navigating raise no violation; without a container id, no analytics at all", async () => {
    const page = await openPage(browser, { width: 1280 })
    const elsewhere = []
    page.on("request", (request) => !request.url().startsWith(BASE_URL) && elsewhere.push(request.url()))
    await visit(page, "/")
    await page.getByRole("button", { name: "Toggle dark mode" }).click()
    await page.keyboard.press("Control+k")
    await page.getByRole("combobox").fill("filters")
    await page.getByRole("option").first().waitFor()
    await page.keyboard.press("Enter")
    await page.waitForURL(/\/guides\//)
    await page.waitForLoadState("networkidle")
    // On a phone: the drawer, and a page opened from it.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole("button", { name: "Open navigation" }).click()
    const drawer = page.getByRole("dialog", { name: "Navigation" })
    await drawer.waitFor({ state: "visible" })
    const link = drawer.locator('a[href^="/"]:not([aria-current]):visible').last()
    const href = await link.getAttribute("href")
    await link.click()
    await page.waitForURL((url) => url.pathname === href)
    await page.waitForLoadState("networkidle")
    assert.deepEqual(page.problems, [])
    // This build has no GATSBY_GTM_ID: no request leaves the site and no dataLayer is created.
    assert.deepEqual(elsewhere, [])
    assert.equal(await page.evaluate(() => typeof window.dataLayer), "undefined")
    await page.context().close()
  })
})
