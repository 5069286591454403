// Compares two built sites file by file: node scripts/compare-public.mjs <public-a> <public-b> [--hashes]
// Lists files only in one of them and files whose bytes differ, and exits 1 when there are any.
// --hashes compares builds of different code: content hashes in file names (app-<hash>.js,
// page-data/sq/d/<hash>.json, …) and the references to them are read as "<hash>" on both sides.
import { createHash } from "node:crypto"
import { readFileSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

/** Every file under `dir`, as paths relative to it with "/" separators, sorted. */
export function filesUnder(dir, base = dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join("/")]
    })
    .sort()
}

// A webpack or Gatsby content hash: 20 hex digits (chunk files), or the digits of a static query's file name.
const HASHED = /([-.\/])(?:[0-9a-f]{20}|[0-9]{8,10})(?=[.\/"'\s,)?]|\.js|\.json|\.css|$)/g

/** The name or text with every content hash read as "<hash>". */
export function withoutHashes(text) {
  return text.replace(HASHED, "$1<hash>")
}

/** The differences between two public/ folders: { onlyInA, onlyInB, differing } (paths). */
export function comparePublic(a, b, { hashes = false } = {}) {
  const key = (file) => (hashes ? withoutHashes(file) : file)
  const index = (dir) => new Map(filesUnder(dir).map((file) => [key(file), file]))
  const filesA = index(a)
  const filesB = index(b)
  const content = (dir, file) => {
    const bytes = readFileSync(path.join(dir, file))
    return hashes && /\.(html|js|json|txt|css|xml|map|md)$|^_headers$/.test(file) ? withoutHashes(bytes.toString("utf8")) : bytes
  }
  const digest = (data) => createHash("sha1").update(data).digest("hex")
  const differing = []
  for (const [name, fileA] of filesA) {
    const fileB = filesB.get(name)
    if (fileB !== undefined && digest(content(a, fileA)) !== digest(content(b, fileB))) differing.push(name)
  }
  return {
    files: filesA.size,
    onlyInA: [...filesA.keys()].filter((name) => !filesB.has(name)),
    onlyInB: [...filesB.keys()].filter((name) => !filesA.has(name)),
    differing,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [a, b] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))
  if (!a || !b) {
    console.error("usage: node scripts/compare-public.mjs <public-a> <public-b> [--hashes]")
    process.exit(2)
  }
  const result = comparePublic(a, b, { hashes: process.argv.includes("--hashes") })
  const list = (title, names) => names.length && console.log(`${title} (${names.length}):\n${names.slice(0, 50).map((n) => `  ${n}`).join("\n")}`)
  list(`only in ${a}`, result.onlyInA)
  list(`only in ${b}`, result.onlyInB)
  list("differing", result.differing)
  const same = result.onlyInA.length + result.onlyInB.length + result.differing.length === 0
  console.log(same ? `identical: ${result.files} files` : `${result.files} files in ${a}; differences above`)
  process.exit(same ? 0 : 1)
}
