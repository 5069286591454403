import path from "path"
import type { CreateSchemaCustomizationArgs } from "gatsby"
import type { MdxSource, PageCompilers } from "../compile/pageCompiler"
import { createNavigationType } from "./navigationSource"
import { createReferenceTypes, GENERATED_DOC_TYPE, generatedSource, SCHEMA_FILE_TYPE, type GeneratedDocNode } from "./referenceSource"
import { routeFromFilePath } from "./routes"
import { createWatchedFileType } from "./watchedSources"
import { pageLineOffset } from "../compile/lineOffset"

/** What a field resolver may ask of the data layer (the part of Gatsby's node model used here). */
interface ResolverContext {
  nodeModel: { findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<{ text: string } | null> }
}

/**
 * Adds the typed front matter and the fields every page query reads: route and the body as element
 * records, on Mdx nodes (hand-written pages) and on GeneratedDoc nodes (reference pages generated
 * from content/schema), which the one doc template reads the same way. The type links of the compiler
 * come from the data layer (the StrataSchemaFile node of strata.graphql), so every process compiles a
 * page to the same tree, and a page's query depends on the schema it links to.
 */
export function createSchemaCustomization(args: CreateSchemaCustomizationArgs, contentDir: string, compilers: PageCompilers): void {
  const { actions, schema } = args
  const rootDir = path.resolve(contentDir, "../..")
  const compilerFor = async (context: ResolverContext) => {
    const graphql = await context.nodeModel.findOne({ type: SCHEMA_FILE_TYPE, query: { filter: { kind: { eq: "graphql" } } } })
    return compilers.forSchema(graphql?.text)
  }
  actions.createTypes([
    `type MdxFrontmatter { title: String description: String searchWeight: JSON }`,
    schema.buildObjectType({
      name: "Mdx",
      interfaces: ["Node"],
      extensions: { infer: true },
      fields: {
        frontmatter: "MdxFrontmatter",
        route: {
          type: "String!",
          resolve: (node: MdxSource) => routeFromFilePath(contentDir, node.internal.contentFilePath),
        },
        elements: {
          type: "JSON!",
          resolve: async (node: MdxSource, _args: unknown, context: ResolverContext) => (await compilerFor(context)).elements(node, pageLineOffset(node)),
        },
      },
    }),
    schema.buildObjectType({
      name: GENERATED_DOC_TYPE,
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        route: "String!",
        body: "String!",
        sourceFile: "String!",
        frontmatter: "MdxFrontmatter",
        elements: {
          type: "JSON!",
          resolve: async (node: GeneratedDocNode, _args: unknown, context: ResolverContext) =>
            (await compilerFor(context)).elements(generatedSource(node, rootDir), 0),
        },
      },
    }),
  ])
  createReferenceTypes(args, rootDir)
  createNavigationType(args)
  createWatchedFileType(args)
}
