// Shared setup of the browser tests: one Chromium per test file, pages that record console problems.
import { existsSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { chromium } from "playwright-core"
import { builtPages } from "../../scripts/built-pages.mjs"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs"
import { parseRedirectsFile } from "../../src/build/hosting/redirectsFile.js"

export const BASE_URL = process.env.E2E_BASE_URL || "http://127.0.0.1:9000"

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * A page at the given width; `problems` collects console errors, warnings, uncaught exceptions and
 * every Content-Security-Policy violation the page reports.
 */
export async function openPage(browser, { width = 1280, height = 900, colorScheme = "light", ...options } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme, ...options })
  const page = await context.newPage()
  page.problems = []
  await page.exposeFunction("__reportCspViolation", (line) => page.problems.push(line))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__reportCspViolation(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") page.problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => page.problems.push(`exception: ${error.message}`))
  return page
}

export async function visit(page, route) {
  await page.goto(BASE_URL + route, { waitUntil: "networkidle" })
  // Hydration done: React has attached its handlers to the root.
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-loaded"))
}

/** Every route of the build (each folder of public/ holding an index.html) but the 404 page, home first. */
export function builtRoutes(dir = `${process.env.SITE_DIR || "."}/public`) {
  const routes = builtPages(dir).map((page) => page.route).filter((route) => route !== "/" && route !== "/404")
  return ["/", ...routes.sort()]
}

/** The redirects of the build (public/_redirects, from content/redirects.yaml): [{ from, to, status }]. */
export function builtRedirects(dir = `${process.env.SITE_DIR || "."}/public`) {
  const file = `${dir}/_redirects`
  return existsSync(file) ? parseRedirectsFile(readFileSync(file, "utf8")) : []
}

const moved = new Map(builtRedirects().map((redirect) => [redirect.from, redirect.to]))

/** The specification's routes, in navigation order (badges after a space are not part of the route); a moved page by its new route. */
export const specRoutes = readFileSync(new URL("../navigation/routes.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))
  .map((line) => line.split(" ")[0])
  .map((route) => moved.get(route) ?? route)

/** The reference pages generated from content/schema, in navigation order (they follow /reference/api-references). */
export const referenceRoutes = readFileSync(new URL("../navigation/referenceRoutes.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))

/** Every route a reader can reach from the tree, in navigation order: the specification's and the generated reference. */
export const readerRoutes = specRoutes.flatMap((route) => (route === "/reference/api-references" ? [route, ...referenceRoutes] : [route]))

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** axe-core's violations on the current page, as "rule: target" lines (empty when clean). */
export async function axeViolations(page) {
  // Evaluated through the browser's protocol, like a console command: the page's CSP forbids an injected <script>.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations)
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")} — ${node.failureSummary?.split("\n")[1] ?? v.help}`))
}

const HTMLCS_SOURCE = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8")

/** HTML_CodeSniffer's WCAG 2 AA errors on the current page, as "code: element" lines (its warnings and notices are left out). */
export async function codeSnifferErrors(page) {
  if (!(await page.evaluate(() => Boolean(window.HTMLCS)))) await page.evaluate(HTMLCS_SOURCE)
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        window.HTMLCS.process("WCAG2AA", document, () => {
          const ERROR = 1
          const errors = window.HTMLCS.getMessages().filter((message) => message.type === ERROR)
          resolve(errors.map((message) => `${message.code}: ${(message.element.outerHTML || message.element.nodeName || "").slice(0, 120)} — ${message.msg}`))
        })
      }),
  )
}

/** A checker's findings in light and dark: the `dark` class on <html> is exactly what the theme toggle switches. */
async function inBothThemes(page, check) {
  // Colours fade for 200 ms after a theme switch: scan the settled colours, not a frame of the fade.
  // A constructed stylesheet: the page's policy refuses an injected <style>, as it should.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync("*,*::before,*::after{transition:none!important}")
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
  const found = []
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark)
    found.push(...(await check(page)).map((v) => `${dark ? "dark" : "light"}: ${v}`))
  }
  return found
}

/** axe-core in light and dark. */
export const violationsInBothThemes = (page) => inBothThemes(page, axeViolations)

/** HTML_CodeSniffer in light and dark. */
export const codeSnifferErrorsInBothThemes = (page) => inBothThemes(page, codeSnifferErrors)
