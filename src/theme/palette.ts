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
  backdrop: string
  /** Five tones for method tags, callouts and badges: a subtle background and an AA text colour on it. */
  greenBg: string
  greenText: string
  blueBg: string
  blueText: string
  amberBg: string
  amberText: string
  redBg: string
  redText: string
  violetBg: string
  violetText: string
  /** Syntax colours of code, on `surface`. */
  codeComment: string
  codeKeyword: string
  codeString: string
  codeNumber: string
  codeFunction: string
  codeProperty: string
  codePunctuation: string
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
  backdrop: "rgb(24 24 27 / 0.4)",
  greenBg: "#dcfce7",
  greenText: "#166534",
  blueBg: "#e0f2fe",
  blueText: "#075985",
  amberBg: "#fef3c7",
  amberText: "#92400e",
  redBg: "#ffe4e6",
  redText: "#9f1239",
  violetBg: "#ede9fe",
  violetText: "#5b21b6",
  codeComment: "#5f6571",
  codeKeyword: "#a0204e",
  codeString: "#0b6b3a",
  codeNumber: "#0550ae",
  codeFunction: "#6639ba",
  codeProperty: "#0b5a7a",
  codePunctuation: "#3f3f46",
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
  backdrop: "rgb(0 0 0 / 0.6)",
  greenBg: "#0f2e1f",
  greenText: "#86efac",
  blueBg: "#0c2d48",
  blueText: "#bae6fd",
  amberBg: "#3b2508",
  amberText: "#fde68a",
  redBg: "#451320",
  redText: "#fecdd3",
  violetBg: "#2e1a5c",
  violetText: "#ddd6fe",
  codeComment: "#a1a1aa",
  codeKeyword: "#ff8fb1",
  codeString: "#8ee6a8",
  codeNumber: "#93c5fd",
  codeFunction: "#d2b8ff",
  codeProperty: "#7dd3fc",
  codePunctuation: "#d4d4d8",
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
