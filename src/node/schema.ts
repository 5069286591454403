import type { CreateSchemaCustomizationArgs } from "gatsby"
import { pageElements, type MdxSource } from "./compiledPages"
import { routeFromFilePath } from "./routes"


/** Adds the typed front matter and the fields every page query reads: route and the body as element records. */
export function createSchemaCustomization({ actions, schema }: CreateSchemaCustomizationArgs, contentDir: string): void {
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
  ])
}
