import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"
import { tuneHtmlWorker } from "./src/build/kernel/memoryTuning"
import { renderPageBody } from "./src/layout/renderPageBody"
import { prePaintScript } from "./src/layout/prePaintScript"
import { hashLandingScript } from "./src/layout/hashLandingScript"
import { searchBootstrapScript } from "./src/search/dialog/shell/inlineBootstrap"
import { SearchShell } from "./src/search/dialog/shell/SearchShell"
import { site, socialImage } from "./src/site"
import { withoutFrameworkStyleAttributes } from "./src/theme/styles/frameworkElements"
import { siteStylesheet } from "./src/layout/siteStylesheet"
// Every *.styles.ts module of src/, found by the build (src/build/bundles/styleModules), before the stylesheet is made.
import "strata-style-modules"

export { wrapPageElement } from "./src/layout/wrapElements"

// A build renders the HTML in Gatsby's worker, which loads this bundle: the heap tuning's worker part, unless
// STRATA_BUILD_MEMORY=off (src/build/kernel/memoryTuning). STRATA_HTML_WORKER is defined in that bundle only; the
// environment is read at run time (webpack fills in `process.env.*` where the code names a variable).
const { env: runtimeEnv } = process
if (typeof STRATA_HTML_WORKER !== "undefined" && STRATA_HTML_WORKER) tuneHtmlWorker(runtimeEnv)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents, setPostBodyComponents }) => {
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
    // The site's stylesheet, generated from the theme at build: in the HTML, not in the bundles.
    <style key="site-styles" dangerouslySetInnerHTML={{ __html: siteStylesheet() }} />,
  ])
  // Search from the first paint: the dialog's frame with its input, and the inline script that opens it
  // (allowed by its hash), outside the React root, before the page, so no key typed after it is lost.
  setPreBodyComponents([<SearchShell key="search-shell" />, <script key="search-bootstrap" dangerouslySetInnerHTML={{ __html: searchBootstrapScript }} />])
  // A direct load's hash lands on its heading before any bundle runs (allowed by its hash; useHashScroll takes over).
  setPostBodyComponents([<script key="hash-landing" dangerouslySetInnerHTML={{ __html: hashLandingScript }} />])
}

// The page's head (react-helmet) and own rules (a code group's stored-track CSS) go into <head>, taken right
// after its body renders (src/layout/renderPageBody); Gatsby's own elements lose their style attribute, which
// the Content-Security-Policy would refuse.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, css, head } = renderPageBody(bodyComponent as ReactElement)
  replaceBodyHTMLString(withoutFrameworkStyleAttributes(html))
  setHeadComponents([...head, ...(css ? [<style key="page-rules" dangerouslySetInnerHTML={{ __html: css }} />] : [])])
}
