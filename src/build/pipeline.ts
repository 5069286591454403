import os from "os"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkSite, checkSiteInSlices, reportChecks } from "./check/checkSite"
import type { CodeBlock } from "./check/shared/codeBlocks"
import type { RunReport } from "./check/runs/runContexts"
import type { SpellingIssue } from "./check/tools/spellChecker"
import { developQueue } from "./kernel/developQueue"
import { developReport, writeDevelopReport } from "./check/report/developReport"
import { CHECK_TOOLS } from "./check/registry"
import { emitSteps, emittedFilesExist, publicDirOf } from "./emit/emitFiles"
import { createSitePageResolvers } from "./emit/sitemap"
import { writeExplorerFiles } from "./emit/explorerFiles"
import type { SiteProblems } from "./check/checkSite"
import { createSitePages, problemPagesOf, sitePagesOf } from "./pages/sitePages"
import { readSite } from "./source/readSite"
import { queryContent, siteInputs } from "./source/siteContent"
import { createSchemaCustomization } from "./source/schema"
import { sourceNavigationNode } from "./source/navigationSource"
import { sourceReferenceNodes } from "./source/referenceSource"
import { sourceWatchedFiles, watchSources } from "./source/watchedSources"
import { applyContentSecurityPolicy } from "./hosting/cspBuildStep"
import { writeHostingHeaders } from "./hosting/headersBuildStep"
import { writeRedirects } from "./hosting/redirectsBuildStep"
import { webpackStages } from "./bundles/webpackStages"
import { STYLE_MODULES, writeStyleModulesEntry } from "./bundles/styleModules"
import { describeParses } from "./compile/sharedParse"
import { siteDigest } from "./kernel/stageMemo"
import { runSteps, runStepsWhile } from "./kernel/steps"
import { queriesInMainProcess } from "./kernel/workerPool"
import { GATSBY_HOOKS, stage, type GatsbyHook, type Stage } from "./kernel/stage"
import { stageRunner } from "./kernel/stageRunner"
import { GLOSSARY_FILE, SAMPLE_WORKSPACE_FILE, SAMPLES_FILE, WORKSPACES_FILE } from "./kernel/sourceFiles"
import { CHECK_SITE, EMIT_FILES, REFERENCE_SOURCE, TWINS } from "./kernel/sourcePaths"
import { site as siteConfig } from "../site"
import { siteBuild, type SiteBuild } from "./siteBuild"
import type { SiteModel } from "./kernel/siteModel"

const building = () => process.env.gatsby_executing_command === "build"
/** How long develop lets a saved page reach the browser before it checks the site again. */
const DEVELOP_SETTLE_MS = 300
/** How long a writer pauses before develop writes its search index again (seconds of work the next save would wait for). */
const DEVELOP_SEARCH_PAUSE_MS = 15_000
const developing = () => process.env.gatsby_executing_command === "develop"

/** Writes what the explorer replays from a check run's plans (none when no check ran the examples). */
function writeExplorer(site: SiteModel, checks: SiteProblems, reporter: { info(text: string): void }): void {
  if (checks.explorer) reporter.info(writeExplorerFiles(site, checks.explorer, publicDirOf(site)))
}

/** How many times this process has run the checks (develop runs them on every save). */
let checkRuns = 0

/** What develop runs after a saved page is back in the browser (src/build/kernel/developQueue). */
const later = developQueue(DEVELOP_SETTLE_MS)
/** Develop's search index, written again once no save has come for this long. */
const searchLater = developQueue(DEVELOP_SEARCH_PAUSE_MS)
/** The checkSite product of a develop save whose checks are queued: nothing to report yet. */
const PENDING_CHECKS: SiteProblems = { problems: [], warnings: [], summary: [] }

/** The content files the checks and the emitted files read besides the site model. */
const CONTENT_FILES = [GLOSSARY_FILE, SAMPLES_FILE, WORKSPACES_FILE, SAMPLE_WORKSPACE_FILE]

/**
 * The whole build, as records in the order they run: each names its hook, the stages whose products it needs,
 * what it reads (its cache key is derived from that: src/build/kernel/stageKey) and its run. gatsby-node.ts only
 * hands each hook to `sitePipeline(...).run`. The build log prints each stage's time.
 */
