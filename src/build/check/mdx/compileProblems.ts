import type { SiteCheck } from "../siteCheck"

/** Pages that don't compile: the compiler's "file:line:column message", read with the site model (a page's other checks skip it). */
export const compileProblems: SiteCheck = {
  name: "pages compile",
  run: ({ site }) => ({ problems: [...site.compileProblems] }),
}
