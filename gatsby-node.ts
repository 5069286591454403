import path from "path"
import type { GatsbyNode } from "gatsby"
import { createPages as createDocPages } from "./src/build/pages/createPages"
import { withoutCommonsChunk } from "./src/build/bundles/bundleSplitting"
import { applyContentSecurityPolicy } from "./src/build/hosting/cspBuildStep"
import { writeHostingHeaders } from "./src/build/hosting/headersBuildStep"
import { writeRobotsTxt } from "./src/build/emit/robots"
import { site } from "./src/site"
import { createSchemaCustomization as customizeSchema } from "./src/build/source/schema"
import { sourceNavigationNode } from "./src/build/source/navigationSource"
import { sourceReferenceNodes } from "./src/build/source/referenceSource"

// Gatsby compiles this file into .cache, so __dirname is not the site root; the working directory is.
const ROOT = process.cwd()
const CONTENT_DIR = path.join(ROOT, "content", "docs")

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) =>
  customizeSchema(args, CONTENT_DIR)

// The reference pages generated from content/schema (src/build/source/referenceSource), and the navigation tree the layout reads.
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  sourceReferenceNodes(args, ROOT)
  sourceNavigationNode(args)
}

export const createPages: GatsbyNode["createPages"] = (args) => createDocPages(args, ROOT)

// The Algolia sync is the local plugin gatsby-plugin-strata-algolia (listed in gatsby-config.ts).
// The browser build loads per page only what that page runs (src/build/bundles/bundleSplitting).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "build-javascript") actions.replaceWebpackConfig(withoutCommonsChunk(getConfig()))
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(ROOT, "public")
  writeRobotsTxt(publicDir, site.siteUrl)
  const pages = applyContentSecurityPolicy(publicDir)
  reporter.info(`Content-Security-Policy: ${pages.length} pages, with their inline scripts' hashes (also in public/_headers)`)
  // Last of the steps that write into public/: the rules are computed from the files it holds.
  reporter.info(`Hosting headers: ${writeHostingHeaders(publicDir, pages)} rules in public/_headers (caching, security, content types)`)
}
