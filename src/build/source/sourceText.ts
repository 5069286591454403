import fs from "fs"
import type { MdxSource } from "../pages/pageCompiler"
import { bodyLineOffset } from "./routes"

/** The text of a page's file as the writer sees it (front matter included); the body for a page with no file. */
export function fileText(node: MdxSource): string {
  const file = node.internal.contentFilePath
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : node.body
}

/** Lines of front matter above the body of a page's file, so messages point at the writer's line. */
export function fileLineOffset(node: MdxSource): number {
  return bodyLineOffset(fileText(node), node.body)
}
