// The map of src/ in docs/understanding.md: each folder (a room, or a room's sub-room two levels down), its number of
// source files, where its code runs and what it is for. Where it runs comes from the import graph, resolved as
// scripts/import-graph.mjs resolves it: a folder "ships" when some of its files are reached from the code readers
// get (gatsby-browser.tsx, gatsby-ssr.tsx, src/templates/*, Gatsby's src/pages/*) and none from the build's entries
// (gatsby-node.ts, gatsby-config.ts, the local plugins), "build only" in the opposite case, "both" when each reaches
// some. Type-only imports are left out: they run nowhere. A purpose is one line of PURPOSES below; a folder without
// one, or a purpose for a folder that is gone, fails the script with its name.
//
//   node scripts/folder-map.mjs           # writes the table
//   node scripts/folder-map.mjs --check   # exit 1 when the table is out of date (npm test runs this)
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { finish, withSection } from "./generated-section.mjs"

const ts = createRequire(import.meta.url)("typescript")
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const DOC = "docs/understanding.md"
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/

/** One line per folder of the map: what it is for. Keep it to what a newcomer needs to find their way. */
const PURPOSES = {
  src: "`site.ts`: site-wide facts (URL, edit links, a page's Markdown twin path)",
  "src/build": "`pipeline.ts` (every stage record, the one list) and `siteBuild.ts` (what the hooks share in one process)",
  "src/build/bundles": "Stage: each webpack bundle's settings (splitting, minifier, compile hints, modules left out, the styles modules the renderer imports)",
  "src/build/check": "Stage: every content check, a module each in a folder per field, listed once in `registry.ts`; the parsers' runners; the runs of the pages' requests",
  "src/build/compile": "The page compiler: one road from an MDX body to a compiled tree, one shared parse, the Markdown twins",
  "src/build/emit": "Stage: files beside the pages (twins, `llms*.txt`, search index, `/schema/*`, `robots.txt`, sitemap fields)",
  "src/build/hosting": "Stage after the HTML exists: redirects per host, each page's Content-Security-Policy, `_headers`, nginx block",
  "src/build/kernel": "What every stage shares: stage records and runner, cache keys, stores, memo, site model, source paths, heap tuning",
  "src/build/pages": "Stage: `createPage` for every route with its chrome, `createRedirect` for old paths",
  "src/build/source": "Stage: the data layer (schema types, generated reference nodes, navigation, watched files) read back as the site model",
  "src/layout": "The frame of every page: top bar, drawer, article, footer, head, the site stylesheet and pre-paint script, scroll and deferred rendering",
  "src/mdx": "What writers use in MDX: the components, the component registry and map, rendering a compiled tree",
  "src/mdx/code": "Code blocks and groups: fence options, tracks, copy, inline code breaks, syntax colors",
  "src/mdx/compiler": "The MDX compiler proper: parse, validate, headings, tables, inline code layout, diagrams",
  "src/mdx/diagrams": "Mermaid blocks drawn at build into SVG fit for the strict policy and both themes",
  "src/mdx/islands": "The islands: parts of an article that hydrate on their own, and their registry",
  "src/mdx/tabs": "Tabs and their keyboard behavior",
  "src/navigation": "The navigation tree as pure functions (flatten, active path, previous/next, breadcrumbs), its components, route events",
  "src/pages": "Gatsby's own pages: the 404 page",
  "src/redirects": "Moved pages: reading `content/redirects.yaml` (the build checks each redirect)",
  "src/reference": "One generator per kind of reference page, from `content/schema/*`, and the readers of those sources",
  "src/search/dialog": "The search dialog in React, and its shell and inline bootstrap that work before hydration",
  "src/search/engine": "Search in the browser without React: fetching index files, lookup, scoring, the local client",
  "src/search/index": "Search at build: each section's records, the sharded index files, the Algolia records",
  "src/search/shared": "What build and browser both read: tokenizer, index format, settings",
  "src/develop": "`gatsby develop` only: the overlay that shows a page's content problems over it, and the server path it reads them from",
  "src/startup": "What runs when a page starts in the browser: theme, link navigation, anchor copy, hydration in slices, analytics",
  "src/templates": "The one page template and its head, rendering a compiled page through the component map",
  "src/theme": "The bottom room: tokens (every number of the layout spec), palettes and their contrast, color mode, print styles",
  "src/theme/styles": "Styles declared with `defineStyles`, turned into the one stylesheet at build",
  "src/toc": "The \"On this page\" list",
  "src/types": "Type declarations: a package without its own, the HTML worker's build-time global, the styles modules' name",
  "src/ui": "Small shared components (badges, icons, icon buttons, visually hidden text), the frame's ids, idle scheduling",
  "src/workspace": "The workspace model every shown request runs on: no Node API, so a browser can run it too",
  "src/explorer": "Try it: a GraphQL block's Run, replaying the build's plan on the workspace model in the browser, or sending to the reader's application",
}

