import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import type { CompiledPage, TreeNode } from "../../src/mdx/treeTypes"
import { routeFromFilePath } from "../../src/build/source/routes"
import { typeLinks } from "../../src/reference/graphqlPages"
import { readSchemas } from "../../src/reference/readSchemas"
import { referencePages } from "../../src/reference/referencePages"
import { SCHEMA_FILES } from "../../src/reference/sources"

export const CONTENT_DIR = path.resolve(__dirname, "../../content/docs")

export interface ContentPage {
  file: string
  route: string
  title?: string
  description?: string
  searchWeight?: number
  compiled?: CompiledPage
  error?: string
}

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith(".mdx") ? [full] : []
  })
}

const ROOT_DIR = path.resolve(CONTENT_DIR, "../..")
const schemas = readSchemas(ROOT_DIR)
const codeLinks = typeLinks(schemas.graphql)

/**
 * The reference pages generated from content/schema, compiled the same way; `file` names the source
 * and the page, as the build's messages do, and `source` is the generated MDX.
 */
export function loadGeneratedPages(): (ContentPage & { source: string })[] {
  return referencePages(schemas).map((generated) => {
    const file = `${SCHEMA_FILES[generated.source]} (generated ${generated.route})`
    const page: ContentPage & { source: string } = { file, route: generated.route, title: generated.title, description: generated.description, searchWeight: generated.searchWeight, source: generated.body }
    try {
      page.compiled = compileMdx(generated.body, file, 0, { codeLinks })
    } catch (error) {
      page.error = (error as Error).message
    }
    return page
  })
}

/** Every page of the site: the files of content/docs, then the generated reference pages, compiled the way the build compiles them. */
export function loadContentPages(): ContentPage[] {
  return [...loadDocsPages(), ...loadGeneratedPages()]
}

/** Every page of content/docs, compiled the way the build compiles it. */
export function loadDocsPages(): ContentPage[] {
  return mdxFiles(CONTENT_DIR).map((full) => {
    const raw = fs.readFileSync(full, "utf8")
    const { data, content } = matter(raw)
    const file = path.relative(path.resolve(CONTENT_DIR, "../.."), full)
    const page: ContentPage = { file, route: routeFromFilePath(CONTENT_DIR, full), title: data.title, description: data.description, searchWeight: data.searchWeight }
    try {
      page.compiled = compileMdx(content, file, raw.split("\n").length - content.split("\n").length, { codeLinks })
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
