// How long the build's diagram renderer (beautiful-mermaid, through src/mdx/diagrams/mermaidRenderer.ts) takes:
// loading it, then drawing every ```mermaid block of content/docs in one process, as a build draws them. No build needed.
//
//   node scripts/diagram-timing.mjs
import { createRequire } from "node:module"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
require("./typescript-require.cjs")
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const { renderMermaid } = require("../src/mdx/diagrams/mermaidRenderer.ts")

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : entry.name.endsWith(".mdx") ? [full] : []
  })
const blocks = walk(path.join(root, "content/docs")).flatMap((file) =>
  [...fs.readFileSync(file, "utf8").matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]),
)
const time = (run) => {
  const started = performance.now()
  run()
  return performance.now() - started
}
// The library loads on the first draw; a trivial diagram separates that cost from the drawing.
const load = time(() => renderMermaid("flowchart LR\n  a --> b"))
const draws = blocks.map((block) => time(() => renderMermaid(block)))
const ms = (value) => `${value.toFixed(0)} ms`
console.log(`load and first trivial drawing: ${ms(load)}`)
console.log(`${blocks.length} diagrams of content/docs: first ${ms(draws[0] ?? 0)}, then ${ms(Math.min(...draws.slice(1)))} to ${ms(Math.max(...draws.slice(1)))}`)
