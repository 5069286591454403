import fs from "fs"
import path from "path"
import { importClosure, packageVersions } from "./codeClosure"
import { digestOf } from "./pageStore"

/** What a stage reads besides the site model: the cache key of its results is made of these, and nothing else. */
export interface StageReads {
  /** Entry modules (paths from the site root): the stage runs their import closure. */
  code?: readonly string[]
  /** Files the stage runs or reads outside its imports: a parser's runner started in a child process, a content file. */
  files?: readonly string[]
  /** Packages the stage runs outside its imports (a runner's parser): their installed version and dependencies count. */
  packages?: readonly string[]
}

/** A file's text, or a mark that it is missing (a missing file is part of the key too). */
function textOf(rootDir: string, file: string): string {
  const full = path.join(rootDir, file)
  return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : "(missing)"
}

/** Everything a key is made of, by name: the closure's files with their texts, the declared files, the packages by version. */
export function stageInputs(rootDir: string, reads: StageReads): { files: string[]; packages: string[] } {
  const closure = importClosure(rootDir, reads.code ?? [])
  const files = [...new Set([...closure.files, ...(reads.files ?? [])])].sort()
  const lock = textOf(rootDir, "package-lock.json")
  const packages = lock === "(missing)" ? [] : packageVersions(lock, [...new Set([...closure.packages, ...(reads.packages ?? [])])].sort())
  return { files, packages }
}

/**
 * The key of what a stage reads: a digest of its code's import closure (each file's path and text), its declared
 * files and the packages both use, by installed version. Touching a file the stage runs changes it; touching
 * any other file does not.
 */
export function stageKey(rootDir: string, reads: StageReads): string {
  const { files, packages } = stageInputs(rootDir, reads)
  return digestOf(...files.map((file) => `${file}\n${textOf(rootDir, file)}`), ...packages)
}
