import type { SiteCheck } from "./siteCheck"
import { compileProblems } from "./mdx/compileProblems"
import { frontMatter } from "./navigation/frontMatter"
import { duplicateRoutes } from "./navigation/duplicateRoutes"
import { treeCoverage } from "./navigation/treeCoverage"
import { links } from "./links/links"
import { redirects } from "./redirects/redirectTargets"
import { consistency } from "./prose/consistencySources"
import { markdownFiles } from "./prose/markdownFiles"
import { articles } from "./prose/articles"
import { spelling } from "./prose/spelling"
import { lostRoutes } from "./redirects/lostRoutes"
import { resourceWording } from "./reference/resourceWording"
import { releaseNotes } from "./reference/releaseNotes"
import { pinnedVersions } from "./reference/pinnedVersions"
import { graphqlBlocks } from "./graphql/graphqlBlocks"
import { hclBlocks } from "./hcl/hclBlocks"
import { hclProjects } from "./hcl/hclProjects"
import { cueBlocks } from "./cue/cueBlocks"
import { errorCodes } from "./reference/errorCodes"
import { operationExamples } from "./reference/operationExamples"
import { operationBehaviour } from "./reference/operationBehaviour"
import { retryAdvice } from "./reference/retryAdvice"
import { deprecatedFields } from "./graphql/deprecatedFields"
import { scriptOperations } from "./graphql/scriptOperations"
import { embeddedGraphql } from "./graphql/embeddedGraphql"
import { declaredTypes } from "./graphql/declaredTypes"
import { createInputs } from "./graphql/createInputs"
import { mermaidDiagrams } from "./mermaid/mermaidDiagrams"
import { destructiveExamples } from "./reference/destructiveExamples"
import { exampleRuns } from "./runs/exampleRuns"

// Adding a check: write its module in the folder of its field (one SiteCheck export), and list it here once.

/** Every content check of the site, in the order they run and report: pages, routes and links, prose, the reference, examples, runs. */
export const SITE_CHECKS: readonly SiteCheck[] = [
  compileProblems,
  frontMatter,
  duplicateRoutes,
  treeCoverage,
  links,
  redirects,
  consistency,
  markdownFiles,
  articles,
  lostRoutes,
  resourceWording,
  releaseNotes,
  pinnedVersions,
  // The example checks: each adds a clause to the build log's "Examples: …" line, in this order.
  graphqlBlocks,
  hclBlocks,
  hclProjects,
  cueBlocks,
  errorCodes,
  operationExamples,
  operationBehaviour,
  retryAdvice,
  deprecatedFields,
  scriptOperations,
  embeddedGraphql,
  declaredTypes,
  createInputs,
  mermaidDiagrams,
  destructiveExamples,
  exampleRuns,
  // Last: its worker (cspell) starts before every check and reads the pages while they run, so its answer is ready here.
  spelling,
]

const unique = (values: string[]) => [...new Set(values)]

/**
 * What the checks run outside the build's code, as they declare it: the parsers' runner files and the files they read
 * (from the site root: the spell check's dictionary and settings), and their npm packages. The check stage's cache key
 * is made from it, so a new runner, parser version or dictionary word runs the checks again.
 */
export const CHECK_TOOLS: { files: string[]; packages: string[] } = {
  files: unique(SITE_CHECKS.flatMap((check) => check.tools?.files ?? [])),
  packages: unique(SITE_CHECKS.flatMap((check) => check.tools?.packages ?? [])),
}
