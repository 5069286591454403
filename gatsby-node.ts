import { sitePipeline } from "./src/build/pipeline"

// Every hook of the build runs its stages of src/build/pipeline.ts, where they are declared as records (name,
// hook, needs, reads, run). Gatsby compiles this file into .cache, so the site root is the working directory.
// The Algolia sync is the local plugin gatsby-plugin-strata-algolia (listed in gatsby-config.ts).
const pipeline = sitePipeline(process.cwd())

export const onPreBootstrap = pipeline.onPreBootstrap
export const createSchemaCustomization = pipeline.createSchemaCustomization
export const sourceNodes = pipeline.sourceNodes
export const createResolvers = pipeline.createResolvers
export const createPages = pipeline.createPages
export const onPreBuild = pipeline.onPreBuild
export const onCreateWebpackConfig = pipeline.onCreateWebpackConfig
export const onPostBuild = pipeline.onPostBuild
