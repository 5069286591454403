// The first frame shows the whole page (src/layout/firstFrame.tsx): every page's head holds rendering until
// the element after the page's root is parsed, and that element is there, once, after the root.
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { builtPages } from "../../scripts/built-pages.mjs"

const PUBLIC = path.join(process.env.SITE_DIR || ".", "public")

test("every page holds its first frame until the element after its root is parsed", () => {
  const files = [...builtPages(PUBLIC).map((page) => page.file), path.join(PUBLIC, "404.html")]
  assert.ok(files.length >= 121, `only ${files.length} pages in ${PUBLIC}: build first`)
  const problems = []
  for (const file of files) {
    const html = readFileSync(file, "utf8")
    const name = path.relative(PUBLIC, file)
    const head = html.slice(0, html.indexOf("</head>"))
    const holds = [...head.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\/>/g)]
    if (holds.length !== 1) {
      problems.push(`${name}: ${holds.length} render-holding links in the head`)
      continue
    }
    const id = holds[0][1]
    const targets = [...html.matchAll(new RegExp(`<[a-z]+ id="${id}"`, "g"))]
    if (targets.length !== 1) problems.push(`${name}: ${targets.length} elements with id "${id}"`)
    // After the root and everything in it: only scripts may follow it.
    else if (targets[0].index < html.lastIndexOf('<div id="___gatsby">') || /<\/(?:div|main|nav|footer)>/.test(html.slice(targets[0].index).replace(/^<div[^>]*><\/div>/, "").replace(/<script[\s\S]*?<\/script>/g, "")))
      problems.push(`${name}: "${id}" is not after the page's content`)
  }
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} pages`)
})
