import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { MdxCompileError } from "../../mdx/compiler/types"
import { unlistedRoutes } from "../../../content/navigation"
import { navigationTree } from "../../navigation/tree"
import { checkDuplicateRoutes, checkFrontMatter, checkNavigationCoverage, type SourcedPage } from "../check/checks"
import { compiledPage, pageElements, type MdxSource } from "./compiledPages"
import { checkContentConsistency } from "../check/consistencySources"
import { gitIn, readLastUpdated } from "../source/lastUpdated"
import { checkLinks, type LinkedPage } from "../check/links"
import { describeMarkdownFiles, writeMarkdownFiles } from "../emit/markdownFiles"
import { pageChrome } from "./pageChrome"
import { describeSearchIndex, saveSearchRecords, siteRecords, writeSearchIndex } from "../emit/searchIndex"
import type { PageForSearch } from "../../search/records"
import { parseSchemas, SCHEMA_DIR, type SchemaFileKind, type SchemaTexts } from "../../reference/sources"
import { GRAPHQL_ROUTE, typeLinks } from "../../reference/graphqlPages"
import { generatedSource, type GeneratedDocNode } from "../source/referenceSource"
import { PUBLISHED_SCHEMA_FILES, publishSchemaFiles } from "../emit/schemaFiles"
import { checkExamples } from "../check/exampleChecks"
import { bodyLineOffset } from "../source/routes"

type PageNode = MdxSource & {
  route: string
  frontmatter: { title: string | null; description: string | null } | null
}

interface PagesQuery {
  allMdx: { nodes: PageNode[] }
  allGeneratedDoc: { nodes: GeneratedDocNode[] }
  allStrataSchemaFile: { nodes: { kind: SchemaFileKind; text: string }[] }
}

const TEMPLATE = "src/templates/DocPage.tsx"
const NAVIGATION_FILE = "content/navigation.ts"

