import fs from "fs"
import path from "path"
import type { SiteModel } from "../../kernel/siteModel"
import { excerptOf, parseProblem, verdict } from "../../../develop/problems"
import { DEVELOP_REPORT_FILE, type DevelopReport, type ShownProblem } from "../../../develop/report"

export type { DevelopReport, ShownProblem }

/**
 * Each problem with its parts, the pages it is on and the lines around it: a hand-written page's problem is on its
 * route; a schema file's on the generated page it names, else on every page made from that file.
 */
export function developReport(problems: readonly string[], site: Pick<SiteModel, "rootDir" | "pages">, run: number, readFile = readSiteFile(site.rootDir)): DevelopReport {
  const parsed = problems.map((text) => ({ text, ...parseProblem(text) }))
  const shown = parsed.map((problem): ShownProblem => {
    const routes = problem.generated
      ? [problem.generated]
      : site.pages.filter((page) => page.file === problem.file || page.editFile === problem.file).map((page) => page.route)
    const page = site.pages.find((candidate) => !candidate.generated && candidate.file === problem.file)
    const text = problem.file && problem.line !== undefined ? (page ? page.source : readFile(problem.file)) : undefined
    const excerpt = text !== undefined && problem.line !== undefined ? excerptOf(text, problem.line) : undefined
    return { ...problem, routes, ...(excerpt ? { excerpt } : {}) }
  })
  return { run, verdict: verdict(parsed, site.pages.length), problems: shown }
}

const readSiteFile = (rootDir: string) => (file: string) => {
  try {
    return fs.readFileSync(path.join(rootDir, file), "utf8")
  } catch {
    return undefined
  }
}

/** Writes the report where develop's server reads it. */
export function writeDevelopReport(rootDir: string, report: DevelopReport): void {
  const file = path.join(rootDir, DEVELOP_REPORT_FILE)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(report))
  fs.renameSync(`${file}.tmp`, file)
}
