// Gatsby's bundles are `<script src async>` tags at the end of each page (written by its scripts slice, so no SSR
// API can change them). This step replaces them, in the built HTML, by one inline script that adds the same
// bundles once the first frame is painted: the HTML and its styles have the network and the main thread to
// themselves until the article is on screen. The search shell's inline bootstrap works from first paint without
// them. Runs before the CSP step, which hashes the new inline script like every other.

const BUNDLE_TAG = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g
// The loader this step wrote: a page Gatsby did not render again (its HTML kept from the last build) has it instead of
// the tags, and gets this build's loader with the same bundles.
const LOADER_ID = "strata-bundles"
const LOADER = new RegExp(`<script id="${LOADER_ID}">.*?(\\["[^\\]]*\\]).*?<\/script>`)

/**
 * The inline script that adds the bundles, in their order, once the browser reports the first paint (a `paint`
 * performance entry, delivered when the frame is on screen; a frame callback fires before that). A browser that does
 * not report paints (an observer for an unknown type would wait forever) adds them two frames after the first
 * rendering opportunity.
 */
export function bundleLoader(sources: readonly string[]): string {
  const add = `function(s){var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)}`
  return [
    `(function(){var d=0;function go(){if(d)return;d=1;${JSON.stringify(sources)}.forEach(${add})}`,
    `var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)`,
    `new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});`,
    `else requestAnimationFrame(function(){requestAnimationFrame(go)})})()`,
  ].join("")
}

const loaderTag = (sources: readonly string[]) => `<script id="${LOADER_ID}">${bundleLoader(sources)}</script>`

/** A page's HTML with its bundle tags replaced by the loader, where the first of them was; unchanged without any. */
export function withBundlesAfterFirstPaint(html: string): string {
  const written = LOADER.exec(html)
  if (written) return html.replace(LOADER, () => loaderTag(JSON.parse(written[1]) as string[]))
  const sources = [...html.matchAll(BUNDLE_TAG)].map((match) => match[1])
  if (sources.length === 0) return html
  let first = true
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return ""
    first = false
    return loaderTag(sources)
  })
}
