import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"
import type { Compiler } from "webpack"
import { digestOf, filesUnder } from "../kernel/pageStore"

/**
 * What webpack's persistent cache of a stage depends on, besides the modules it bundles.
 *
 * By default a stage's cache depends on webpack itself, Gatsby's webpack config, each loader and each
 * plugin's compiled gatsby-node. Webpack follows every `require` of those files, through all of Gatsby and
 * its packages (about 4,100 files here), resolving and hashing each one; on a clean build it did so once per
 * stage, on the main thread, while the next stage compiled (the HTML renderer took 25 s instead of 6).
 *
 * Nothing in node_modules changes unless the lockfile does, and this site's own build code reaches webpack
 * only through the gatsby files Gatsby compiles into .cache/compiled. So each stage's cache depends on the
 * lockfile, package.json and a digest of those compiled files: three files read, none of them followed.
 */
export const CODE_DIGEST_FILE = path.join(".cache", "strata-webpack-code.json")

/** The files a stage's cache depends on, in place of `current`: ours, outside node_modules, kept; the rest replaced by `own`. */
export function replacedBuildDependencies(current: Iterable<string>, own: readonly string[]): string[] {
  const kept = [...current].filter((file) => !/[\\/]node_modules[\\/]/.test(file) && !/[\\/]\.cache[\\/]compiled[\\/]/.test(file))
  return [...new Set([...own, ...kept])]
}

/** The digest of every compiled gatsby file (this site's gatsby-node and gatsby-config, and each local plugin's). */
export function compiledCodeDigest(root: string): Record<string, string> {
  const compiled = path.join(root, ".cache", "compiled")
  return Object.fromEntries(
    filesUnder(compiled).map((file) => [path.relative(compiled, file), digestOf(readFileSync(file, "utf8"))]),
  )
}

/** Writes the digest file when its text changes (an unchanged file keeps the cache's snapshot valid); returns its path. */
export function writeCodeDigest(root: string): string {
  const file = path.join(root, CODE_DIGEST_FILE)
  const text = JSON.stringify(compiledCodeDigest(root), null, 2) + "\n"
  const before = existsSync(file) ? readFileSync(file, "utf8") : undefined
  if (before !== text) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  return file
}

const NAME = "CacheKeyedByLockfile"

/** Replaces a compilation's build dependencies just before webpack stores them with its cache. */
export class CacheKeyedByLockfile {
  private readonly own: string[]

  constructor(root: string) {
    // A dependency that does not exist would count as changed at every build.
    this.own = [path.join(root, "package-lock.json"), path.join(root, "package.json"), writeCodeDigest(root)].filter((file) => existsSync(file))
  }

  apply(compiler: Compiler): void {
    // Webpack hands the compilation's build dependencies to its cache after the `done` hook.
    compiler.hooks.done.tap(NAME, ({ compilation }) => {
      const replaced = replacedBuildDependencies(compilation.buildDependencies, this.own)
      compilation.buildDependencies.clear()
      compilation.buildDependencies.addAll(replaced)
    })
  }
}
