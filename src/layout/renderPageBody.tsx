import type { ReactElement, ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { Helmet } from "react-helmet"
import { PageRulesContext } from "../theme/styles/pageRules"

interface RenderedPage {
  html: string
  /** Rules this page's HTML needs beyond the site stylesheet (usePageRule), as one stylesheet's text. */
  css: string
  /** The page's head from react-helmet: title first, then links, meta and JSON-LD. */
  head: ReactNode[]
}

/**
 * Renders a page's body at build and, in the same synchronous step, takes what the render left behind: its
 * page rules and its react-helmet head. Gatsby renders several pages at once and awaits between a page's
 * body and its head; helmet's state is global, so read any later it can hold another page's head.
 */
export function renderPageBody(body: ReactElement): RenderedPage {
  const rules = new Set<string>()
  const html = renderToString(<PageRulesContext.Provider value={rules}>{body}</PageRulesContext.Provider>)
  const helmet = Helmet.renderStatic()
  const head = [helmet.title, helmet.link, helmet.meta, helmet.script].map((part) => part.toComponent() as ReactNode)
  return { html, css: [...rules].join("\n"), head }
}
