// Measures how much the generated reference repeats itself: every sentence of the generated pages' Markdown
// twins (public/**/*.md of the routes content/docs has no page for), reduced to its wording, and the wordings
// that stand more than THRESHOLD times (5 by default). Needs a build (npm run build).
//
//   node scripts/reference-repetition.mjs            # the figure and the 15 most repeated wordings
//   THRESHOLD=3 TOP=40 node scripts/reference-repetition.mjs
import { createRequire } from "node:module"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
require("./typescript-require.cjs")
const { measureRepetition } = require("../src/reference/repetition.ts")
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const publicDir = path.join(root, "public")
const docs = path.join(root, "content/docs")
const threshold = Number(process.env.THRESHOLD ?? 5)
const top = Number(process.env.TOP ?? 15)

if (!fs.existsSync(path.join(publicDir, "reference"))) {
  console.error("No built site in public/: run npm run build first.")
  process.exit(1)
}
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".md") ? [path.join(dir, entry.name)] : [],
  )
const handWritten = (route) => [`${route}.mdx`, `${route}/index.mdx`].some((file) => fs.existsSync(path.join(docs, file)))
const pages = walk(path.join(publicDir, "reference"))
  .map((file) => ({ route: `/${path.relative(publicDir, file).replace(/\.md$/, "")}`, file }))
  .filter(({ route }) => !handWritten(route))
  .map(({ route, file }) => ({ route, markdown: fs.readFileSync(file, "utf8") }))
const report = measureRepetition(pages, threshold)
console.log(`${pages.length} generated reference pages, ${report.sentences} sentences`)
console.log(`${report.repeated} sentences (${((100 * report.repeated) / report.sentences).toFixed(1)} %) share one of ${report.wordings.length} wordings that stand more than ${threshold} times`)
for (const entry of report.wordings.slice(0, top)) console.log(`  ${String(entry.count).padStart(4)} × ${entry.wording.slice(0, 150)}`)
