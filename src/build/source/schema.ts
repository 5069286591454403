import path from "path"
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { pageElements, type MdxSource } from "../pages/compiledPages"
import { createNavigationType } from "./navigationSource"
import { createReferenceTypes, GENERATED_DOC_TYPE, generatedSource, type GeneratedDocNode } from "./referenceSource"
import { routeFromFilePath } from "./routes"

/**
 * Adds the typed front matter and the fields every page query reads: route and the body as element
 * records, on Mdx nodes (hand-written pages) and on GeneratedDoc nodes (reference pages generated
 * from content/schema), which the one doc template reads the same way.
 */
export function createSchemaCustomization(args: CreateSchemaCustomizationArgs, contentDir: string): void {
  const { actions, schema } = args
  const rootDir = path.resolve(contentDir, "../..")
  actions.createTypes([
    `type MdxFrontmatter { title: String description: String }`,
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
        elements: { type: "JSON!", resolve: (node: MdxSource) => pageElements(node) },
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
        elements: { type: "JSON!", resolve: (node: GeneratedDocNode) => pageElements(generatedSource(node, rootDir)) },
      },
    }),
  ])
  createReferenceTypes(args, rootDir)
  createNavigationType(args)
}
