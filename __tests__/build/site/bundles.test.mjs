// The browser build leaves out the runtime modules the site never runs (src/build/bundles/unusedRuntime.ts):
// the first-load scripts carry no Partytown snippet and no service-worker registration, and the site still
// registers no service worker.
import assert from "node:assert/strict"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { firstLoadScripts } from "../../../scripts/built-pages.mjs"

const PUBLIC = path.join(process.env.SITE_DIR || ".", "public")

test("the first-load scripts carry no Partytown snippet and no service-worker registration", () => {
  const html = readFileSync(path.join(PUBLIC, "index.html"), "utf8")
  const scripts = firstLoadScripts(html)
  assert.ok(scripts.some((src) => /^\/app-/.test(src)), `no app chunk in ${scripts.join(", ")}`)
  for (const src of scripts) {
    const code = readFileSync(path.join(PUBLIC, src), "utf8")
    assert.doesNotMatch(code, /partytown/i, `${src} carries Partytown`)
    assert.doesNotMatch(code, /serviceWorker\.register|sw\.js/, `${src} registers a service worker`)
  }
})

test("the search bootstrap in the HTML is its own source, untouched by the server renderer's bundler", () => {
  const html = readFileSync(path.join(PUBLIC, "index.html"), "utf8")
  const bootstrap = /<div id="search-shell"[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(html)?.[1]
  assert.ok(bootstrap, "no search bootstrap after the shell")
  // A bundler's renamed or provided binding (webpack's `module_name` style) would be undefined in the page.
  assert.doesNotMatch(bootstrap, /__webpack|\b\w+_(fetch|document|window)\b/)
  assert.doesNotThrow(() => new Function(bootstrap))
})

test("the search dialog's chunk leaves out what the dialog never runs: InstantSearch's URL router (with qs), Insights middleware and hydration", () => {
  const chunks = readdirSync(PUBLIC).filter((name) => name.endsWith(".js"))
  // The chunk with InstantSearch in it holds the stand-ins (src/build/bundles/unusedInstantSearch.js) …
  const dialog = chunks.map((name) => readFileSync(path.join(PUBLIC, name), "utf8")).filter((code) => code.includes("stalledSearchDelay"))
  assert.equal(dialog.length, 1, "one chunk holds InstantSearch")
  for (const text of ["does not use InstantSearch's", "URL routing", "Insights middleware"]) {
    assert.ok(dialog[0].includes(text), `no "${text}" in the dialog's chunk`)
  }
  // … and none of what they replace: the history router listens for popstate; hydration marks a client's
  // cache; the Insights middleware loads the insights script by its own URL; qs formats RFC 3986.
  for (const text of ["popstate", "_cacheHydrated", "search-insights@", "RFC3986"]) assert.ok(!dialog[0].includes(text), `"${text}" in the dialog's chunk`)
})

test("the first-load scripts and the search dialog's chunk, fetched on intent, start with V8's compile hint", () => {
  const html = readFileSync(path.join(PUBLIC, "guides", "stratadb", "filters", "index.html"), "utf8")
  const scripts = firstLoadScripts(html)
  assert.deepEqual(scripts.map((src) => src.replace(/-[0-9a-f]+\.js$/, "")), ["/webpack-runtime", "/framework", "/app"])
  for (const src of scripts) assert.ok(readFileSync(path.join(PUBLIC, src), "utf8").startsWith("//# allFunctionsCalledOnLoad\n"), `${src} has no compile hint`)
  const dialog = readdirSync(PUBLIC).filter((name) => name.endsWith(".js")).map((name) => readFileSync(path.join(PUBLIC, name), "utf8")).find((code) => code.includes("stalledSearchDelay"))
  // Its functions compile while it streams in, not one by one during the reader's first query.
  assert.ok(dialog?.startsWith("//# allFunctionsCalledOnLoad\n"), "the dialog's chunk has no compile hint")
  // Other lazy chunks (the renderer a client navigation loads) are left as they were.
  const others = readdirSync(PUBLIC).filter((name) => /^renderer-.*\.js$/.test(name))
  assert.ok(others.length > 0 && others.every((name) => !readFileSync(path.join(PUBLIC, name), "utf8").includes("allFunctionsCalledOnLoad")), "the renderer's chunk carries the compile hint")
  // The source map counts the added line: its mappings start on the second line.
  const map = JSON.parse(readFileSync(path.join(PUBLIC, `${scripts[2]}.map`), "utf8"))
  assert.ok(map.mappings.startsWith(";"), "the app's source map does not skip the hint's line")
})
