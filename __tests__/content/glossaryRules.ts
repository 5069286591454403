import fs from "fs"
import path from "path"

export const ROOT = path.resolve(__dirname, "../..")

/** Every page of content/docs and every generated reference page, as [file, source]. */
export function checkedFiles(): [string, string][] {
  // Required lazily: the generators pull in graphql-js, which only the pages that use them need.
  const { loadGeneratedPages } = require("./pageRules") as typeof import("./pageRules")
  return [...docsFiles(), ...loadGeneratedPages().map((page): [string, string] => [page.file, page.source])]
}

/** Every page of content/docs, as [file, source]. */
export function docsFiles(): [string, string][] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".mdx") ? [path.join(dir, entry.name)] : []))
  return walk(path.join(ROOT, "content/docs")).map((file) => [path.relative(ROOT, file), fs.readFileSync(file, "utf8")])
}
