// Set at build by webpack in the server renderer's bundle (src/build/bundles/searchBootstrap.ts makes it): the renderer carries the
// finished text, not the compiler and minifier that make it.
declare const STRATA_SEARCH_BOOTSTRAP: string

/** The search bootstrap as every page's inline script, right after the shell. */
export const searchBootstrapScript: string = STRATA_SEARCH_BOOTSTRAP
