import { APPLE_CLASS, DARK_CLASS } from "../colorMode"
import { darkPalette, lightPalette, paletteDeclarations } from "../palette"
import { FONT_MONO_APPLE, FONT_MONO_OTHER, FONT_SANS, FONT_WEIGHTS, TOP_BAR_OPACITY } from "../tokens"

/**
 * The document-wide rules: the palettes as custom properties (the `dark` class switches them), box sizing, the
 * body and its font (which code blocks and form controls take too, not the browser's own), code's font per platform
 * (`--font-mono`, see tokens.ts), focus.
 */
export const globalCss = `
:root{${paletteDeclarations(lightPalette)}--bar-from:${TOP_BAR_OPACITY.light.from};--bar-to:${TOP_BAR_OPACITY.light.to};color-scheme:light}
html.${DARK_CLASS}{${paletteDeclarations(darkPalette)}--bar-from:${TOP_BAR_OPACITY.dark.from};--bar-to:${TOP_BAR_OPACITY.dark.to};color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;--font-mono:${FONT_MONO_OTHER}}
html.${APPLE_CLASS}{--font-mono:${FONT_MONO_APPLE}}
body{margin:0;background:var(--c-background);color:var(--c-text);font-family:${FONT_SANS};line-height:1.7;-webkit-font-smoothing:antialiased}
pre code,button,input,select,textarea{font-family:inherit}
b,strong{font-weight:${FONT_WEIGHTS.bold}}
html[data-loaded] body{transition:background-color .2s,color .2s}
:focus-visible{outline:2px solid var(--c-focus);outline-offset:2px;border-radius:2px}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
html:not(.${APPLE_CLASS}) .only-apple,html.${APPLE_CLASS} .not-apple{display:none}
.only-dark{display:none}html.${DARK_CLASS} .only-dark{display:inline}html.${DARK_CLASS} .only-light{display:none}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
`.trim()
