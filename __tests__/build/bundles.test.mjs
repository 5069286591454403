// The browser build leaves out the runtime modules the site never runs (src/build/bundles/unusedRuntime.ts):
// the first-load scripts carry no Partytown snippet and no service-worker registration, and the site still
// registers no service worker.
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"

const PUBLIC = path.join(process.env.SITE_DIR || ".", "public")

test("the first-load scripts carry no Partytown snippet and no service-worker registration", () => {
  const html = readFileSync(path.join(PUBLIC, "index.html"), "utf8")
  const scripts = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1])
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
