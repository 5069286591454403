import assert from "node:assert/strict"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, test } from "node:test"
import matter from "gray-matter"
import { BASE_URL, readerRoutes as routes } from "./browser.mjs"

const SITE_DIR = process.env.SITE_DIR || "."


// The rule of markdownPath in src/site.ts: `/guides/x` → `/guides/x.md`, the home page → `/index.md`.
const markdownPath = (route) => (route === "/" ? "/index.md" : `${route.replace(/\/+$/, "")}.md`)

/**
 * A route's front-matter title, read from its MDX file (`/x` is content/docs/x.mdx or x/index.mdx); a
 * page generated from content/schema has no file, so its title is read from its built page's h1.
 */
function titleOf(route) {
  const base = path.join(SITE_DIR, "content/docs", route)
  const file = [`${base}.mdx`, path.join(base, "index.mdx")].find((candidate) => route !== "/" && existsSync(candidate)) ?? path.join(base, "index.mdx")
  if (existsSync(file)) return matter(readFileSync(file, "utf8")).data.title
  const html = readFileSync(path.join(SITE_DIR, "public", route, "index.html"), "utf8")
  // The h1's text: a long name carries <wbr> break points (src/mdx/code/codeBreaks.ts titlePieces).
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)[1].replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')
}

const TEXT = /^text\/(markdown|plain)(;|$)/

// Markdown escapes punctuation that could start emphasis or a link (`strata\_workspace`); a title reads the same either way.
const unescape = (markdown) => markdown.replace(/\\([!-/:-@[-`{-~])/g, "$1")

async function get(urlPath) {
  const response = await fetch(BASE_URL + urlPath)
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() }
}

describe("pages as Markdown", () => {
  test("routes.txt lists the pages", () => assert.ok(routes.length > 50 && routes[0] === "/", routes.join(", ")))

  for (const route of routes) {
    test(`${markdownPath(route)}: 200, text, opens with the page's title`, async () => {
      const { status, type, text } = await get(markdownPath(route))
      assert.equal(status, 200)
      assert.match(type, TEXT)
      assert.ok(unescape(text).startsWith(`# ${titleOf(route)}\n\n`), text.slice(0, 120))
      // Clean Markdown: no component or HTML tag outside code.
      const prose = text.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "")
      assert.doesNotMatch(prose, /<\/?[A-Za-z][^>]*>/)
    })
  }
})

describe("llms files", () => {
  test("/llms.txt is text and links every route's Markdown twin, in navigation order", async () => {
    const { status, type, text } = await get("/llms.txt")
    assert.equal(status, 200)
    assert.match(type, TEXT)
    assert.ok(text.startsWith("# Strata Docs\n\n> "), text.slice(0, 120))
    const linked = [...text.matchAll(/^\s*- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1]).pathname)
    assert.deepEqual(linked, routes.map(markdownPath))
    assert.ok(!text.includes("/contributing/components"), "the writers' page is unlisted")
  })

  test("/llms-full.txt is text and holds every page's title heading, in navigation order", async () => {
    const { status, type, text } = await get("/llms-full.txt")
    assert.equal(status, 200)
    assert.match(type, TEXT)
    const unescaped = unescape(text)
    let from = 0
    for (const route of routes) {
      const at = unescaped.indexOf(`\n# ${titleOf(route)}\n`, from)
      assert.ok(at >= 0, `${route}: # ${titleOf(route)} (after position ${from})`)
      from = at + 1
    }
  })
})
