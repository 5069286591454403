import os from "os"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { createPages as createDocPages } from "./src/build/pages/createPages"
import { withoutCommonsChunk } from "./src/build/bundles/bundleSplitting"
import { withSwcMinifier } from "./src/build/bundles/minifier"
import { CompileHints, SEARCH_DIALOG_MODULE } from "./src/build/bundles/compileHints"
import { CacheKeyedByLockfile } from "./src/build/bundles/buildDependencies"
import { EMPTY_MODULE, RENDERER_EXTERNALS, RENDERER_UNUSED_MODULES, UNUSED_BROWSER_MODULES, UNUSED_INSTANTSEARCH } from "./src/build/bundles/unusedRuntime"
import { applyContentSecurityPolicy } from "./src/build/hosting/cspBuildStep"
import { writeHostingHeaders } from "./src/build/hosting/headersBuildStep"
import { createSchemaCustomization as customizeSchema } from "./src/build/source/schema"
import { sourceNavigationNode } from "./src/build/source/navigationSource"
import { sourceReferenceNodes } from "./src/build/source/referenceSource"
import { createSitePageResolvers } from "./src/build/source/sitePageFields"
import { sourceWatchedFiles, watchSources } from "./src/build/source/watchedSources"
import { pageCompilers } from "./src/build/pages/pageCompiler"
import { compilerVersion, diskPageStore } from "./src/build/pages/pageStore"
import { sharedMdxParse } from "./src/build/pages/sharedParse"
import { queriesInMainProcess } from "./src/build/pages/workerPool"
import { boundHeapGrowth, idleCollector, ONCE_SETTLED } from "./src/build/pages/buildMemory"
import { typeLinks } from "./src/reference/graphqlPages"
import { buildSchema } from "graphql"

// Gatsby compiles this file into .cache, so __dirname is not the site root; the working directory is.
const ROOT = process.cwd()
const CONTENT_DIR = path.join(ROOT, "content", "docs")
// Each page body is parsed once for all the stages that read it (src/build/pages/sharedParse).
const mdx = sharedMdxParse()
// Compiled pages, shared by the field resolvers and createPages (one compiler per schema text), and kept in
// .cache for the query workers and the next build. A schema that does not parse links nothing: sourcing
// reports it with its file.
const compilers = pageCompilers(
  (graphql) => {
    try {
      return typeLinks(buildSchema(graphql))
    } catch {
      return new Map()
    }
  },
  diskPageStore(path.join(ROOT, ".cache", "strata-pages"), compilerVersion(ROOT)),
  mdx.parse,
)

// Runs just before Gatsby starts its worker pool: on a small machine, page queries run in this process, so
// the worker that renders the HTML is started once, not twice; and this process's heap grows by half what
// was live at most, not by up to four times (src/build/pages/buildMemory).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (process.env.gatsby_executing_command !== "build") return
  reporter.verbose(`The build's main process bounds its heap growth (${boundHeapGrowth()})`)
  if (queriesInMainProcess(process.env, os.availableParallelism())) reporter.verbose("Page queries run in the main process (two cores or fewer)")
}

// From the browser bundles on, this process collects its heap when it waits; once the HTML worker renders the
// pages, it keeps its heap near what is live (src/build/pages/buildMemory).
export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  idleCollector(ONCE_SETTLED)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) =>
  customizeSchema(args, CONTENT_DIR, compilers)

// SitePage.lastModified, the one field of a page's context the sitemap reads.
export const createResolvers: GatsbyNode["createResolvers"] = createSitePageResolvers

// The reference pages generated from content/schema (src/build/source/referenceSource), the glossary and
// sample IDs, and the navigation tree the layout reads; in develop, their files are watched (watchedSources).
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  sourceReferenceNodes(args, ROOT, mdx.parse)
  sourceWatchedFiles(args, ROOT)
  sourceNavigationNode(args, ROOT)
  watchSources(args, ROOT, mdx.parse)
}

// Read the site, check it, create its pages, emit the files beside them (src/build/pages/createPages).
export const createPages: GatsbyNode["createPages"] = (args) => createDocPages(args, ROOT, compilers, mdx)

// The Algolia sync is the local plugin gatsby-plugin-strata-algolia (listed in gatsby-config.ts).
// The browser build loads per page only what that page runs (src/build/bundles/bundleSplitting), is minified
// by swc (src/build/bundles/minifier), and its first-load scripts and the search dialog's chunk are compiled
// while they stream in (src/build/bundles/compileHints).
// The HTML renderer runs once, at build, on this machine: it goes without source maps (Gatsby makes them by
// default, for line numbers in SSR errors; the slowest part of building the renderer).
// Webpack's cache of each stage is keyed by the lockfile and the compiled gatsby files, not by a walk through
// every file Gatsby requires (src/build/bundles/buildDependencies).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  // Every stage Gatsby gives a persistent cache (src/build/bundles/buildDependencies).
  if (getConfig().cache) actions.setWebpackConfig({ plugins: [new CacheKeyedByLockfile(ROOT)] })
  if (stage === "build-javascript") {
    actions.replaceWebpackConfig(withSwcMinifier(withoutCommonsChunk(getConfig())))
    actions.setWebpackConfig({
      plugins: [
        ...UNUSED_BROWSER_MODULES.map((pattern) => plugins.normalModuleReplacement(pattern, EMPTY_MODULE)),
        plugins.normalModuleReplacement(UNUSED_INSTANTSEARCH.pattern, UNUSED_INSTANTSEARCH.module),
        new CompileHints(SEARCH_DIALOG_MODULE),
      ],
    })
  }
  if (stage === "build-html") {
    actions.setWebpackConfig({
      devtool: false,
      externals: [RENDERER_EXTERNALS],
      plugins: [
        ...RENDERER_UNUSED_MODULES.map((pattern) => plugins.normalModuleReplacement(pattern, EMPTY_MODULE)),
        // gatsby-ssr.tsx starts the worker's idle collector only in this bundle (src/types/htmlWorker.d.ts).
        plugins.define({ STRATA_HTML_WORKER: "true" }),
      ],
    })
  }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(ROOT, "public")
  const pages = applyContentSecurityPolicy(publicDir)
  reporter.info(`Content-Security-Policy: ${pages.length} pages, with their inline scripts' hashes (also in public/_headers)`)
  // Last of the steps that write into public/: the rules are computed from the files it holds.
  reporter.info(`Hosting headers: ${writeHostingHeaders(publicDir, pages)} rules in public/_headers (caching, security, content types)`)
}
