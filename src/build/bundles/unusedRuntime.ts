import path from "path"

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

// Gatsby compiles gatsby-node into .cache, so the path starts from the site root (the working directory).
export const EMPTY_MODULE = path.join(process.cwd(), "src", "build", "bundles", "emptyModule.js")
