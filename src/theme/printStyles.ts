import { site } from "../site"
import { lightPalette, paletteDeclarations } from "./palette"

// What only helps on a screen: the top bar, both navigations, the drawer, the skip link, buttons (search, copy,
// theme; code tabs stay, they name the code shown), previous/next and the page actions and edit link.
const SCREEN_ONLY = [
  "header",
  'nav[aria-label="Main"]',
  'nav[aria-label="On this page"]',
  'nav[aria-label="Previous and next pages"]',
  "#mobile-navigation",
  '[data-testid="drawer-backdrop"]',
  'a[href="#content"]',
  'button:not([role="tab"])',
  '[data-print="hide"]',
]

// Links in the article print their address; not heading anchors, in-page links or links around code.
const PRINTED_LINK = "#content article a[href]:not([data-anchor]):not([href^='#']):not(:has(code))::after"

/**
 * The print rules, at the end of the site stylesheet inside `@media print` (HTML, not script):
 * black on white, the article alone at full width, code that wraps, and where each link goes.
 */
export const printCss = [
  // More specific than the screen palettes (html.dark), so dark mode prints light too.
  `html:root,html.dark:root{${paletteDeclarations(lightPalette)}--c-text:#000;--c-heading:#000;--c-primary:#000;--c-background:#fff;color-scheme:light}`,
  // No colour fade into print: the theme transition would otherwise print a frame of it.
  "body{background:#fff!important;color:#000!important;transition:none!important}",
  `${SCREEN_ONLY.join(",")}{display:none!important}`,
  "div:has(>div>#content){display:block!important;padding-top:0!important;max-width:none!important}",
  "div:has(>#content),#content{max-width:none!important;padding:0!important}",
  "pre{white-space:pre-wrap!important;overflow-wrap:anywhere;overflow:visible!important;max-height:none!important}",
  "pre,table,figure,img{break-inside:avoid}h2,h3,h4{break-after:avoid}",
  `${PRINTED_LINK}{content:" (" attr(href) ")";font-size:.875em;overflow-wrap:anywhere}`,
  // Addresses within the site print in full, from the one configured site URL.
  `${PRINTED_LINK.replace("a[href]", "a[href^='/']")}{content:" (${site.siteUrl}" attr(href) ")"}`,
].join("\n")
