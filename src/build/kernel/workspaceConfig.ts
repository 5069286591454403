import fs from "fs"
import path from "path"
import matter from "gray-matter"
import type { Code } from "mdast"
import { visit } from "unist-util-visit"
import { parseCodeMeta } from "../../mdx/code/codeMeta"
import type { MdxParse } from "../../mdx/compiler/parseMdx"
import { loadYaml } from "../../reference/loadYaml"
import { configFromTerraform } from "../../workspace/configFromTerraform"
import type { WorkspaceConfig } from "../../workspace/types"
import { digestOf, kept, type JsonStore } from "./pageStore"
import { parseHclTexts, type HclParse } from "./tools/hcl"
import { WORKSPACES_FILE } from "./sourceFiles"

// The configuration of a context of content/workspaces.yaml, read from the Terraform blocks of the pages it
// names with HashiCorp's parser: the reference prints who may do what from it, the checks run requests on it.


interface WorkspacesYaml {
  contexts: Record<string, { configuration?: string[] }>
}

/** The Terraform blocks of a page that the checks read (not marked nocheck), in page order. */
export function terraformBlocksOf(text: string, parse: MdxParse): string[] {
  const { content } = matter(text)
  const blocks: string[] = []
  visit(parse(content), "code", (node: Code) => {
    if ((node.lang === "hcl" || node.lang === "terraform") && parseCodeMeta(node.meta).nocheck === undefined) blocks.push(node.value)
  })
  return blocks
}

/**
 * The configuration the pages of a context's `configuration` apply, in order; empty when the file has no such
 * context. With a store, the parser's answer is kept while the blocks' texts are the same.
 */
export function contextConfiguration(rootDir: string, context: string, parse: MdxParse, store?: JsonStore<HclParse[]>): WorkspaceConfig {
  const file = path.join(rootDir, WORKSPACES_FILE)
  if (!fs.existsSync(file)) return { types: {}, resolvers: {} }
  const workspaces = loadYaml(fs.readFileSync(file, "utf8"), WORKSPACES_FILE) as WorkspacesYaml
  const pages = workspaces.contexts?.[context]?.configuration ?? []
  const texts = pages.flatMap((page) => terraformBlocksOf(fs.readFileSync(path.join(rootDir, page), "utf8"), parse))
  const parses = kept(store, digestOf(...texts), () => parseHclTexts(texts))
  const parsed = parses.flatMap((result) => ("json" in result ? [result.json as Record<string, unknown>] : []))
  return configFromTerraform(parsed)
}