const rel = (file) => path.relative(root, file).split(path.sep).join("/")
const filesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : SOURCE.test(entry.name) ? [full] : []
  })

/** The folder of the map a file belongs to: its room, or the room's sub-room when the room has sub-rooms. */
function folderOf(file) {
  const parts = rel(file).split("/")
  if (parts.length === 2) return "src"
  const room = parts.slice(0, 2).join("/")
  const hasSubRooms = fs.readdirSync(path.join(root, room), { withFileTypes: true }).some((entry) => entry.isDirectory())
  return hasSubRooms && parts.length > 3 ? parts.slice(0, 3).join("/") : room
}

// The same resolution as scripts/import-graph.mjs: relative specifiers only, with the source extensions or an index.
function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined
  const base = path.resolve(path.dirname(from), specifier)
  const withExtension = [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"].map((ext) => base + ext)
  const candidates = [base, ...withExtension, ...["ts", "tsx", "js"].map((ext) => path.join(base, `index.${ext}`))]
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

/** Whether an import or export declaration is erased by the compiler (it names types only). */
function typeOnly(node) {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)
}

/** The specifiers of what a file runs: static imports and re-exports that are not type-only, dynamic imports, require calls. */
function runtimeImports(file) {
  const text = fs.readFileSync(file, "utf8")
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnly(node)) found.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require")) found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every file reached from `entries` through what they run. */
function reached(entries) {
  const seen = new Set()
  const pending = [...entries]
  while (pending.length > 0) {
    const file = pending.pop()
    if (seen.has(file) || file.endsWith(".d.ts")) continue
    seen.add(file)
    for (const specifier of runtimeImports(file)) {
      const target = resolveImport(file, specifier)
      if (target) pending.push(target)
    }
  }
  return seen
}

const inRoot = (...names) => names.map((name) => path.join(root, name)).filter((file) => fs.existsSync(file))
const filesIn = (dir) => (fs.existsSync(path.join(root, dir)) ? filesUnder(path.join(root, dir)) : [])
const shipped = reached([...inRoot("gatsby-browser.tsx", "gatsby-ssr.tsx"), ...filesIn("src/templates"), ...filesIn("src/pages")])
const pluginEntries = filesIn("plugins").filter((file) => /gatsby-node\.(ts|js)$|babel-plugin\.js$/.test(file))
const build = reached([...inRoot("gatsby-node.ts", "gatsby-config.ts"), ...pluginEntries])

const folders = new Map()
for (const file of filesUnder(path.join(root, "src"))) {
  const folder = folderOf(file)
  const entry = folders.get(folder) ?? { files: 0, ships: 0, build: 0 }
  entry.files += 1
  if (shipped.has(file)) entry.ships += 1
  if (build.has(file)) entry.build += 1
  folders.set(folder, entry)
}

const problems = [
  ...[...folders.keys()].filter((folder) => !PURPOSES[folder]).map((folder) => `${folder} has no purpose in PURPOSES (scripts/folder-map.mjs)`),
  ...Object.keys(PURPOSES).filter((folder) => !folders.has(folder)).map((folder) => `PURPOSES names ${folder}, which is no folder of the map any more`),
]
if (problems.length > 0) {
  console.error(problems.join("\n"))
  process.exit(1)
}

/** Where a folder's code runs; a folder no entry reaches holds type declarations only. */
const runsWhere = ({ ships, build }) => (ships + build === 0 ? "types only" : ships === 0 ? "build only" : build === 0 ? "ships" : "both")
const rows = [...folders.keys()].sort().map((folder) => {
  const entry = folders.get(folder)
  return `| \`${folder}/\` | ${entry.files} | ${runsWhere(entry)} | ${PURPOSES[folder]} |`
})
const table = ["| Folder | Files | Runs | What it is for |", "|---|---:|---|---|", ...rows].join("\n")
const doc = fs.readFileSync(path.join(root, DOC), "utf8")
finish(root, [{ file: DOC, text: withSection(doc, "folder-map", table, DOC) }], {
  check: process.argv.includes("--check"),
  command: "node scripts/folder-map.mjs",
})
