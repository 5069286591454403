import { theme } from "../theme/theme"

// The theme's scales (theme-ui types them loosely).
const space = (step: number) => `${(theme.space as number[])[step]}px`
const small = `font-size:${(theme.fontSizes as number[])[1]}px`

/**
 * The look of the breadcrumbs, page actions and article end. Served once in the head of every page (HTML, not
 * script), since these parts are rendered from build-time trees; colours are the palette's custom properties.
 */
export const pageChromeCss = [
  `.page-top{display:flex;flex-wrap:wrap;align-items:center;gap:${space(3)};margin-bottom:${space(4)};${small}}`,
  ".crumbs{min-width:0;color:var(--c-muted)}",
  ".crumbs ol{display:flex;flex-wrap:wrap;margin:0;padding:0;list-style:none}",
  // The separator is drawn, not read: its alternative text is empty.
  `.crumbs li+li::before{content:"›";content:"›"/"";margin:0 ${space(2)}}`,
  ".crumbs a{color:var(--c-muted);text-underline-offset:3px}.crumbs a:hover,.crumbs [aria-current]{color:var(--c-heading)}",
  `.page-actions{display:flex;align-items:center;gap:${space(3)};margin-left:auto}`,
  ".page-actions a{color:var(--c-muted);text-underline-offset:3px}.page-actions a:hover{color:var(--c-heading)}",
  `.page-end{display:flex;flex-wrap:wrap;justify-content:space-between;gap:${space(3)};margin-top:${space(7)};padding-top:${space(4)};border-top:1px solid ` +
    `var(--c-border);${small};color:var(--c-muted)}`,
  // At least 24 px tall (WCAG 2.5.8's target size): it needs no spacing from neighbours then, including the
  // article's later blocks, whose contents a tool may measure at their real height inside a still-estimated
  // (content-visibility) box before they render.
  ".page-end a{display:inline-flex;align-items:center;min-height:24px;color:var(--c-primary);text-underline-offset:3px}.page-end p{margin:0}",
  // "Was this page helpful?": each step shown by the form's data-state (none → yes/no → sent), set by its script.
  `.feedback{display:flex;flex-wrap:wrap;align-items:center;gap:${space(2)} ${space(3)};margin-top:${space(7)};${small};color:var(--c-text)}`,
  ".feedback p{margin:0}.feedback-question{font-weight:600;color:var(--c-heading)}",
  `.feedback-choices,.feedback-more{display:flex;flex-wrap:wrap;align-items:center;gap:${space(2)}}`,
  `.feedback button{min-height:32px;padding:0 ${space(3)};border:1px solid var(--c-border);border-radius:9999px;background:var(--c-background);` +
    "color:var(--c-heading);font:inherit;cursor:pointer}",
  ".feedback button:hover,.feedback [aria-pressed=true]{border-color:var(--c-primary);color:var(--c-primary)}",
  ".feedback button:focus-visible,.feedback input:focus-visible{outline:2px solid var(--c-focus);outline-offset:2px}",
  `.feedback input{width:16rem;max-width:100%;min-height:32px;padding:0 ${space(2)};border:1px solid var(--c-border);border-radius:${space(1)};` +
    "background:var(--c-background);color:var(--c-text);font:inherit}",
  ".feedback-more{flex-basis:100%}.feedback:not([data-state=yes]):not([data-state=no]) .feedback-more{display:none}",
  ".feedback[data-state=sent] .feedback-question,.feedback[data-state=sent] .feedback-choices{display:none}",
  ".feedback-thanks:focus{outline:none}",
].join("\n")
