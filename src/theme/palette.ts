/** The two colour palettes. Every pair used for text is checked for WCAG AA in __tests__/theme/palette.test.ts. */
export interface Palette {
  background: string
  text: string
  muted: string
  heading: string
  primary: string
  primaryHover: string
  surface: string
  surfaceStrong: string
  border: string
  highlight: string
  highlightText: string
  focus: string
  /** Top bar background, as "r g b" so its opacity can follow scroll. */
  topBarRgb: string
  previewBg: string
  previewText: string
  deprecatedBg: string
  deprecatedText: string
  backdrop: string
}

export const lightPalette: Palette = {
  background: "#ffffff",
  text: "#27272a",
  muted: "#52525b",
  heading: "#18181b",
  primary: "#047857",
  primaryHover: "#065f46",
  surface: "#f4f4f5",
  surfaceStrong: "#e4e4e7",
  border: "#e4e4e7",
  highlight: "#ecfdf5",
  highlightText: "#065f46",
  focus: "#0f766e",
  topBarRgb: "255 255 255",
  previewBg: "#e0f2fe",
  previewText: "#075985",
  deprecatedBg: "#fef3c7",
  deprecatedText: "#92400e",
  backdrop: "rgb(24 24 27 / 0.4)",
}

export const darkPalette: Palette = {
  background: "#18181b",
  text: "#d4d4d8",
  muted: "#a1a1aa",
  heading: "#fafafa",
  primary: "#34d399",
  primaryHover: "#6ee7b7",
  surface: "#27272a",
  surfaceStrong: "#3f3f46",
  border: "#2f2f35",
  highlight: "#10382c",
  highlightText: "#a7f3d0",
  focus: "#5eead4",
  topBarRgb: "24 24 27",
  previewBg: "#0c4a6e",
  previewText: "#e0f2fe",
  deprecatedBg: "#4a2508",
  deprecatedText: "#fde68a",
  backdrop: "rgb(0 0 0 / 0.6)",
}

/** CSS custom property name for a palette key: `primaryHover` → `--c-primary-hover`. */
export function cssVarName(key: keyof Palette): string {
  return `--c-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
}

/** `--c-…: value;` declarations for one palette. */
export function paletteDeclarations(palette: Palette): string {
  return (Object.keys(palette) as (keyof Palette)[]).map((key) => `${cssVarName(key)}: ${palette[key]};`).join("")
}

/** theme-ui colours pointing at the custom properties, so one theme serves both palettes. */
export const themeColors = Object.fromEntries(
  (Object.keys(lightPalette) as (keyof Palette)[]).map((key) => [key, `var(${cssVarName(key)})`]),
) as Record<keyof Palette, string>
