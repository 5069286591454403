import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"
import { renderWithCriticalStyles } from "./src/theme/criticalStyles"
import { prePaintScript } from "./src/theme/prePaintScript"
import { pageChromeCss } from "./src/layout/pageChromeStyles"
import { site, socialImage } from "./src/site"
import { printCss } from "./src/theme/printStyles"

export { wrapPageElement, wrapRootElement } from "./src/layout/wrapElements"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    // Before any stylesheet or bundle: the right theme from the first paint.
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The default image of a shared link, the same for every page (per-page tags are in PageHead).
    <meta key="og:image" property="og:image" content={site.siteUrl + socialImage} />,
    <meta key="og:image:alt" property="og:image:alt" content={`${site.title}: ${site.description}`} />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <meta key="twitter:image" name="twitter:image" content={site.siteUrl + socialImage} />,
    // These rules live in the HTML, not in the bundles: no reader pays script for them.
    <style key="page-chrome" dangerouslySetInnerHTML={{ __html: pageChromeCss }} />,
    <style key="print" media="print" dangerouslySetInnerHTML={{ __html: printCss }} />,
  ])
}

// The page's styles go into <head> as a few tags, not in front of each element in <body>.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, styles } = renderWithCriticalStyles(bodyComponent as ReactElement)
  replaceBodyHTMLString(html)
  setHeadComponents(styles)
}
