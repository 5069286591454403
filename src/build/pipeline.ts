import type { CreatePagesArgs } from "gatsby"
import { checkSite, reportChecks } from "./check/checkSite"
import { emitSteps, emittedFilesExist, publicDirOf } from "./emit/emitFiles"
import { createSitePages, sitePagesOf } from "./pages/sitePages"
import { readSite } from "./source/readSite"
import { queryContent, siteInputs } from "./source/siteContent"
import { describeParses } from "./compile/sharedParse"
import { stageTimer } from "./kernel/stageTimer"
import { siteRuns } from "./kernel/stageMemo"
import { runSteps } from "./kernel/steps"
import type { SiteBuild } from "./siteBuild"

/** The site's stages, in order: read it once, check it, create its pages, emit the files beside them. */
export async function createPages(args: CreatePagesArgs, { rootDir, compilers, mdx, memory }: SiteBuild): Promise<void> {
  const { reporter } = args
  const stage = stageTimer(reporter, memory.betweenStages)
  const content = await stage("query", () => queryContent(args))
  if (!content) return
  const inputs = siteInputs(rootDir, content, compilers)
  const site = await stage("readSite", async () => readSite(content, inputs))
  // The checks and the files beside the pages are reused from the last build when nothing they read changed.
  const runs = siteRuns(site, inputs.readFile)
  const check = () => checkSite(site, runs.store("strata-code-blocks"), mdx.parse, runs.store("strata-twins"), runs.store("strata-example-runs"))
  const checked = await stage("checkSite", async () => runs.reuse("checkSite", check))
  const developing = process.env.gatsby_executing_command === "develop"
  if (!reportChecks(reporter, checked, developing)) return
  createSitePages(site, await stage("sitePages", async () => sitePagesOf(site)), args)
  const publicDir = publicDirOf(site)
  const emit = () => runSteps(emitSteps(site, publicDir, runs.store("strata-twins"), mdx.parse), memory.betweenStages)
  const lines = await stage("emitFiles", async () => {
    const emitted = runs.reuse("emitFiles", emit, () => emittedFilesExist(rootDir, publicDir))
    // A build reads no page body after this; develop keeps the trees for the pages a writer has not edited.
    if (!developing) mdx.release()
    return emitted
  })
  lines.forEach((line) => reporter.info(line))
  const parses = describeParses(mdx.counts())
  if (parses) reporter.info(parses)
}