export const SITE_STAGES: readonly Stage<GatsbyHook, SiteBuild>[] = [
  // Just before Gatsby starts its worker pool: on two cores or fewer, page queries run in this process, so the
  // worker that renders the HTML starts once; and the build's heap tuning starts (STRATA_BUILD_MEMORY=off stops it).
  stage({
    name: "processSettings", makes: "worker pool and heap settings",
    hook: "onPreBootstrap",
    run: ({ args, shared }) => {
      if (!building()) return
      const tuning = shared.memory.atBootstrap()
      if (tuning) args.reporter.verbose(`The build's main process bounds its heap growth (${tuning})`)
      if (queriesInMainProcess(process.env, os.availableParallelism())) args.reporter.verbose("Page queries run in the main process (two cores or fewer)")
    },
  }),
  // The pages' fields (route, and `elements`: the compiled body as element records) and the types of the nodes sourced below.
  stage({ name: "schema", makes: "page fields (route, elements) and node types", hook: "createSchemaCustomization", run: ({ args, shared }) => createSchemaCustomization(args, path.join(shared.rootDir, "content", "docs"), shared.compilers) }),
  // The reference pages generated from content/schema, kept in .cache by what they are made from.
  stage({
    name: "referenceSource", makes: "reference page nodes from content/schema",
    hook: "sourceNodes",
    reads: REFERENCE_SOURCE,
    run: ({ args, shared, store }) => sourceReferenceNodes(args, shared.rootDir, store, shared.mdx.parse),
  }),
  stage({ name: "contentFiles", makes: "glossary and sample nodes", hook: "sourceNodes", run: ({ args, shared }) => sourceWatchedFiles(args, shared.rootDir) }),
  stage({ name: "navigationSource", makes: "navigation tree node", hook: "sourceNodes", run: ({ args, shared }) => sourceNavigationNode(args, shared.rootDir) }),
  // In develop, an edited schema, glossary or sample file is sourced again.
  stage({
    name: "watchSources", makes: "re-sourcing on edits (develop)",
    hook: "sourceNodes",
    reads: REFERENCE_SOURCE,
    run: ({ args, shared, store }) => watchSources(args, shared.rootDir, store, shared.mdx.parse),
  }),
  // SitePage.lastModified, the one field of a page's context the sitemap reads.
  stage({ name: "sitemapResolvers", makes: "SitePage.lastModified", hook: "createResolvers", run: ({ args }) => createSitePageResolvers(args) }),
  stage({ name: "query", makes: "MDX and generated page content", hook: "createPages", run: ({ args }) => queryContent(args) }),
  stage({
    name: "readSite", makes: "the site model",
    hook: "createPages",
    needs: ["query"],
    run: ({ shared, need }) => readSite(need("query"), siteInputs(shared.rootDir, need("query"), shared.compilers)),
  }),
  // Every content check of the site (src/build/check/registry); kept from the last build when nothing it reads changed.
  stage({
    name: "checkSite", makes: "problems, warnings, summary",
    hook: "createPages",
    needs: ["readSite"],
    reads: { ...CHECK_SITE, files: [...CHECK_TOOLS.files, ...CONTENT_FILES], packages: CHECK_TOOLS.packages },
    run: ({ args, shared, need, kept, store }) => {
      const site = need<SiteModel>("readSite")
      const stores = [
        store<CodeBlock[]>("strata-code-blocks"),
        shared.mdx.parse,
        store<string>("strata-twins", TWINS),
        store<RunReport>("strata-example-runs"),
        store<SpellingIssue[]>("strata-spelling"),
      ] as const
      const report = (checks: SiteProblems) => {
        checkRuns += 1
        // In develop, the browser shows each page's problems over it (src/develop) from this report.
        if (developing()) writeDevelopReport(shared.rootDir, developReport(checks.problems, site, checkRuns))
        return reportChecks(args.reporter, checks, { developing: developing(), first: checkRuns === 1, pages: site.pages.length })
      }
      // After develop's first run, a save's page does not wait for the checks: they run once it is back in the
      // browser, a check at a time, and stop for a newer save; the overlay and the terminal get them when done.
      if (developing() && checkRuns > 0) {
        later.next()
        later.add(async (current) => {
          const checks = await checkSiteInSlices(site, current, ...stores)
          if (!checks || !current()) return
          report(checks)
          writeExplorer(site, checks, args.reporter)
        })
        return PENDING_CHECKS
      }
      // A build stops here with every problem; `gatsby develop` shows them and goes on with the pages that compiled.
      const checks = kept([siteDigest(site)], () => checkSite(site, ...stores))
      return report(checks) ? checks : undefined
    },
  }),
  // What the explorer replays in a reader's browser: the plans the workspace model's runs recorded (src/explorer).
  stage({
    name: "explorerFiles", makes: "public/explorer: each page's run plan and the world they replay in",
    hook: "createPages",
    needs: ["readSite", "checkSite"],
    run: ({ args, need }) => {
      writeExplorer(need<SiteModel>("readSite"), need<SiteProblems>("checkSite"), args.reporter)
      return true
    },
  }),
  stage({
    name: "sitePages", makes: "one page per route",
    hook: "createPages",
    needs: ["readSite", "checkSite"],
    run: ({ args, need }) => {
      const site = need<SiteModel>("readSite")
      // In develop, a page that does not compile keeps its route and shows its problems (src/templates/ProblemPage.tsx).
      if (developing()) problemPagesOf(site).forEach((page) => args.actions.createPage(page))
      return createSitePages(site, sitePagesOf(site), args)
    },
  }),
  // The files beside the pages: /schema/*, the Markdown twins and llms files, the embedded search index and the
  // records the Algolia sync (plugins/gatsby-plugin-strata-algolia) pushes after the build, robots.txt.
  stage({
    name: "emitFiles", makes: "twins, llms files, search index, records, robots.txt",
    hook: "createPages",
    needs: ["readSite", "checkSite"],
    reads: { ...EMIT_FILES, files: CONTENT_FILES },
    run: ({ args, shared, need, kept, store }) => {
      const site = need<SiteModel>("readSite")
      const publicDir = publicDirOf(site)
      // After develop's first run, the files beside the pages are written once the checks are done (see checkSite).
      if (developing() && need<SiteProblems>("checkSite") === PENDING_CHECKS) {
        later.add(async (current) => {
          const lines = await runStepsWhile(emitSteps(site, publicDir, store("strata-twins", TWINS), shared.mdx.parse, "pages"), current)
          lines?.forEach((line) => args.reporter.verbose(line))
        })
        // The search index takes seconds in one piece: develop writes it once the writer has paused.
        searchLater.next()
        searchLater.add(async (current) => {
          const lines = await runStepsWhile(emitSteps(site, publicDir, undefined, undefined, "search"), current)
          lines?.forEach((line) => args.reporter.verbose(line))
        })
        return []
      }
      const emit = () => runSteps(emitSteps(site, publicDir, store("strata-twins", TWINS), shared.mdx.parse), shared.memory.betweenStages)
      const lines = kept([siteDigest(site)], emit, () => emittedFilesExist(shared.rootDir, publicDir))
      // A build reads no page body after this; develop keeps the trees for the pages a writer has not edited.
      if (!developing()) shared.mdx.release()
      lines.forEach((line) => args.reporter.info(line))
      const parses = describeParses(shared.mdx.counts())
      if (parses) args.reporter.info(parses)
      return lines
    },
  }),
  // From the browser bundles on, this process collects its heap when it waits (src/build/kernel/memoryTuning).
  stage({ name: "heapAtBundles", makes: "heap collection while bundling", hook: "onPreBuild", run: ({ shared }) => shared.memory.atBundles() }),
  // Each webpack bundle's settings (src/build/bundles/webpackStages).
  stage({ name: "webpack", makes: "bundle settings per webpack stage", hook: "onCreateWebpackConfig", run: ({ args, shared }) => webpackStages(args, shared.rootDir) }),
  // The server renderer imports every styles module the build finds, under one name (src/build/bundles/styleModules).
  stage({
    name: "styleModules",
    makes: "the renderer's list of styles modules",
    hook: "onCreateWebpackConfig",
    run: ({ args, shared }) => {
      if (args.stage !== "build-html" && args.stage !== "develop-html") return args.stage
      args.actions.setWebpackConfig({ resolve: { alias: { [`${STYLE_MODULES}$`]: writeStyleModulesEntry(shared.rootDir) } } })
      return args.stage
    },
  }),
  // The old paths of content/redirects.yaml: _redirects, nginx rules and a fallback page each (before the CSP step hashes its script).
  stage({
    name: "redirects", makes: "_redirects, nginx rules, fallback pages",
    hook: "onPostBuild",
    run: ({ args, shared }) => {
      const redirects = writeRedirects(shared.rootDir, path.join(shared.rootDir, "public"), siteConfig)
      if (redirects > 0) args.reporter.info(`Redirects: ${redirects} old ${redirects === 1 ? "path" : "paths"} in public/_redirects, public/_redirects.nginx and a fallback page each`)
      return redirects
    },
  }),
  stage({
    name: "contentSecurityPolicy", makes: "CSP meta and script hashes",
    hook: "onPostBuild",
    needs: ["redirects"],
    run: ({ args, shared }) => {
      const pages = applyContentSecurityPolicy(path.join(shared.rootDir, "public"))
      args.reporter.info(`Content-Security-Policy: ${pages.length} pages, with their inline scripts' hashes (also in public/_headers)`)
      return pages
    },
  }),
  // Last of the steps that write into public/: the rules are computed from the files it holds.
  stage({
    name: "hostingHeaders", makes: "public/_headers",
    hook: "onPostBuild",
    needs: ["contentSecurityPolicy"],
    run: ({ args, shared, need }) => {
      const rules = writeHostingHeaders(path.join(shared.rootDir, "public"), need("contentSecurityPolicy"))
      args.reporter.info(`Hosting headers: ${rules} rules in public/_headers (caching, security, content types)`)
      return rules
    },
  }),
]

/** Gatsby's hooks, each running its stages of SITE_STAGES, for the site at `rootDir` (gatsby-node.ts exports them). */
export function sitePipeline(rootDir: string): Required<Pick<GatsbyNode, GatsbyHook>> {
  const shared = siteBuild(rootDir)
  // The heap tuning collects between the stages of createPages, where the working sets end.
  const runner = stageRunner(SITE_STAGES, { rootDir, shared, afterStage: (done) => done.hook === "createPages" && shared.memory.betweenStages() })
  const hooks = GATSBY_HOOKS.map((hook) => [hook, (args: never) => runner.run(hook, args)])
  return Object.fromEntries(hooks) as unknown as Required<Pick<GatsbyNode, GatsbyHook>>
}
