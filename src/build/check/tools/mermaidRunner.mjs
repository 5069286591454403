// Checks Mermaid diagrams with Mermaid's own parser (the `mermaid` package's `parse`), in a process of its own: the
// package is an ES module whose parser is asynchronous and wants a DOM (DOMPurify's hooks), which jsdom gives it
// here, away from the build. Reads a JSON list of diagram sources on stdin and writes, in the same order, null (valid)
// or { line, message } (the parser's first error, its line counted in the source) on stdout.
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
    const line = Number(/on line (\d+)/.exec(message)?.[1] ?? 1)
    // "Parse error on line 3:\n...source...\n----^\nExpecting 'ID', got 'DESCR'": keep the first and last lines.
    const lines = message.split("\n").filter(Boolean)
    const reason = lines.length > 2 ? `${lines[0]} ${lines[lines.length - 1]}` : lines.join(" ")
    results.push({ line, message: reason })
  }
}
process.stdout.write(JSON.stringify(results), () => process.exit(0))
