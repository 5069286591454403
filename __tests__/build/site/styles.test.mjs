// The styles of the built pages: every class a page's HTML uses has a rule in the page's own <style>
// elements (generated from the theme at build), no element carries a style attribute (the policy forbids
// them), and no page ships emotion's run-time style tags.
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { builtPages } from "../../../scripts/built-pages.mjs"

const PUBLIC = path.join(process.env.SITE_DIR || ".", "public")

// Prism's token classes inside code: only the kinds with a colour have a rule, the rest read as plain code.
const withoutCode = (html) => html.replace(/<pre\b[\s\S]*?<\/pre>/g, "")
const classesOf = (html) => new Set([...withoutCode(html).matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/).filter(Boolean)))
const stylesOf = (html) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n")
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

test("every class a page uses has a rule in its styles; no style attribute; no emotion tags", () => {
  const pages = builtPages(PUBLIC)
  assert.ok(pages.length >= 120, `only ${pages.length} pages in ${PUBLIC}: build first`)
  const problems = []
  for (const { route, file } of pages) {
    const html = readFileSync(file, "utf8")
    const css = stylesOf(html)
    for (const name of classesOf(html)) {
      if (!new RegExp(`\\.${escape(name)}(?![\\w-])`).test(css)) problems.push(`${route}: class "${name}" has no rule`)
    }
    const body = html.slice(html.indexOf("<body"))
    for (const match of body.matchAll(/<[a-z][^>]*\sstyle="[^"]*"[^>]*>/g)) problems.push(`${route}: a style attribute: ${match[0].slice(0, 120)}`)
    if (/data-emotion/.test(html)) problems.push(`${route}: emotion's style tags`)
  }
  assert.deepEqual([...new Set(problems)].slice(0, 30), [], `${problems.length} problems`)
})
