import { SEARCH_INDEX_NAME } from "./settings"

// What the browser's bundles are built with: webpack defines STRATA_ALGOLIA_INDEX from the build's
// ALGOLIA_INDEX_NAME (gatsby-node's onCreateWebpackConfig), so the dialog and insights name the index the
// build synced. Code run outside a bundle (tests) gets the production name.
declare const STRATA_ALGOLIA_INDEX: string | undefined

/** The Algolia index this build's readers search and send insights to. */
export const READER_INDEX_NAME: string = typeof STRATA_ALGOLIA_INDEX === "string" ? STRATA_ALGOLIA_INDEX : SEARCH_INDEX_NAME
