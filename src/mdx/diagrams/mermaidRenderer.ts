import { createRequire } from "module"
import fs from "fs"
import path from "path"
import { DIAGRAM_PADDING } from "./diagramSize"

// Mermaid diagrams drawn at build by beautiful-mermaid: pure TypeScript with its own layout (ELK), no browser and
// no DOM, synchronous, so the compiler draws a diagram where it meets the block. Only the build loads it: the page
// gets the SVG, never a diagram script. The package is ESM with an `import`-only export map; the build's compiled
// code is CommonJS, so it is loaded by its file (Node 20.19+ requires ES modules).

interface MermaidLibrary {
  renderMermaidSVG: (source: string, options?: Record<string, unknown>) => string
}

let library: MermaidLibrary | undefined

function load(): MermaidLibrary {
  if (library) return library
  const roots = [process.cwd(), __dirname]
  for (const root of roots) {
    for (let dir = root; ; dir = path.dirname(dir)) {
      const file = path.join(dir, "node_modules", "beautiful-mermaid", "dist", "index.js")
      if (fs.existsSync(file)) return (library = createRequire(file)(file) as MermaidLibrary)
      if (path.dirname(dir) === dir) break
    }
  }
  throw new Error("beautiful-mermaid is not installed: run npm install")
}

/** A Mermaid diagram as the library's SVG text (its colours are CSS variables the site defines; see diagramTree.ts). */
export function renderMermaid(source: string): string {
  return load().renderMermaidSVG(source, { bg: "var(--bg)", fg: "var(--fg)", transparent: true, padding: DIAGRAM_PADDING })
}
