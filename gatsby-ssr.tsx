import type { GatsbySSR } from "gatsby"
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
