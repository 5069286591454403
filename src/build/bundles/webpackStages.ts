import type { CreateWebpackConfigArgs } from "gatsby"
import { withoutCommonsChunk } from "./bundleSplitting"
import { withSwcMinifier } from "./minifier"
import { CompileHints, SEARCH_DIALOG_MODULE } from "./compileHints"
import { CacheKeyedByLockfile } from "./buildDependencies"
import { EMPTY_MODULE, RENDERER_UNUSED_MODULES, UNUSED_BROWSER_MODULES, UNUSED_HEAD_EXPORT, UNUSED_INSTANTSEARCH } from "./unusedRuntime"
import { searchBootstrapDefinition } from "./searchBootstrap"
import { SHARED_IN_DIALOG, oneCopyAlias } from "./sharedCopies"
import { algoliaIndexName } from "../../search/shared/settings"

/**
 * Each webpack bundle's settings, for onCreateWebpackConfig (called once per bundle):
 * - every bundle Gatsby gives a persistent cache keys it by the lockfile and the compiled gatsby files, not by a
 *   walk through every file Gatsby requires (buildDependencies);
 * - the browser build loads per page only what that page runs (bundleSplitting), is minified by swc (minifier),
 *   its first-load scripts and the search dialog's chunk are compiled while they stream in (compileHints), and
 *   the dialog's chunk carries one copy of InstantSearch's helpers where npm installed several (sharedCopies);
 * - the HTML renderer runs once, at build, on this machine: no source maps (Gatsby makes them for line numbers
 *   in SSR errors; the slowest part of building the renderer), and no search dialog or InstantSearch;
 * - every bundle names the Algolia index this build syncs to, so a preview's readers search the preview;
 * - the server renderer gets the search bootstrap's inline script as finished text;
 * - the browser build knows it is one (STRATA_BROWSER_BUNDLE), so text only the server writes into the HTML (the
 *   sidebar's inline script) stays out of it.
 */
export function webpackStages({ stage, getConfig, actions, plugins }: CreateWebpackConfigArgs, rootDir: string): string {
  if (getConfig().cache) actions.setWebpackConfig({ plugins: [new CacheKeyedByLockfile(rootDir)] })
  if (stage === "build-javascript") {
    actions.replaceWebpackConfig(withSwcMinifier(withoutCommonsChunk(getConfig())))
    actions.setWebpackConfig({
      resolve: { alias: oneCopyAlias(rootDir, SHARED_IN_DIALOG) },
      plugins: [
        ...UNUSED_BROWSER_MODULES.map((pattern) => plugins.normalModuleReplacement(pattern, EMPTY_MODULE)),
        plugins.normalModuleReplacement(UNUSED_INSTANTSEARCH.pattern, UNUSED_INSTANTSEARCH.module),
        plugins.normalModuleReplacement(UNUSED_HEAD_EXPORT.pattern, UNUSED_HEAD_EXPORT.module),
        new CompileHints(SEARCH_DIALOG_MODULE),
        plugins.define({ STRATA_BROWSER_BUNDLE: "true" }),
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
  actions.setWebpackConfig({ plugins: [plugins.define({ STRATA_ALGOLIA_INDEX: JSON.stringify(algoliaIndexName(process.env)) })] })
  if (stage === "build-html" || stage === "develop-html") actions.setWebpackConfig({ plugins: [plugins.define(searchBootstrapDefinition())] })
  return stage
}
