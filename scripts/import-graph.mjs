#!/usr/bin/env node
// The shape of src/ in figures: files per room, imports between the build's rooms, the imports that break the
// dependency rule (.dependency-cruiser.cjs says it; this counts it), the longest functions and the files over
// 200 lines. `node scripts/import-graph.mjs [--json]` from the site root.
import fs from "fs"
import path from "path"
import { createRequire } from "module"

const ts = createRequire(import.meta.url)("typescript")
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/
const STAGES = ["source", "check", "pages", "emit", "bundles", "hosting"]
const SHARED = ["kernel", "compile"]
const LONG_FILE = 200

const filesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : SOURCE.test(entry.name) ? [full] : []
  })

/** The room of a file: `build/<stage>` (or `build/pipeline`) under src/build, the first folder under src otherwise. */
function roomOf(file) {
  const parts = path.relative(path.join(ROOT, "src"), file).split(path.sep)
  if (parts[0] === "..") return undefined
  if (parts[0] === "build") return parts.length > 2 ? `build/${parts[1]}` : `build/${parts[1].replace(SOURCE, "")}`
  return parts.length > 1 ? parts[0] : parts[0].replace(SOURCE, "")
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined
  const base = path.resolve(path.dirname(from), specifier)
  const withExtension = [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"].map((ext) => base + ext)
  const candidates = [base, ...withExtension, ...["ts", "tsx", "js"].map((ext) => path.join(base, `index.${ext}`))]
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

/** Why an import from room `from` to room `to` breaks the rule, or undefined when it keeps it. */
function breach(from, to) {
  if (from === to) return undefined
  const stage = (room) => STAGES.includes(room.replace("build/", "")) && room.startsWith("build/")
  const shared = (room) => SHARED.includes(room.replace("build/", "")) && room.startsWith("build/")
  if (!from.startsWith("build/") && to.startsWith("build/")) return "a domain room imports the build"
  if (stage(from) && !shared(to) && to.startsWith("build/")) return "a stage imports another stage or the pipeline"
  if (shared(from) && (stage(to) || to === "build/pipeline")) return "kernel/compile import a stage"
  if (from === "build/kernel" && to === "build/compile") return "the kernel imports the compiler"
  return undefined
}

function longestFunctions(file, text) {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found = []
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line
      const end = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line
      const name = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : "(anonymous)")
      found.push({ file: path.relative(ROOT, file), line: start + 1, name, lines: end - start + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

const files = filesUnder(path.join(ROOT, "src"))
const perRoom = {}
const edges = {}
const breaches = []
const functions = []
const longFiles = []
const wideFiles = []
for (const file of files) {
  const room = roomOf(file)
  perRoom[room] = (perRoom[room] ?? 0) + 1
  const text = fs.readFileSync(file, "utf8")
  const lineCount = text.split("\n").length - (text.endsWith("\n") ? 1 : 0)
  if (lineCount > LONG_FILE) longFiles.push(`${path.relative(ROOT, file)} (${lineCount})`)
  if (!file.endsWith(".d.ts")) functions.push(...longestFunctions(file, text))
  const rooms = new Set()
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolveImport(file, fileName)
    const to = target && roomOf(target)
    if (!to || to === room) continue
    rooms.add(to)
    if (room.startsWith("build/") || to.startsWith("build/")) edges[`${room} -> ${to}`] = (edges[`${room} -> ${to}`] ?? 0) + 1
    const why = breach(room, to)
    if (why) breaches.push(`${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}: ${why}`)
  }
  if (room.startsWith("build/") && rooms.size > 2) wideFiles.push(`${path.relative(ROOT, file)} (${rooms.size} rooms)`)
}
const mutual = Object.keys(edges)
  .map((edge) => edge.split(" -> "))
  .filter(([from, to]) => from < to && edges[`${to} -> ${from}`])
  .map(([from, to]) => `${from} <-> ${to}: ${edges[`${from} -> ${to}`]}/${edges[`${to} -> ${from}`]}`)
functions.sort((a, b) => b.lines - a.lines)
const build = (room) => room.startsWith("build/")
const report = {
  filesPerRoom: Object.fromEntries(Object.entries(perRoom).sort()),
  buildFiles: Object.entries(perRoom).filter(([room]) => build(room)).reduce((sum, [, count]) => sum + count, 0),
  srcFiles: files.length,
  buildEdges: Object.fromEntries(Object.entries(edges).sort()),
  mutualRoomPairs: mutual,
  backEdges: breaches,
  buildFilesImportingMoreThanTwoRooms: wideFiles,
  longestBuildFunctions: functions.filter((fn) => fn.file.startsWith("src/build/")).slice(0, 5),
  longestSrcFunctions: functions.slice(0, 5),
  filesOver200Lines: longFiles,
}
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(report, null, 2))
} else {
  console.log(`files: src ${report.srcFiles}, src/build ${report.buildFiles}`)
  for (const [room, count] of Object.entries(report.filesPerRoom)) console.log(`  ${room.padEnd(22)} ${count}`)
  console.log(`imports between build rooms (and into/out of them):`)
  for (const [edge, count] of Object.entries(report.buildEdges)) console.log(`  ${edge}: ${count}`)
  console.log(`rooms importing each other: ${mutual.length}`)
  mutual.forEach((line) => console.log(`  ${line}`))
  console.log(`back-edges (imports the dependency rule forbids): ${breaches.length}`)
  breaches.forEach((line) => console.log(`  ${line}`))
  console.log(`build files importing from more than two other rooms: ${wideFiles.length}`)
  wideFiles.forEach((line) => console.log(`  ${line}`))
  console.log(`longest functions in src/build:`)
  report.longestBuildFunctions.forEach((fn) => console.log(`  ${fn.lines} lines: ${fn.name} (${fn.file}:${fn.line})`))
  console.log(`longest functions in src:`)
  report.longestSrcFunctions.forEach((fn) => console.log(`  ${fn.lines} lines: ${fn.name} (${fn.file}:${fn.line})`))
  console.log(`files over ${LONG_FILE} lines: ${longFiles.length}`)
  longFiles.forEach((line) => console.log(`  ${line}`))
}
