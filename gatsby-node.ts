import os from "os"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { createPages as createDocPages } from "./src/build/pipeline"
import { siteBuild } from "./src/build/siteBuild"
import { withoutCommonsChunk } from "./src/build/bundles/bundleSplitting"
import { withSwcMinifier } from "./src/build/bundles/minifier"
import { CompileHints, SEARCH_DIALOG_MODULE } from "./src/build/bundles/compileHints"
import { CacheKeyedByLockfile } from "./src/build/bundles/buildDependencies"
import { EMPTY_MODULE, RENDERER_UNUSED_MODULES, UNUSED_BROWSER_MODULES, UNUSED_INSTANTSEARCH } from "./src/build/bundles/unusedRuntime"
import { applyContentSecurityPolicy } from "./src/build/hosting/cspBuildStep"
import { writeHostingHeaders } from "./src/build/hosting/headersBuildStep"
import { writeRedirects } from "./src/build/hosting/redirectsBuildStep"
import { site } from "./src/site"
import { createSchemaCustomization as customizeSchema } from "./src/build/source/schema"
import { sourceNavigationNode } from "./src/build/source/navigationSource"
import { sourceReferenceNodes } from "./src/build/source/referenceSource"
import { createSitePageResolvers } from "./src/build/emit/sitemap"
import { sourceWatchedFiles, watchSources } from "./src/build/source/watchedSources"
import { queriesInMainProcess } from "./src/build/kernel/workerPool"
import { searchBootstrapDefinition } from "./src/search/dialog/shell/bootstrapScript"
import { algoliaIndexName } from "./src/search/shared/settings"

// Gatsby compiles this file into .cache, so __dirname is not the site root; the working directory is.
const ROOT = process.cwd()
const CONTENT_DIR = path.join(ROOT, "content", "docs")
// What the hooks below share in this process: compiled pages, parsed bodies, the heap tuning (src/build/siteBuild).
const build = siteBuild(ROOT)

// Runs just before Gatsby starts its worker pool: on a small machine, page queries run in this process, so
// the worker that renders the HTML is started once, not twice (src/build/kernel/workerPool); and the build's
// heap tuning starts, unless STRATA_BUILD_MEMORY=off (src/build/kernel/memoryTuning).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (process.env.gatsby_executing_command !== "build") return
  const tuning = build.memory.atBootstrap()
  if (tuning) reporter.verbose(`The build's main process bounds its heap growth (${tuning})`)
  if (queriesInMainProcess(process.env, os.availableParallelism())) reporter.verbose("Page queries run in the main process (two cores or fewer)")
}

// From the browser bundles on, this process collects its heap when it waits; once the HTML worker renders the
// pages, it keeps its heap near what is live (src/build/kernel/memoryTuning).
export const onPreBuild: GatsbyNode["onPreBuild"] = () => build.memory.atBundles()

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) =>
  customizeSchema(args, CONTENT_DIR, build.compilers)

// SitePage.lastModified, the one field of a page's context the sitemap reads.
export const createResolvers: GatsbyNode["createResolvers"] = createSitePageResolvers

// The reference pages generated from content/schema (src/build/source/referenceSource), the glossary and
// sample IDs, and the navigation tree the layout reads; in develop, their files are watched (watchedSources).
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  sourceReferenceNodes(args, ROOT, build.mdx.parse)
  sourceWatchedFiles(args, ROOT)
  sourceNavigationNode(args, ROOT)
  watchSources(args, ROOT, build.mdx.parse)
}

// Read the site, check it, create its pages, emit the files beside them (src/build/pipeline).
export const createPages: GatsbyNode["createPages"] = (args) => createDocPages(args, build)

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
      plugins: [
        ...RENDERER_UNUSED_MODULES.map((pattern) => plugins.normalModuleReplacement(pattern, EMPTY_MODULE)),
        // gatsby-ssr.tsx starts the worker's idle collector only in this bundle (src/types/htmlWorker.d.ts).
        plugins.define({ STRATA_HTML_WORKER: "true" }),
      ],
    })
  }
  // Every bundle names the Algolia index this build syncs to, so a preview's readers search the preview (src/search/shared/readerIndexName).
  actions.setWebpackConfig({ plugins: [plugins.define({ STRATA_ALGOLIA_INDEX: JSON.stringify(algoliaIndexName(process.env)) })] })
  // The server renderer gets the search bootstrap's inline script as finished text (src/search/dialog/shell/bootstrapScript).
  if (stage === "build-html" || stage === "develop-html") actions.setWebpackConfig({ plugins: [plugins.define(searchBootstrapDefinition())] })
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(ROOT, "public")
  // The old paths of content/redirects.yaml: _redirects, nginx rules and a fallback page each (before the CSP step hashes its script).
  const redirects = writeRedirects(ROOT, publicDir, site)
  if (redirects > 0) reporter.info(`Redirects: ${redirects} old ${redirects === 1 ? "path" : "paths"} in public/_redirects, public/_redirects.nginx and a fallback page each`)
  const pages = applyContentSecurityPolicy(publicDir)
  reporter.info(`Content-Security-Policy: ${pages.length} pages, with their inline scripts' hashes (also in public/_headers)`)
  // Last of the steps that write into public/: the rules are computed from the files it holds.
  reporter.info(`Hosting headers: ${writeHostingHeaders(publicDir, pages)} rules in public/_headers (caching, security, content types)`)
}
