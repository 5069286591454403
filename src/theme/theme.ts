import type { Theme } from "theme-ui"
import { BREAKPOINT_EXTRA_LARGE, BREAKPOINT_LARGE, FONT_MONO, FONT_SANS, FONT_WEIGHTS } from "./tokens"
import { themeColors } from "./palette"

/** The theme-ui theme. Colours are CSS custom properties, so the `dark` class switches them without React. */
export const theme: Theme = {
  config: { useColorSchemeMediaQuery: false, useLocalStorage: false, useRootStyles: false },
  breakpoints: [`${BREAKPOINT_LARGE}px`, `${BREAKPOINT_EXTRA_LARGE}px`],
  colors: themeColors,
  fonts: { body: FONT_SANS, heading: FONT_SANS, monospace: FONT_MONO },
  fontSizes: [12, 13, 14, 15, 16, 18, 20, 24, 30],
  fontWeights: FONT_WEIGHTS,
  lineHeights: { body: 1.7, heading: 1.3, tight: 1.4 },
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64],
  radii: { small: 4, default: 8, large: 12, full: 9999 },
}
