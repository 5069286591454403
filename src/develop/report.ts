import type { Excerpt, Problem } from "./problems"

/** The path develop's server answers with the last check run's problems (gatsby-config.ts `developMiddleware`). */
export const DEVELOP_REPORT_PATH = "/__strata/problems"
/** Where `gatsby develop` keeps that run's problems, from the site root (the checks write it, the server reads it). */
export const DEVELOP_REPORT_FILE = ".cache/strata-problems.json"

export interface ShownProblem extends Problem {
  /** The problem as the terminal printed it. */
  text: string
  /** The routes whose page this problem is on (none: a problem of a file no one page shows, like the tree). */
  routes: string[]
  excerpt?: Excerpt
}

export interface DevelopReport {
  /** Changes with every check run, so the browser knows to redraw. */
  run: number
  verdict: string
  problems: ShownProblem[]
}
