import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"
import { renderWithCriticalStyles } from "./src/theme/criticalStyles"
import { prePaintScript } from "./src/theme/prePaintScript"

export { wrapPageElement, wrapRootElement } from "./src/layout/wrapElements"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    // Before any stylesheet or bundle: the right theme from the first paint.
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ])
}

// The page's styles go into <head> as a few tags, not in front of each element in <body>.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, styles } = renderWithCriticalStyles(bodyComponent as ReactElement)
  replaceBodyHTMLString(html)
  setHeadComponents(styles)
}
