import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"
import { PageRulesContext } from "./styles/pageRules"

/**
 * Renders a page on the server with its styles gathered into <head>. Without this, emotion writes a
 * <style> element in front of each styled element inside <body> (invalid HTML inside <button>, <p>,
 * <dt>…, repeated across the document). The tags keep emotion's `data-emotion` ids, so the browser's
 * emotion adopts them on start instead of inserting the same rules again.
 */
export function renderWithCriticalStyles(body: ReactElement): { html: string; styles: ReactElement[] } {
  const cache = createCache({ key: "css" })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const rules = new Set<string>()
  const chunks = extractCriticalToChunks(
    renderToString(
      <PageRulesContext.Provider value={rules}>
        <CacheProvider value={cache}>{body}</CacheProvider>
      </PageRulesContext.Provider>,
    ),
  )
  const styles = chunks.styles
    .filter((chunk) => chunk.css.length > 0)
    .map((chunk) => (
      <style key={`${chunk.key}-${chunk.ids.join("-")}`} data-emotion={`${chunk.key} ${chunk.ids.join(" ")}`} dangerouslySetInnerHTML={{ __html: chunk.css }} />
    ))
  if (rules.size > 0) styles.push(<style key="page-rules" dangerouslySetInnerHTML={{ __html: [...rules].join("\n") }} />)
  return { html: chunks.html, styles }
}
