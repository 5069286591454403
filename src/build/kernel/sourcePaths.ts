import type { StageReads } from "./stageKey"

// Every source file the build names by path, from the site root, in one place: Gatsby runs a compiled copy of
// the build code from .cache, so `__dirname` cannot find them. A unit test proves each exists, so a moved file
// fails `npm test` here, before any build (__tests__/build/kernel/sourcePaths.test.ts).

/** The one template every documentation page is rendered with. */
export const PAGE_TEMPLATE = "src/templates/DocPage.tsx"
/** `gatsby develop` only: the page shown at the route of a page that does not compile. */
export const PROBLEM_PAGE_TEMPLATE = "src/templates/ProblemPage.tsx"
/** The search bootstrap's source, compiled and minified at build into every page's inline script. */
export const SEARCH_BOOTSTRAP_SOURCE = "src/search/dialog/shell/bootstrap.ts"
/** The modules webpack puts where the browser bundles and the renderer would load modules the site never runs. */
export const EMPTY_MODULE_SOURCE = "src/build/bundles/emptyModule.js"
export const UNUSED_INSTANTSEARCH_SOURCE = "src/build/bundles/unusedInstantSearch.js"
export const NO_HEAD_EXPORT_SOURCE = "src/build/bundles/noHeadExport.js"

/** The entry module of each part of the build that keeps results in .cache: its key is its import closure's. */
export const PAGE_COMPILER: StageReads = { code: ["src/build/compile/pageCompiler.ts"] }
export const CHECK_SITE: StageReads = { code: ["src/build/check/checkSite.ts"] }
export const EMIT_FILES: StageReads = { code: ["src/build/emit/emitFiles.ts"] }
/** Sourcing the reference reads HashiCorp's parse of the guides' Terraform (the runner below, in a child process). */
export const REFERENCE_SOURCE: StageReads = {
  code: ["src/build/source/referenceSource.ts"],
  files: ["src/build/kernel/tools/hclRunner.cjs"],
  packages: ["@cdktf/hcl2json"],
}
/** Each page's Markdown twin: the checks read it and the emitted files write it, from one store. */
export const TWINS: StageReads = { code: ["src/build/compile/markdown/twins.ts"] }

/** Every path above, for the test that proves each exists. */
export const SOURCE_PATHS: readonly string[] = [
  PAGE_TEMPLATE,
  PROBLEM_PAGE_TEMPLATE,
  SEARCH_BOOTSTRAP_SOURCE,
  EMPTY_MODULE_SOURCE,
  UNUSED_INSTANTSEARCH_SOURCE,
  NO_HEAD_EXPORT_SOURCE,
  ...[PAGE_COMPILER, CHECK_SITE, EMIT_FILES, REFERENCE_SOURCE, TWINS].flatMap((reads) => [...(reads.code ?? []), ...(reads.files ?? [])]),
]