/** One page per MDX file, all through the one doc template, once every content check passes; then the search index. */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs, rootDir: string): Promise<void> {
  const result = await graphql<PagesQuery>(`
    {
      allMdx(sort: { internal: { contentFilePath: ASC } }) {
        nodes { id body route frontmatter { title description } internal { contentDigest contentFilePath } }
      }
      allGeneratedDoc(sort: { route: ASC }) {
        nodes { id body route sourceFile frontmatter { title description } internal { contentDigest } }
      }
      allStrataSchemaFile { nodes { kind text } }
    }
  `)
  if (result.errors?.length || !result.data) {
    reporter.panicOnBuild(`Could not read the content: ${(result.errors ?? []).map((e: Error) => e.message).join("\n")}`)
    return
  }
  // Generated reference pages join the hand-written ones here and take the same path from now on; their
  // "file" in messages is their source file and route, their edit link and date those of the source file.
  const generated = result.data.allGeneratedDoc.nodes
  const nodes: PageNode[] = [
    ...result.data.allMdx.nodes,
    ...generated.map((node) => ({ ...generatedSource(node, rootDir), route: node.route, frontmatter: node.frontmatter })),
  ]
  const editFiles = new Map(generated.map((node) => [node.id, node.sourceFile]))
  const relative = (file: string) => path.relative(rootDir, file)
  const sourceText = (node: PageNode) => (editFiles.has(node.id) ? node.body : fs.readFileSync(node.internal.contentFilePath, "utf8"))
  const problems: string[] = []
  // Compile every page here, so all MDX errors of the site are listed together with the other checks.
  const headings = new Map<string, ReturnType<typeof compiledPage>["headings"]>()
  const digests = new Map<string, string>()
  const linked: LinkedPage[] = []
  const searchable: PageForSearch[] = []
  for (const node of nodes) {
    try {
      const compiled = compiledPage(node)
      headings.set(node.id, compiled.headings)
      digests.set(node.id, createHash("sha1").update(JSON.stringify(pageElements(node))).digest("hex"))
      linked.push({ file: relative(node.internal.contentFilePath), route: node.route, links: compiled.links, anchors: compiled.anchors })
      if (!unlistedRoutes.includes(node.route)) {
        searchable.push({ route: node.route, title: node.frontmatter?.title ?? "", description: node.frontmatter?.description ?? "", tree: compiled.tree })
      }
    } catch (error) {
      if (!(error instanceof MdxCompileError)) throw error
      problems.push(...error.message.split("\n").map((line) => line.replace(node.internal.contentFilePath, relative(node.internal.contentFilePath))))
    }
  }
  const pages: SourcedPage[] = nodes.map((node) => ({
    route: node.route,
    file: relative(node.internal.contentFilePath),
    title: node.frontmatter?.title,
    description: node.frontmatter?.description,
  }))
  problems.push(
    ...checkFrontMatter(pages),
    ...checkDuplicateRoutes(pages),
    ...checkNavigationCoverage(navigationTree, pages, NAVIGATION_FILE, unlistedRoutes),
    // Only links of pages that compiled: a page with MDX errors is already reported above.
    ...checkLinks(linked, PUBLISHED_SCHEMA_FILES.map((file) => `/schema/${path.basename(file)}`)),
    // Names, limits and timeouts as content/glossary.md fixes them; sample IDs from content/samples.yaml.
    ...checkContentConsistency(
      rootDir,
      nodes.map((node) => ({ file: relative(node.internal.contentFilePath), source: sourceText(node) })),
    ),
  )
  // Every example of the hand-written pages against content/schema (generated pages are built from it).
  const schemaFiles = result.data.allStrataSchemaFile.nodes
  const schemas = schemaFiles.length > 0 ? parseSchemas(Object.fromEntries(schemaFiles.map((file) => [file.kind, file.text])) as SchemaTexts) : undefined
  if (schemas) {
    const examples = checkExamples(
      result.data.allMdx.nodes.map((node) => {
        const raw = fs.readFileSync(node.internal.contentFilePath, "utf8")
        return { file: relative(node.internal.contentFilePath), body: node.body, lineOffset: bodyLineOffset(raw, node.body) }
      }),
      schemas,
    )
    problems.push(...examples.problems)
    for (const warning of examples.warnings) reporter.warn(warning)
    reporter.info(examples.summary)
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content errors (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`)
    return
  }
  const lastUpdated = new Map([...readLastUpdated("content/docs", gitIn(rootDir)), ...readLastUpdated(SCHEMA_DIR, gitIn(rootDir))])
  for (const [index, node] of nodes.entries()) {
    const chrome = pageChrome({ ...pages[index], file: editFiles.get(node.id) ?? pages[index].file }, navigationTree, lastUpdated)
    // The tree's digest is in the context so a change of the compiler (same MDX, new output) changes the
    // context, which makes Gatsby re-run the page query instead of reusing its cached result.
    const context = { id: node.id, headings: headings.get(node.id), treeDigest: digests.get(node.id), ...chrome }
    actions.createPage({ path: node.route, component: path.join(rootDir, TEMPLATE), context })
  }
  reporter.info(`Created ${nodes.length} documentation pages (${generated.length} generated from ${SCHEMA_DIR})`)
  publishSchemaFiles(rootDir, path.join(rootDir, "public"))
  const typeMentions = linked.filter((page) => !page.file.startsWith(SCHEMA_DIR)).flatMap((page) => page.links).filter((link) => link.href.startsWith(`${GRAPHQL_ROUTE}/`))
  reporter.info(`Type links: ${typeMentions.length} links from hand-written pages to GraphQL reference entries`)
  const sources = nodes.map((node) => ({ route: node.route, title: node.frontmatter?.title ?? "", description: node.frontmatter?.description ?? "", body: node.body }))
  reporter.info(describeMarkdownFiles(writeMarkdownFiles(sources, navigationTree, path.join(rootDir, "public"), unlistedRoutes, schemas && typeLinks(schemas.graphql))))
  const indexStarted = Date.now()
  const records = siteRecords(searchable)
  const stats = writeSearchIndex(records, path.join(rootDir, "public"))
  reporter.info(describeSearchIndex(stats, Date.now() - indexStarted))
  saveSearchRecords(records, rootDir)
}
