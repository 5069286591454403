// The build's drawing in docs/understanding.md, made from SITE_STAGES (src/build/pipeline.ts): Gatsby's hooks as
// boxes in the order Gatsby calls them, each stage a node with its name and what it makes, each `needs` an arrow.
// The Mermaid source goes into the page, and the SVG into docs/pipeline.svg, drawn by the renderer the site's own
// diagrams use (src/mdx/diagrams/mermaidRenderer.ts), so the drawing is what a page's ```mermaid block would show.
//
//   node scripts/pipeline-diagram.mjs           # writes both
//   node scripts/pipeline-diagram.mjs --check   # exit 1 when either is out of date (npm test runs this)
import { createRequire } from "node:module"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { finish, withSection } from "./generated-section.mjs"

const require = createRequire(import.meta.url)
require("./typescript-require.cjs")
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const { SITE_STAGES } = require("../src/build/pipeline.ts")
const { GATSBY_HOOKS } = require("../src/build/kernel/stage.ts")
const { renderMermaid } = require("../src/mdx/diagrams/mermaidRenderer.ts")
const { lightPalette } = require("../src/theme/palette.ts")

const DOC = "docs/understanding.md"
const SVG = "docs/pipeline.svg"
const TITLE = "The build: Gatsby's hooks, their stages and what each makes"
const DESC =
  "Each box is a Gatsby hook, in the order Gatsby calls them (dashed arrows); inside, each stage of src/build/pipeline.ts with " +
  "what it makes; a solid arrow goes from a stage to a stage that needs its product."

/** A label as Mermaid reads it inside quotes: its own entity codes for the characters the syntax uses. */
const label = (text) => text.replace(/&/g, "#amp;").replace(/"/g, "#quot;").replace(/</g, "#lt;").replace(/>/g, "#gt;")

/** The Mermaid source of the build: one subgraph per hook that has stages, laid out left to right inside. */
function pipelineMermaid(stages, hooks) {
  const used = hooks.filter((hook) => stages.some((stage) => stage.hook === hook))
  const lines = ["flowchart TB"]
  used.forEach((hook, index) => {
    lines.push(`  subgraph hook_${hook}["${index + 1} · ${hook}"]`, "    direction LR")
    for (const stage of stages.filter((record) => record.hook === hook)) {
      lines.push(`    ${stage.name}["<b>${label(stage.name)}</b><br/>${label(stage.makes)}"]`)
    }
    lines.push("  end")
  })
  used.slice(1).forEach((hook, index) => lines.push(`  hook_${used[index]} -.-> hook_${hook}`))
  for (const stage of stages) for (const need of stage.needs ?? []) lines.push(`  ${need} --> ${stage.name}`)
  return `${lines.join("\n")}\n`
}

// The site's article styles give a diagram its colours from the theme (src/layout/Article.styles.ts); a file on its
// own gets the light palette's, and no web font: the library's @import would be a request from the docs' viewer.
const p = lightPalette
const COLOURS = {
  "--bg": p.background,
  "--fg": p.text,
  "--_text": p.heading,
  "--_text-sec": p.muted,
  "--_text-muted": p.muted,
  "--_text-faint": p.muted,
  "--_line": p.muted,
  "--_arrow": p.muted,
  "--_node-fill": p.surface,
  "--_node-stroke": p.muted,
  "--_group-fill": p.background,
  "--_group-hdr": p.surface,
  "--_inner-stroke": p.surfaceStrong,
  "--_key-badge": p.surfaceStrong,
}

/** The renderer's SVG as a file of its own: the palette's colours, a background, a name, coordinates to 0.1 px. */
function standaloneSvg(svg) {
  const style = Object.entries({ ...COLOURS, background: p.background })
    .map(([name, value]) => `${name}:${value}`)
    .join(";")
  const withColours = svg.replace(/^<svg([^>]*) style="[^"]*">/, `<svg$1 style="${style}" role="img" aria-labelledby="pipeline-title pipeline-desc">`)
  if (withColours === svg) throw new Error("the renderer's <svg> no longer carries a style attribute: update standaloneSvg")
  return withColours
    .replace(/^(<svg[^>]*>)/, `$1\n<title id="pipeline-title">${TITLE}</title>\n<desc id="pipeline-desc">${DESC}</desc>`)
    .replace(/\s*@import url\([^)]*\);/, "")
    .replace(/text \{ font-family: [^}]*\}/, "text { font-family: system-ui, sans-serif; letter-spacing: -0.02em; }")
    .replace(/="([^"]*)"/g, (attribute) => attribute.replace(/-?\d+\.\d+/g, (number) => String(Math.round(Number(number) * 10) / 10)))
    .replace(/\n*$/, "\n")
}

const source = pipelineMermaid(SITE_STAGES, GATSBY_HOOKS)
const doc = fs.readFileSync(path.join(root, DOC), "utf8")
const block = ["```mermaid", source.trimEnd(), "```"].join("\n")
finish(
  root,
  [
    { file: DOC, text: withSection(doc, "pipeline-diagram", block, DOC) },
    { file: SVG, text: standaloneSvg(renderMermaid(source)) },
  ],
  { check: process.argv.includes("--check"), command: "node scripts/pipeline-diagram.mjs" },
)
