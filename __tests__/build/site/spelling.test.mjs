// The spell check of every page (prose and code comments) with cspell and content/dictionary.txt, by the build's own
// implementation (src/build/check/prose/spelling.ts; develop and the build report the same problems), and of the
// Markdown files beside the pages. It needs no build. A failure lists "file:line:col Unknown word …": fix the page, or
// add a real word to the dictionary.
import assert from "node:assert/strict"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { after, test } from "node:test"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
require("../../../scripts/typescript-require.cjs")
const { commentOf, spellingText } = require("../../../src/build/check/prose/spellingText.ts")
const { checkSpelling } = require("../../../src/build/check/prose/spelling.ts")
const { stopSpellChecker } = require("../../../src/build/check/tools/spellChecker.ts")

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")
after(() => stopSpellChecker())

function pages() {
  const walk = (dir) => readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]))
  const content = path.join(root, "content")
  return [...walk(path.join(content, "docs")).filter((file) => file.endsWith(".mdx")), ...readdirSync(content).filter((name) => name.endsWith(".md")).map((name) => path.join(content, name))]
}

test("spelling text keeps prose and comments, blanks code, inline code, URLs and link targets, and keeps positions", () => {
  const source = [
    "Run `stratactl manifest aply` and see [the guide](/guides/pipline#stpes) or https://exmaple.com/pth.",
    "",
    "```ts title=\"src/clinet.ts\"",
    "const clinet = createClient() // the clinet of the app",
    "```",
    "",
    '<Card title="Set up the Consle" href="/guides/mispelt" icon="book">',
  ].join("\n")
  const text = spellingText(source)
  assert.equal(text.length, source.length)
  assert.deepEqual(text.split("\n").map((line) => line.length), source.split("\n").map((line) => line.length))
  for (const gone of ["aply", "pipline", "stpes", "exmaple", "const clinet", "src/clinet", "mispelt", "Card"]) assert.ok(!text.includes(gone), gone)
  for (const kept of ["the guide", "// the clinet of the app", "Set up the Consle"]) assert.ok(text.includes(kept), kept)
})

test("comments are found per language, never inside URLs or strings like #1001", () => {
  // [language, line, the comment it holds or null]
  const cases = [
    ["bash", "curl https://a.example/x#frag  # send it", "# send it"],
    ["bash", 'echo "#1001"', null],
    ["hcl", '  name = "x" # the name', "# the name"],
    ["hcl", "  // the name", "// the name"],
    ["ts", 'fetch("https://a.example") // call', "// call"],
    ["json", '{ "a": 1 } // not a comment in JSON', null],
    ["text", "# not a comment in text", null],
  ]
  for (const [language, line, comment] of cases) {
    const expected = comment === null ? "" : " ".repeat(line.lastIndexOf(comment)) + comment
    assert.equal(commentOf(line, language), expected, `${language}: ${line}`)
  }
})

test("a misspelling in prose or in a comment fails at file:line:col, the fix in the line", () => {
  const source = "---\ntitle: A page\n---\n\nYou recieve the stock.\n\n```ts\nconst Inventroy = 1 // the colour\n```\n"
  const problems = checkSpelling(root, [{ file: "page.mdx", source }])
  assert.deepEqual(problems, [
    'page.mdx:5:5 Unknown word "recieve" (did you mean "receive"?) — fix it, or add it to content/dictionary.txt if it is right',
    'page.mdx:8:28 Unknown word "colour" (did you mean "color"?) — fix it, or add it to content/dictionary.txt if it is right',
  ])
})

test("every page is spelled right (content/**/*.mdx, content/*.md)", () => {
  const sources = pages().map((file) => ({ file: path.relative(root, file), source: readFileSync(file, "utf8") }))
  const problems = checkSpelling(root, sources)
  assert.deepEqual(problems, [], `Unknown words (fix the page, or add a real word to content/dictionary.txt):\n${problems.join("\n")}`)
})
