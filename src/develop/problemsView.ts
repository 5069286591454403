import type { DevelopReport, ShownProblem } from "./report"

export interface ProblemsView {
  /** The problems of the page the writer is looking at. */
  here: ShownProblem[]
  /** Every other problem, on other pages or in files no one page shows (the navigation tree). */
  elsewhere: ShownProblem[]
  verdict: string
}

const normalize = (route: string) => (route.length > 1 ? route.replace(/\/+$/, "") : route)

/** Splits the report by the page at `pathname`. */
export function problemsView(report: DevelopReport, pathname: string): ProblemsView {
  const route = normalize(decodeURIComponent(pathname))
  const here = report.problems.filter((problem) => problem.routes.some((candidate) => normalize(candidate) === route))
  const elsewhere = report.problems.filter((problem) => !here.includes(problem))
  return { here, elsewhere, verdict: report.verdict }
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** The overlay's heading for this page, and the label of the list of the others. */
export const hereTitle = (count: number) => `${plural(count, "problem")} on this page`
export const elsewhereTitle = (count: number, onThisPage: boolean) => `${plural(count, "problem")} ${onThisPage ? "on other pages" : "elsewhere in the site"}`

/** The excerpt's lines as the overlay prints them: a gutter of line numbers, the problem's line marked. */
export function excerptLines(problem: ShownProblem): { number: number; text: string; marked: boolean }[] {
  const excerpt = problem.excerpt
  if (!excerpt) return []
  return excerpt.lines.map((text, i) => ({ number: excerpt.start + i, text, marked: excerpt.start + i === excerpt.line }))
}
