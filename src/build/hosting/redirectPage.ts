import { splitTarget } from "../../redirects/redirectList"

/** The attribute value or text, escaped for HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The name of the <meta> that marks a page as a redirect's fallback (so a later build may remove it). */
export const REDIRECT_MARKER = "strata-redirect"

/**
 * The page served at an old path by hosts that read neither public/_redirects nor the nginx rules: a refresh to the
 * new page that works without JavaScript, a script that keeps the reader's own #anchor and ?query (a refresh drops
 * them), a canonical link for search engines, noindex, and a visible link. Its inline script gets the site's CSP
 * like every page (src/build/hosting/cspBuildStep).
 */
export function redirectPage(to: string, title: string, siteUrl: string): string {
  const { route, anchor } = splitTarget(to)
  const fallbackHash = anchor ? `#${anchor}` : ""
  const script = `location.replace(${JSON.stringify(route)}+location.search+(location.hash||${JSON.stringify(fallbackHash)}))`
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="color-scheme" content="light dark" />',
    '<meta name="robots" content="noindex" />',
    `<meta name="${REDIRECT_MARKER}" content="${escapeHtml(to)}" />`,
    `<title>Moved: ${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(siteUrl + route)}" />`,
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}" />`,
    `<script>${script}</script>`,
    "</head>",
    "<body>",
    `<main><h1>This page has moved</h1><p>It is now <a href="${escapeHtml(to)}">${escapeHtml(title)}</a>.</p></main>`,
    "</body>",
    "</html>",
    "",
  ].join("\n")
}
