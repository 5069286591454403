import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import type { CompiledPage, TreeNode } from "../../src/mdx/compiler/types"
import { routeFromFilePath } from "../../src/node/routes"

export const CONTENT_DIR = path.resolve(__dirname, "../../content/docs")

export interface ContentPage {
  file: string
  route: string
  title?: string
  description?: string
  compiled?: CompiledPage
  error?: string
}

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith(".mdx") ? [full] : []
  })
}

/** Every page of content/docs, compiled the way the build compiles it. */
export function loadContentPages(): ContentPage[] {
  return mdxFiles(CONTENT_DIR).map((full) => {
    const raw = fs.readFileSync(full, "utf8")
    const { data, content } = matter(raw)
    const file = path.relative(path.resolve(CONTENT_DIR, "../.."), full)
    const page: ContentPage = { file, route: routeFromFilePath(CONTENT_DIR, full), title: data.title, description: data.description }
    try {
      page.compiled = compileMdx(content, file, raw.split("\n").length - content.split("\n").length)
    } catch (error) {
      page.error = (error as Error).message
    }
    return page
  })
}

/** Words of prose: every text outside code blocks. */
export function proseWords(node: TreeNode): number {
  if (node.tagName === "pre" || node.name === "CodeGroup") return 0
  if (node.type === "text") return (node.value ?? "").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return (node.children ?? []).reduce((sum, child) => sum + proseWords(child), 0)
}

/** The first component or element of a page's body. */
export function firstElement(tree: TreeNode): TreeNode | undefined {
  return tree.children?.find((child) => child.type !== "text")
}
