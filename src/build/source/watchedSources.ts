import fs from "fs"
import path from "path"
import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby"
import { SCHEMA_DIR } from "../../reference/sources"
import { GENERATED_DOC_TYPE, sourceReferenceNodes, type StoresOf } from "./referenceSource"
import { GLOSSARY_FILE, NAVIGATION_FILE, REDIRECTS_FILE, SAMPLE_WORKSPACE_FILE, SAMPLES_FILE, WORKSPACES_FILE } from "../kernel/sourceFiles"
import { sourceNavigationNode } from "./navigationSource"
import type { MdxParse } from "../../mdx/compiler/parseMdx"

/** The writers' files that are not pages (the glossary, the sample IDs, the workspaces requests run on), as nodes: an edit re-runs the checks. */
export const WATCHED_FILE_TYPE = "StrataContentFile"
export const WATCHED_FILES = [GLOSSARY_FILE, SAMPLES_FILE, WORKSPACES_FILE, SAMPLE_WORKSPACE_FILE]

export function createWatchedFileType({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`type ${WATCHED_FILE_TYPE} implements Node @dontInfer { file: String! text: String! }`)
}

/** One node per watched file that exists, holding its text. */
export function sourceWatchedFiles({ actions, createNodeId, createContentDigest }: SourceNodesArgs, rootDir: string): void {
  for (const file of WATCHED_FILES) {
    const full = path.join(rootDir, file)
    if (!fs.existsSync(full)) continue
    const text = fs.readFileSync(full, "utf8")
    actions.createNode({
      id: createNodeId(`${WATCHED_FILE_TYPE} ${file}`),
      file,
      text,
      internal: { type: WATCHED_FILE_TYPE, contentDigest: createContentDigest(text) },
    })
  }
}

/**
 * Sources the reference, the navigation tree and the watched files again. Generated pages that are no
 * longer generated lose their node; when the sources do not parse (reported with their file), the last good
 * pages and tree stay.
 */
export function sourceReferenceAgain(args: SourceNodesArgs, rootDir: string, stores: StoresOf, parse?: MdxParse): void {
  const created = new Set<string>()
  const recording = {
    ...args,
    actions: {
      ...args.actions,
      createNode: (node: { id: string }, ...rest: unknown[]) =>
        (created.add(node.id), (args.actions.createNode as (...a: unknown[]) => unknown)(node, ...rest)),
    },
  }
  sourceReferenceNodes(recording as SourceNodesArgs, rootDir, stores, parse)
  sourceWatchedFiles(args, rootDir)
  sourceNavigationNode(args, rootDir)
  if (created.size === 0) return
  for (const node of args.getNodesByType(GENERATED_DOC_TYPE)) {
    if (!created.has(node.id)) args.actions.deleteNode(node)
  }
}

/** Whether a changed file (relative to the site root) is one of the sources re-read by sourceReferenceAgain. */
export function isWatchedSource(file: string): boolean {
  return file.startsWith(`${SCHEMA_DIR}/`) || WATCHED_FILES.includes(file) || file === NAVIGATION_FILE || file === REDIRECTS_FILE
}

/**
 * In `gatsby develop`, watches content/schema, content/navigation.ts and the files beside the pages and
 * sources them again on every change (the MDX pages are watched by gatsby-source-filesystem): Gatsby then
 * re-runs createPages and the queries of the pages that changed, with no restart. Nothing is watched in a
 * build.
 */
export function watchSources(args: SourceNodesArgs, rootDir: string, stores: StoresOf, parse?: MdxParse): void {
  if (process.env.gatsby_executing_command !== "develop") return
  let timer: NodeJS.Timeout | undefined
  const changed = (dir: string) => (_event: string, name: string | Buffer | null) => {
    const file = path.posix.join(dir, String(name ?? ""))
    if (!isWatchedSource(file)) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      args.reporter.info(`${file} changed: sourcing the reference, the navigation and the checked files again`)
      sourceReferenceAgain(args, rootDir, stores, parse)
    }, 100)
  }
  for (const dir of [SCHEMA_DIR, path.posix.dirname(GLOSSARY_FILE)]) {
    if (fs.existsSync(path.join(rootDir, dir))) fs.watch(path.join(rootDir, dir), changed(dir))
  }
}
