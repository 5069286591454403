import path from "path"
import type { GatsbyNode } from "gatsby"
import { createPages as createDocPages } from "./src/node/createPages"
import { createSchemaCustomization as customizeSchema } from "./src/node/schema"

// Gatsby compiles this file into .cache, so __dirname is not the site root; the working directory is.
const ROOT = process.cwd()
const CONTENT_DIR = path.join(ROOT, "content", "docs")

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) =>
  customizeSchema(args, CONTENT_DIR)

export const createPages: GatsbyNode["createPages"] = (args) => createDocPages(args, ROOT)
