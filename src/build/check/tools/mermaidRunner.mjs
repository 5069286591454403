// Checks Mermaid diagrams with Mermaid's own parser (the `mermaid` package's `parse`), in a process of its own: the
// package is an ES module whose parser is asynchronous and wants a DOM (DOMPurify's hooks), which jsdom gives it
// here, away from the build. Reads a JSON list of diagram sources on stdin and writes, in the same order, null (valid)
// or the parser's first error on stdout: { line, message, expected?, got?, text? }, its line counted in the source where the
// text the parser stopped in starts (an unclosed bracket's line, not the line where the parser noticed), its message's
// first line, and the tokens the parser expected and the one it got, by the grammar's names, with the text it got (src/build/check/mermaid
// puts them in words).
import { readFileSync } from "node:fs"
import { JSDOM } from "jsdom"

const { window } = new JSDOM("")
globalThis.window = window
globalThis.document = window.document
const { default: mermaid } = await import("mermaid")

const sources = JSON.parse(readFileSync(0, "utf8"))
const results = []
for (const source of sources) {
  try {
    await mermaid.parse(source)
    results.push(null)
  } catch (error) {
    const message = String(error?.message ?? error)
    // Jison's parsers give where the text they stopped in starts (loc, lines from 1) and the line they stopped at (from 0).
    const hash = error?.hash ?? {}
    const line = hash.loc?.first_line ?? (typeof hash.line === "number" ? hash.line + 1 : Number(/on line (\d+)/.exec(message)?.[1] ?? 1))
    const expected = Array.isArray(hash.expected) ? hash.expected.map((name) => String(name).replace(/^'|'$/g, "")) : undefined
    const got = hash.token === undefined || hash.token === null ? undefined : String(hash.token)
    const text = typeof hash.text === "string" && hash.text.trim() ? hash.text : undefined
    results.push({ line, message: message.split("\n")[0], ...(expected ? { expected } : {}), ...(got !== undefined ? { got } : {}), ...(text ? { text } : {}) })
  }
}
process.stdout.write(JSON.stringify(results), () => process.exit(0))
