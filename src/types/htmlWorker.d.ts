// True in the server renderer of `gatsby build` (the HTML worker's bundle), defined by webpack in gatsby-node's
// onCreateWebpackConfig; not defined anywhere else (develop's renderer, tests).
declare const STRATA_HTML_WORKER: boolean | undefined

// True in the browser bundles of `gatsby build` (src/build/bundles/webpackStages.ts); not defined in develop, the
// server renderer or tests. Text written into the server's HTML only is left out where it is true.
declare const STRATA_BROWSER_BUNDLE: boolean | undefined
