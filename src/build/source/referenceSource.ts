import fs from "fs"
import path from "path"
import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby"
import matter from "gray-matter"
import type { ReferencePage } from "../../reference/pageModel"
import { hasSchemas, readSchemas } from "../../reference/readSchemas"
import { referencePages } from "../../reference/referencePages"
import { SCHEMA_FILES, type SchemaFileKind } from "../../reference/sources"
import { operationUsages, pageUsages, type GuidePage, type UsedInSection } from "../../reference/usedIn"
import type { MdxSource } from "../compile/pageCompiler"
import type { MdxParse } from "../../mdx/compiler/parseMdx"
import { digestOf, kept, type JsonStore } from "../kernel/pageStore"
import { routeFromFilePath } from "./routes"
import { contextConfiguration } from "../kernel/workspaceConfig"
import type { HclParse } from "../kernel/tools/hcl"
import { permissionSummary } from "../../workspace/permissionSummary"
import { recordTypes } from "../../workspace/schemaModel"
import { parseMdx } from "../../mdx/compiler/parseMdx"

// The schema sources of content/schema enter the data layer here: one StrataSchemaFile node per file
// (createPages reads them back to check the examples), and one GeneratedDoc node per reference page
// generated from them. A GeneratedDoc has the fields an Mdx node has (body, route, front matter,
// elements), so the one doc template and the one compile path serve it. They are nodes of their own
// type because gatsby-plugin-mdx owns the Mdx type and Gatsby refuses nodes of a type another plugin owns.

/** The stores in .cache of what sourcing keeps between builds, by name (keyed by the code that makes it). */
export type StoresOf = <T>(name: string) => JsonStore<T> | undefined

export const SCHEMA_FILE_TYPE = "StrataSchemaFile"
export const GENERATED_DOC_TYPE = "GeneratedDoc"

export interface GeneratedDocNode {
  id: string
  route: string
  body: string
  sourceFile: string
  frontmatter: { title: string; description: string; searchWeight?: number }
}

/** Where messages and the compiler place a generated page: its source file, and the page it became. */
export function generatedFilePath(sourceFile: string, route: string): string {
  return `${sourceFile} (generated ${route})`
}

/** The node a generated page is compiled from, shaped like an Mdx node. */
export function generatedSource(node: GeneratedDocNode, rootDir: string): MdxSource {
  return {
    id: node.id,
    body: node.body,
    internal: { contentFilePath: path.join(rootDir, generatedFilePath(node.sourceFile, node.route)) },
  }
}

/** The node types of the reference sources (the compiler's type links are read from the StrataSchemaFile node of strata.graphql). */
export function createReferenceTypes({ actions }: CreateSchemaCustomizationArgs, _rootDir: string): void {
  actions.createTypes(`
    type ${SCHEMA_FILE_TYPE} implements Node @dontInfer { kind: String! file: String! text: String! }
  `)
}

const CONTENT_DIR = "content/docs"

/** The hand-written pages, for "Used in": each page's route, title and body, read from content/docs. */
export function readGuidePages(rootDir: string): GuidePage[] {
  const dir = path.join(rootDir, CONTENT_DIR)
  if (!fs.existsSync(dir)) return []
  const files = (fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).filter((file) => file.endsWith(".mdx")).sort()
  return files.map((file) => {
    const { data, content } = matter(fs.readFileSync(path.join(dir, file), "utf8"))
    return { route: routeFromFilePath(dir, path.join(dir, file)), title: String(data.title ?? ""), body: content }
  })
}

/**
 * Reads, parses and generates; a source that doesn't parse fails the build naming its file. The pages are
 * kept in .cache by everything they are made from (the sources, the schema of each release, the operations
 * the guides run, the build code), as finding the operations in the guides takes seconds.
 * `parse` is the build's shared one (src/build/compile/sharedParse).
 */
export function sourceReferenceNodes(
  { actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs,
  rootDir: string,
  store: StoresOf,
  parse?: MdxParse,
): void {
  if (!hasSchemas(rootDir)) return
  let pages: ReferencePage[]
  let schemas: ReturnType<typeof readSchemas>
  try {
    schemas = readSchemas(rootDir)
    const parsed = schemas
    // Finding the operations each guide runs parses it: kept per guide, so an edited guide is parsed again, not the others.
    const usages = store<[string, UsedInSection][]>("strata-used-in")
    const usedIn = operationUsages(readGuidePages(rootDir), parsed.graphql, (page) =>
      kept(usages, digestOf(parsed.texts.graphql, page.route, page.title, page.body), () => pageUsages(page, parsed.graphql, parse)),
    )
    // The texts of releases.yaml and strata.graphql are in `texts`; the snapshots of the older releases are added, so an edited one rebuilds the changelog.
    const released = (parsed.releases ?? []).map((release) => [release.schema, release.text])
    // Who may do what is read off the sample workspace's configuration (the tutorials' and guides' Terraform), not restated.
    const configuration = contextConfiguration(rootDir, "samples", parse ?? parseMdx, store<HclParse[]>("strata-configuration-hcl"))
    const permissions = permissionSummary(configuration, recordTypes(parsed.graphql))
    const key = digestOf(JSON.stringify(parsed.texts), JSON.stringify(released), JSON.stringify([...usedIn]), JSON.stringify(permissions))
    pages = kept(store<ReferencePage[]>("strata-reference"), key, () => referencePages(parsed, { usedIn, permissions }))
  } catch (error) {
    reporter.panicOnBuild(`Reference sources: ${(error as Error).message}`)
    return
  }
  for (const kind of Object.keys(SCHEMA_FILES) as SchemaFileKind[]) {
    const text = schemas.texts[kind]
    actions.createNode({
      id: createNodeId(`${SCHEMA_FILE_TYPE} ${kind}`),
      kind,
      file: SCHEMA_FILES[kind],
      text,
      internal: { type: SCHEMA_FILE_TYPE, contentDigest: createContentDigest(text) },
    })
  }
  for (const page of pages) {
    const fields = {
      route: page.route,
      body: page.body,
      sourceFile: SCHEMA_FILES[page.source],
      frontmatter: { title: page.title, description: page.description, ...(page.searchWeight === undefined ? {} : { searchWeight: page.searchWeight }) },
    }
    actions.createNode({
      id: createNodeId(`${GENERATED_DOC_TYPE} ${page.route}`),
      ...fields,
      internal: { type: GENERATED_DOC_TYPE, contentDigest: createContentDigest(fields) },
    })
  }
  reporter.info(`Reference: ${pages.length} pages generated from ${Object.values(SCHEMA_FILES).join(", ")}`)
}
