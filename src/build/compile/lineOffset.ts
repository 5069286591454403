import fs from "fs"
import type { MdxSource } from "./pageCompiler"

// The front matter as gray-matter (gatsby-plugin-mdx's reader) cuts it off: from a first line "---" to the next line
// "---" and its line break.
const FRONT_MATTER = /^---[^\n]*\n(?:[\s\S]*?\n)?---[^\n]*(?:\n|$)/

/**
 * Lines of front matter above the body in its file's text `raw`, so errors point at the right line of the file. The
 * body is the end of the file; when the file no longer ends with it (saved again since the body was read), the front
 * matter the file has now is counted.
 */
export function bodyLineOffset(raw: string, body: string): number {
  const above = body && raw.endsWith(body) ? raw.slice(0, raw.length - body.length) : (FRONT_MATTER.exec(raw)?.[0] ?? "")
  return above.split("\n").length - 1
}

/** A page file's text, or nothing when there is no such file (a page made in memory). */
export const readPageFile = (file: string): string => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "")

/**
 * The line offset a hand-written page is compiled with. readSite and the data layer's `elements` resolver both
 * ask this one function, so both roads reach the same compiled page (the offset is part of its store key).
 */
export function pageLineOffset(node: MdxSource, readFile: (file: string) => string = readPageFile): number {
  return bodyLineOffset(readFile(node.internal.contentFilePath), node.body)
}
