import fs from "fs"
import type { MdxSource } from "./pageCompiler"

/** Lines of front matter above the body in its file's text `raw`, so errors point at the right line of the file. */
export function bodyLineOffset(raw: string, body: string): number {
  const at = body ? raw.indexOf(body) : -1
  return at <= 0 ? 0 : raw.slice(0, at).split("\n").length - 1
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
