import { checkExampleRuns } from "./exampleRuns"
import type { RunReport } from "./exampleRuns/runContexts"
import path from "path"
import type { Reporter } from "gatsby"
import { compiledPages, type SiteModel, type SitePage } from "../kernel/siteModel"
import { PUBLISHED_SCHEMA_FILES, SCHEMA_FILES } from "../../reference/sources"
import { readReleases } from "../../reference/releases"
import { checkPinnedVersions, TOOL_RELEASES_FILE } from "../../reference/toolReleases"
import { checkResourceWording } from "../../reference/resourceChecks"
import { missingNotes, releaseChanges } from "../../reference/changelogPage"
import { checkDuplicateRoutes, checkFrontMatter, checkNavigationCoverage } from "./checks"
import { checkContentConsistency } from "./consistencySources"
import { checkExamples } from "./exampleChecks"
import type { CodeBlock } from "./exampleChecks/codeBlocks"
import type { JsonStore } from "../kernel/pageStore"
import type { MdxParse } from "../../mdx/compiler/parseMdx"
import { checkLinks } from "./links"
import { checkArticles } from "./articles"
import { schemaSourceText } from "./schemaSourceText"
import { checkMarkdownFiles } from "./markdownFileChecks"
import { NAVIGATION_FILE, REDIRECTS_FILE } from "../kernel/sourceFiles"
import { checkRedirects } from "../../redirects/redirectChecks"
import { checkLostRoutes } from "./lostRoutes"
import { flattenLinks } from "../../navigation/flatten"

export interface SiteProblems {
  /** "file[:line[:column]] message", every problem of the site. */
  problems: string[]
  /**
   * "file:line message" for what is allowed but should change (a hand-written example using a deprecated field, or
   * changing what forces replacement or deletes data without saying so).
   */
  warnings: string[]
  /** Lines for the build log: what the checks covered. */
  summary: string[]
}

/**
 * Every content check of the site: pages that do not compile, front matter, routes, the navigation tree,
 * links and anchors, names and sample IDs (content/glossary.md, content/samples.yaml), and every example
 * of the hand-written pages against content/schema (generated pages are built from it), the backslash
 * escapes readers would see in the Markdown twins and llms files, and "a" or "an" before a name that takes
 * the other one; and the redirects of content/redirects.yaml, with every route the site ever served (from git) still
 * a page or redirected. `codeBlocks` keeps each page's parsed code blocks between builds, `twins` each page's
 * Markdown (the build writes the twins from it); `parse` is the build's shared one.
 */
export function checkSite(
  site: SiteModel,
  codeBlocks?: JsonStore<CodeBlock[]>,
  parse?: MdxParse,
  twins?: JsonStore<string>,
  exampleRuns?: JsonStore<RunReport>,
): SiteProblems {
  const summary: string[] = []
  const warnings: string[] = []
  const problems = [
    ...site.compileProblems,
    ...checkFrontMatter(site.pages),
    ...checkDuplicateRoutes(site.pages),
    ...checkNavigationCoverage(site.navigation, site.pages, NAVIGATION_FILE, site.unlisted, site.redirects),
    // Only links of pages that compiled: a page with MDX errors is already reported above.
    ...checkLinks(
      compiledPages(site).map((page) => ({ file: page.file, route: page.route, links: page.compiled.links, anchors: page.compiled.anchors })),
      PUBLISHED_SCHEMA_FILES.map((file) => `/schema/${path.basename(file)}`),
      site.redirects,
    ),
    ...site.redirectProblems,
    ...checkRedirects(
      site.redirects,
      site.pages.map((page) => ({ route: page.route, file: page.file, anchors: page.compiled?.anchors ?? [] })),
      REDIRECTS_FILE,
    ),
    ...checkContentConsistency(site.rootDir, site.pages.map((page) => ({ file: page.file, source: page.source }))),
    ...checkMarkdownFiles(site, twins, parse),
    ...checkArticles(
      site.pages.map((page) => ({ ...page, schemaFile: page.generated ? page.editFile : undefined })),
      (file) => schemaSourceText(site.schemas?.texts, file),
    ),
  ]
  const routes = checkLostRoutes(
    site.routeHistory,
    new Set(site.pages.map((page) => page.route)),
    new Set(site.redirects.map((redirect) => redirect.from)),
    REDIRECTS_FILE,
  )
  problems.push(...routes.problems)
  summary.push(routes.summary)
  if (site.schemas) {
    // The reference's wording: resources.yaml says what each attribute does and what destroying a resource deletes,
    // and each API change has a note saying what a client must do.
    problems.push(...checkResourceWording(site.schemas.resources, site.schemas.texts.resources))
    const releases = site.schemas.releases ?? readReleases(site.rootDir, SCHEMA_FILES.graphql, { releases: site.schemas.texts.releases, current: site.schemas.texts.graphql })
    problems.push(...missingNotes(releaseChanges(releases)))
    // Every version of a tool a page pins (stratactl 1.4.0, ~> 1.4, v1.4.0) has release notes.
    const pins = checkPinnedVersions(site.pages.map((page) => ({ file: page.file, source: page.source })), site.schemas.tools)
    problems.push(...pins.problems)
    summary.push(`${pins.pins} pinned tool versions checked against ${TOOL_RELEASES_FILE}`)
    const checked = (page: SitePage) => ({ file: page.file, body: page.body, lineOffset: page.lineOffset })
    // The generated reference pages' Terraform examples are parsed and checked like the guides'.
    const examples = checkExamples(
      site.pages.filter((page) => !page.generated).map(checked),
      site.schemas,
      codeBlocks,
      parse,
      site.pages.filter((page) => page.generated).map(checked),
      flattenLinks(site.navigation).map((link) => link.href),
    )
    problems.push(...examples.problems)
    warnings.push(...examples.warnings)
    summary.push(examples.summary)
    // Behaviour is run, not stated: every request shown with a response runs on the workspace model.
    const runs = checkExampleRuns(site.rootDir, site.schemas, examples.blocks, examples.terraformJson, exampleRuns)
    problems.push(...runs.problems)
    summary.push(...runs.summary)
  }
  return { problems, warnings, summary }
}

/** The build's message listing every problem, one a line. */
export function describeProblems(problems: string[]): string {
  return `Content errors (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`
}

/** Logs the checks' summary and warnings and reports the problems; whether the build goes on (develop always does). */
export function reportChecks(
  reporter: Pick<Reporter, "info" | "warn" | "panicOnBuild">,
  { problems, warnings, summary }: SiteProblems,
  developing: boolean,
): boolean {
  summary.forEach((line) => reporter.info(line))
  warnings.forEach((line) => reporter.warn(line))
  // A build stops here; `gatsby develop` shows the problems and keeps serving the pages that compiled.
  if (problems.length > 0) reporter.panicOnBuild(describeProblems(problems))
  return problems.length === 0 || developing
}
