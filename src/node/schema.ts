import type { CreateSchemaCustomizationArgs } from "gatsby"
import { compiledPage, type MdxSource } from "./compiledPages"
import { routeFromFilePath } from "./routes"


/** Adds the typed front matter and the fields every page query reads: route and tree. */
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
        tree: { type: "JSON!", resolve: (node: MdxSource) => compiledPage(node).tree },
      },
    }),
  ])
}
