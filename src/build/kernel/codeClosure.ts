import fs from "fs"
import { builtinModules } from "module"
import path from "path"
import ts from "typescript"

// A stage's cache key is made from the code it really runs: the import closure of its entry module, found with
// TypeScript's own scanner of imports (the graph the typecheck walks), never from a list kept by hand.

/** The source files and packages a module reaches through its imports. */
export interface CodeClosure {
  /** Source files, relative to the site root with "/" separators, sorted. */
  files: string[]
  /** npm packages imported by name (not followed into node_modules), sorted. */
  packages: string[]
}

const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"]
const CORE = new Set(builtinModules)

/** The file a relative import names: the file itself, with one of the source extensions, or its folder's index. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]
  // A .d.ts beside a .js file types it; the .js is what runs, and both are part of the closure.
  const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
  return found
}

/** The package an import names ("@scope/name/sub" → "@scope/name"), or undefined for Node's own modules. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith("node:") || CORE.has(specifier)) return undefined
  const parts = specifier.split("/")
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]
  return CORE.has(name) ? undefined : name
}

/** What one file imports, as TypeScript reads it (static and dynamic imports, re-exports, require calls). */
function importsOf(file: string, text: string): string[] {
  if (file.endsWith(".json")) return []
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)
}

/** The import closure of `entries` (paths relative to `rootDir`): every source file they reach, and the packages. */
export function importClosure(rootDir: string, entries: readonly string[]): CodeClosure {
  const files = new Set<string>()
  const packages = new Set<string>()
  const pending = entries.map((entry) => {
    const file = resolveRelative(path.join(rootDir, "entry"), `./${entry}`)
    if (!file) throw new Error(`A stage declares ${entry} as its code, but the site has no such file`)
    return file
  })
  while (pending.length > 0) {
    const file = pending.pop()!
    if (files.has(file)) continue
    files.add(file)
    const dts = file.replace(/\.(c|m)?js$/, ".d.ts")
    if (dts !== file && fs.existsSync(dts)) pending.push(dts)
    for (const specifier of importsOf(file, fs.readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) {
        const target = resolveRelative(file, specifier)
        if (target) pending.push(target)
      } else {
        const name = packageOf(specifier)
        if (name) packages.add(name)
      }
    }
  }
  const relative = [...files].map((file) => path.relative(rootDir, file).split(path.sep).join("/"))
  return { files: relative.sort(), packages: [...packages].sort() }
}

interface LockEntry {
  version?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/** Where a package required from the lockfile entry `from` is installed, as Node resolves it (nearest node_modules up). */
function installedAt(lock: Record<string, LockEntry>, from: string, name: string): string | undefined {
  for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf("/node_modules/")))) {
    const candidate = `${at ? `${at}/` : ""}node_modules/${name}`
    if (lock[candidate]) return candidate
    if (!at) return undefined
  }
}

/**
 * Each package with the version the lockfile installs, and every package it depends on, transitively: a
 * dependency that moves changes the key of every stage whose code imports a package that needs it.
 */
export function packageVersions(lockText: string, names: readonly string[]): string[] {
  const lock = (JSON.parse(lockText).packages ?? {}) as Record<string, LockEntry>
  const seen = new Set<string>()
  // A type-only import ("mdast") is installed as its types package.
  const pending = names.flatMap((name) => installedAt(lock, "", name) ?? installedAt(lock, "", `@types/${name}`) ?? [`missing:${name}`])
  while (pending.length > 0) {
    const at = pending.pop()!
    if (seen.has(at)) continue
    seen.add(at)
    const entry = lock[at]
    if (!entry) continue
    const deps = { ...entry.peerDependencies, ...entry.optionalDependencies, ...entry.dependencies }
    for (const dep of Object.keys(deps)) {
      const found = installedAt(lock, at, dep)
      if (found) pending.push(found)
    }
  }
  return [...seen].sort().map((at) => `${at}@${lock[at]?.version ?? "missing"}`)
}
