import fs from "fs"
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { checkSite, describeProblems } from "../check/checkSite"
import { emitFiles, emittedFilesExist, publicDirOf } from "../emit/emitFiles"
import { GLOSSARY_FILE, SAMPLES_FILE } from "../check/consistencySources"
import { gitIn, readLastUpdated } from "../source/lastUpdated"
import { NAVIGATION_FILE } from "../source/navigationFile"
import { CONTENT_QUERY, readSite, type SiteContent } from "../source/readSite"
import type { PageCompilers } from "./pageCompiler"
import { describeParses, type SharedMdxParse } from "./sharedParse"
import { sitePages, TEMPLATE } from "./sitePages"
import { stageTimer } from "./stageTimer"
import { stageBoundaryCollector } from "./buildMemory"
import { buildCodeVersion, codeStores, diskStageMemo, noStageMemo, siteDigest } from "./stageMemo"
import { digestOf } from "./pageStore"

/** The site's stages, in order: read it once, check it, create its pages, emit the files beside them. */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs, rootDir: string, compilers: PageCompilers, mdx?: SharedMdxParse): Promise<void> {
  const developing = process.env.gatsby_executing_command === "develop"
  // A build collects its heap between stages (and emitFiles' steps), so that each one's heap limit is set from
  // what is live then, not from what the last one held.
  const collect = process.env.gatsby_executing_command === "build" ? stageBoundaryCollector() : undefined
  const stage = stageTimer(reporter, collect)
  const content = await stage("query", async () => graphql<SiteContent>(CONTENT_QUERY))
  if (content.errors?.length || !content.data) {
    reporter.panicOnBuild(`Could not read the content: ${(content.errors ?? []).map((e: Error) => e.message).join("\n")}`)
    return
  }
  // Sourced from content/navigation.ts; when it could not be read, sourcing reported why.
  const navigation = content.data.strataNavigation
  if (!navigation) {
    reporter.panicOnBuild(`${NAVIGATION_FILE} could not be read: no page is created until it can (see the error above)`)
    return
  }
  const git = gitIn(rootDir)
  const inputs = { rootDir, navigation: navigation.tree, unlisted: navigation.unlisted, compilers, readFile: (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""), lastUpdated: (dir: string) => readLastUpdated(dir, git) }
  const site = await stage("readSite", async () => readSite(content.data as SiteContent, inputs))
  // The checks and the files beside the pages are reused from the last build when nothing they read changed.
  const code = buildCodeVersion(rootDir)
  const memo = code ? diskStageMemo(path.join(rootDir, ".cache", "strata-stages.json")) : noStageMemo
  const key = digestOf(code ?? "", siteDigest(site), ...[GLOSSARY_FILE, SAMPLES_FILE].map((file) => inputs.readFile(path.join(rootDir, file))))
  // Within a stage, what each page gives is kept too: an edited page is parsed again, not the others.
  const store = codeStores(rootDir, code)
  const { problems, warnings, summary } = await stage("checkSite", async () => memo.reuse("checkSite", key, () => checkSite(site, store("strata-code-blocks"), mdx?.parse, store("strata-twins"))).result)
  summary.forEach((line) => reporter.info(line))
  warnings.forEach((line) => reporter.warn(line))
  // A build stops here; `gatsby develop` shows the problems and keeps serving the pages that compiled.
  if (problems.length > 0) reporter.panicOnBuild(describeProblems(problems))
  if (problems.length > 0 && !developing) return
  const pages = await stage("sitePages", async () => sitePages(site, path.join(rootDir, TEMPLATE)))
  pages.forEach((page) => actions.createPage(page))
  reporter.info(`Created ${pages.length} documentation pages (${site.pages.filter((page) => page.generated).length} generated from content/schema)`)
  const publicDir = publicDirOf(site)
  const lines = await stage("emitFiles", async () => {
    const emitted = memo.reuse("emitFiles", key, () => emitFiles(site, publicDir, store("strata-twins"), mdx?.parse, collect), () => emittedFilesExist(rootDir, publicDir)).result
    // A build reads no page body after this; develop keeps the trees for the pages a writer has not edited.
    if (!developing) mdx?.release()
    return emitted
  })
  lines.forEach((line) => reporter.info(line))
  const parses = mdx && describeParses(mdx.counts())
  if (parses) reporter.info(parses)
}
