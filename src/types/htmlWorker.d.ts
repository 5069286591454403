// True in the server renderer of `gatsby build` (the HTML worker's bundle), defined by webpack in gatsby-node's
// onCreateWebpackConfig; not defined anywhere else (develop's renderer, tests).
declare const STRATA_HTML_WORKER: boolean | undefined
