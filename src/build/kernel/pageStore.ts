import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import type { CompiledPage } from "../../mdx/treeTypes"

/** A page as compiled once: its headings, anchors and links, and its tree and element records as JSON text. */
export type StoredPage = Omit<CompiledPage, "tree"> & {
  /** The compiled tree (a TreeNode) as JSON. */
  tree: string
  /** The body as element records (an ElementNode) as JSON. */
  elements: string
}

/** Changes whenever StoredPage does. */
const STORED_PAGE_LAYOUT = "outline+json-text"

/** Where compiled pages are kept between processes and builds, by a key that names everything they depend on. */
export interface PageStore {
  read(key: string): StoredPage | undefined
  write(key: string, page: StoredPage): void
}

export const digestOf = (...parts: string[]): string => createHash("sha1").update(parts.join("\0")).digest("hex")

/** Values kept as JSON files between builds, by a key that names everything they depend on. */
export interface JsonStore<T> {
  read(key: string): T | undefined
  write(key: string, value: T): void
}

/**
 * Values as JSON files in `dir` (in .cache, so `gatsby clean` empties it). `version` is part of every key:
 * a change of the code that made them misses them all.
 */
export function diskJsonStore<T>(dir: string, version: string): JsonStore<T> {
  const file = (key: string) => path.join(dir, `${digestOf(version, key)}.json`)
  return {
    read(key) {
      try {
        return JSON.parse(fs.readFileSync(file(key), "utf8")) as T
      } catch {
        return undefined
      }
    },
    write(key, value) {
      fs.mkdirSync(dir, { recursive: true })
      // Written whole under another name, then renamed: a worker never reads half a value.
      const target = file(key)
      const partial = `${target}.${process.pid}.tmp`
      fs.writeFileSync(partial, JSON.stringify(value))
      fs.renameSync(partial, target)
    },
  }
}

/** The store's value for `key`, or what `run` makes (then kept); without a store, `run` every time. */
export function kept<T>(store: JsonStore<T> | undefined, key: string, run: () => T): T {
  const known = store?.read(key)
  if (known !== undefined) return known
  const value = run()
  store?.write(key, value)
  return value
}

/**
 * Compiled pages (createPages compiles each page and the query workers read it from here instead of
 * compiling it again; a warm build compiles only the pages that changed). `version` is the compiler's.
 */
export function diskPageStore(dir: string, version: string): PageStore {
  // The layout of a stored page is part of the version: pages kept by a build with another layout are missed.
  return diskJsonStore<StoredPage>(dir, `${STORED_PAGE_LAYOUT}:${version}`)
}

/** Every file under `dir`, sorted (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort()
}
