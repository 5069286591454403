import { contrastRatio } from "../../src/theme/contrast"
import { cssVarName, darkPalette, lightPalette, paletteDeclarations, type Palette } from "../../src/theme/palette"

// Text colour on background colour, as the site uses them.
const textPairs: [keyof Palette, keyof Palette][] = [
  ["text", "background"],
  ["muted", "background"],
  ["heading", "background"],
  ["primary", "background"],
  ["primaryHover", "background"],
  ["muted", "surface"],
  ["heading", "surface"],
  ["highlightText", "highlight"],
  ["greenText", "greenBg"],
  ["blueText", "blueBg"],
  ["amberText", "amberBg"],
  ["redText", "redBg"],
  ["violetText", "violetBg"],
  ["greenText", "background"],
  ["blueText", "background"],
  ["amberText", "background"],
  ["redText", "background"],
  ["violetText", "background"],
  ["background", "heading"],
  ["codeComment", "surface"],
  ["codeKeyword", "surface"],
  ["codeString", "surface"],
  ["codeNumber", "surface"],
  ["codeFunction", "surface"],
  ["codeProperty", "surface"],
  ["codePunctuation", "surface"],
  ["heading", "surface"],
]

describe.each([
  ["light", lightPalette],
  ["dark", darkPalette],
])("the %s palette", (_name, palette) => {
  it.each(textPairs)("%s on %s passes WCAG AA (4.5:1)", (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5)
  })

  it("has a focus ring visible against the background (3:1)", () => {
    expect(contrastRatio(palette.focus, palette.background)).toBeGreaterThanOrEqual(3)
  })
})

describe("palette CSS", () => {
  it("names custom properties in kebab case", () => expect(cssVarName("primaryHover")).toBe("--c-primary-hover"))
  it("declares every colour", () => {
    expect(paletteDeclarations(lightPalette)).toContain("--c-background: #ffffff;")
    expect(paletteDeclarations(darkPalette).match(/--c-/g)).toHaveLength(Object.keys(darkPalette).length)
  })
  it("computes known contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2)
  })
})
