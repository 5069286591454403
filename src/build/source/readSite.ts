import path from "path"
import { MdxCompileError } from "../../mdx/treeTypes"
import type { IdentifiedNode } from "../../navigation/types"
import { parseSchemas, SCHEMA_DIR, type SchemaFileKind, type SchemaTexts } from "../../reference/sources"
import { typeLinks } from "../../reference/graphqlPages"
import { pageLineOffset } from "../compile/lineOffset"
import type { MdxSource, PageCompilers } from "../compile/pageCompiler"
import type { LastUpdated } from "../../layout/pageDate"
import { generatedSource, type GeneratedDocNode } from "./referenceSource"
import type { NavigationNode } from "./navigationSource"
import type { SiteModel, SitePage } from "../kernel/siteModel"
import type { RedirectList } from "../../redirects/redirectList"
import type { RouteHistory } from "../../redirects/types"

type Frontmatter = { title: string | null; description: string | null; searchWeight?: unknown } | null
type MdxNode = MdxSource & { route: string; frontmatter: Frontmatter }

/**
 * A page's `searchWeight`: a number above 0 and at most 1 (a page whose sections yield to the pages that define
 * what they name), or a problem at its front matter line.
 */
export function searchWeightOf(value: unknown, file: string, source: string): { searchWeight?: number; problem?: string } {
  if (value === null || value === undefined) return {}
  if (typeof value === "number" && value > 0 && value <= 1) return { searchWeight: value }
  const line = source.split("\n").findIndex((text) => /^searchWeight\s*:/.test(text)) + 1
  return { problem: `${file}:${line || 1}:1 searchWeight must be a number above 0 and at most 1 (it lowers how much the page's sections count in search), not ${JSON.stringify(value)}` }
}

/** What the data layer holds of the site: the answer of CONTENT_QUERY. */
export interface SiteContent {
  allMdx: { nodes: MdxNode[] }
  allGeneratedDoc: { nodes: GeneratedDocNode[] }
  allStrataSchemaFile: { nodes: { kind: SchemaFileKind; text: string }[] }
  /** Null when content/navigation.ts could not be read (sourcing reported why). */
  strataNavigation: Pick<NavigationNode, "tree" | "unlisted"> | null
}

export const CONTENT_QUERY = `
  {
    allMdx(sort: { internal: { contentFilePath: ASC } }) {
      nodes { id body route frontmatter { title description searchWeight } internal { contentFilePath } }
    }
    allGeneratedDoc(sort: { route: ASC }) {
      nodes { id body route sourceFile frontmatter { title description searchWeight } }
    }
    allStrataSchemaFile { nodes { kind text } }
    strataNavigation { tree unlisted }
  }
`

/** What the model is read with besides the data layer (files, git). */
export interface SiteInputs {
  rootDir: string
  navigation: IdentifiedNode[]
  unlisted: string[]
  compilers: PageCompilers
  /** The text of a hand-written page's file. */
  readFile(file: string): string
  /** The last-commit dates of the files under a folder of the site. */
  lastUpdated(dir: string): Map<string, LastUpdated>
  /** content/redirects.yaml, read; none when absent. */
  redirects?: RedirectList
  /** Every route git says the site served; unknown when not given (a site with no history to read). */
  routeHistory?(): RouteHistory
}

/**
 * The site model from the data layer's content: every page (hand-written, then generated) compiled once,
 * the schemas parsed once, the dates read once. A page that does not compile is kept without a tree and
 * its problems are listed, so the checks can report every problem of the site together.
 */
export function readSite(content: SiteContent, inputs: SiteInputs): SiteModel {
  const { rootDir } = inputs
  const relative = (file: string) => path.relative(rootDir, file)
  const schemaNodes = content.allStrataSchemaFile.nodes
  const texts = schemaNodes.length > 0 ? (Object.fromEntries(schemaNodes.map((file) => [file.kind, file.text])) as SchemaTexts) : undefined
  const schemas = texts && parseSchemas(texts)
  const compiler = inputs.compilers.forSchema(texts?.graphql)
  const compileProblems: string[] = []
  const frontOf = (front: Frontmatter, file: string, source: string) => {
    const { searchWeight, problem } = searchWeightOf(front?.searchWeight, file, source)
    if (problem) compileProblems.push(problem)
    return { title: front?.title ?? null, description: front?.description ?? null, ...(searchWeight === undefined ? {} : { searchWeight }) }
  }
  const page = (node: MdxSource, fields: Omit<SitePage, "id" | "body" | "compiled" | "treeDigest">): SitePage => {
    try {
      const compiled = compiler.compiled(node, fields.lineOffset)
      const treeDigest = compiler.elementsDigest(node, fields.lineOffset)
      return { id: node.id, body: node.body, ...fields, compiled, treeDigest }
    } catch (error) {
      if (!(error instanceof MdxCompileError)) throw error
      compileProblems.push(...error.message.split("\n").map((line) => line.replace(node.internal.contentFilePath, fields.file)))
      return { id: node.id, body: node.body, ...fields }
    }
  }
  const written = content.allMdx.nodes.map((node) => {
    const source = inputs.readFile(node.internal.contentFilePath)
    const file = relative(node.internal.contentFilePath)
    const front = frontOf(node.frontmatter, file, source)
    return page(node, { route: node.route, file, editFile: file, generated: false, ...front, source, lineOffset: pageLineOffset(node, () => source) })
  })
  const generated = content.allGeneratedDoc.nodes.map((node) => {
    const source = generatedSource(node, rootDir)
    const file = relative(source.internal.contentFilePath)
    const front = frontOf(node.frontmatter, file, node.body)
    return page(source, { route: node.route, file, editFile: node.sourceFile, generated: true, ...front, source: node.body, lineOffset: 0 })
  })
  return {
    rootDir,
    pages: [...written, ...generated],
    compileProblems,
    navigation: inputs.navigation,
    unlisted: inputs.unlisted,
    schemas,
    typeLinks: schemas ? typeLinks(schemas.graphql) : new Map(),
    lastUpdated: new Map([...inputs.lastUpdated("content/docs"), ...inputs.lastUpdated(SCHEMA_DIR)]),
    redirects: inputs.redirects?.redirects ?? [],
    redirectProblems: inputs.redirects?.problems ?? [],
    routeHistory: inputs.routeHistory?.() ?? { known: false, reason: "the build was given no history to read" },
  }
}
