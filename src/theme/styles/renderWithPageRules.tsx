import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"
import { PageRulesContext } from "./pageRules"

/** Renders a page's body at build, gathering the rules its HTML needs beyond the site stylesheet (usePageRule). */
export function renderWithPageRules(body: ReactElement): { html: string; css: string } {
  const rules = new Set<string>()
  const html = renderToString(<PageRulesContext.Provider value={rules}>{body}</PageRulesContext.Provider>)
  return { html, css: [...rules].join("\n") }
}
