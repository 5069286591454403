import { createContext, useContext } from "react"

/**
 * Rules one page's server HTML needs beyond the site stylesheet (a code group's stored-track rules), collected
 * while the page renders at build and written into its <head>. In the browser there is no collector: the
 * rules only serve the HTML before React runs.
 */
export const PageRulesContext = createContext<Set<string> | null>(null)

/** Adds `css` to the page being rendered at build; nothing in the browser. */
export function usePageRule(css: string): void {
  const rules = useContext(PageRulesContext)
  if (css) rules?.add(css)
}
