import path from "path"
import { EMPTY_MODULE_SOURCE, NO_HEAD_EXPORT_SOURCE, UNUSED_INSTANTSEARCH_SOURCE } from "../kernel/sourcePaths"

/**
 * Two modules of Gatsby's browser runtime that this site never runs, swapped for an empty module in the
 * browser build so that the first load does not download them:
 * - the internal Partytown plugin's gatsby-browser, which does its work only in `gatsby develop` (in a
 *   production build it returns at once) and pulls in Partytown's integration snippet;
 * - the service-worker registration, required only when a plugin asks for a service worker, and none does.
 */
export const UNUSED_BROWSER_MODULES: RegExp[] = [
  /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser(\.js)?$/,
  /[\\/]\.cache[\\/]register-service-worker(\.js)?$/,
  /^\.\/register-service-worker$/,
]

// Gatsby compiles gatsby-node into .cache, so the paths start from the site root (the working directory).
export const EMPTY_MODULE = path.join(process.cwd(), EMPTY_MODULE_SOURCE)

/**
 * Gatsby's handler of a page's Head export, run on every page render: no page exports Head (react-helmet writes
 * the head), so a no-op stands in for it and its head utilities (about 3.5 KB minified of every first load).
 */
export const UNUSED_HEAD_EXPORT = {
  pattern: /[\\/]head[\\/]head-export-handler-for-browser(\.js)?$/,
  module: path.join(process.cwd(), NO_HEAD_EXPORT_SOURCE),
}

/**
 * InstantSearch modules the dialog never calls (no routing, `insights={false}`, no server-rendered
 * results), replaced by one module whose same-named exports say so if called. The URL router alone
 * brought `qs` with object-inspect, get-intrinsic and side-channel; together they were over a quarter
 * of the dialog's chunk, which the first search downloads.
 */
export const UNUSED_INSTANTSEARCH = {
  pattern: /[\\/](middlewares[\\/]createRouterMiddleware|middlewares[\\/]createInsightsMiddleware|utils[\\/]hydrateSearchClient)\.js$/,
  module: path.join(process.cwd(), UNUSED_INSTANTSEARCH_SOURCE),
}

/**
 * What the HTML renderer never runs: the search dialog (a lazy chunk the server never renders: the shell is
 * in the HTML, the dialog mounts on opening) is replaced by an empty module, which keeps InstantSearch out of
 * the renderer. The search bootstrap reaches the renderer already minified (searchBootstrap.ts), so no minifier runs there.
 */
export const RENDERER_UNUSED_MODULES: RegExp[] = [/[\\/]SearchDialog$/]
