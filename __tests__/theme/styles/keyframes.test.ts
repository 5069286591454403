import { styleToCss } from "../../../src/theme/styles/cssText"
import { theme } from "../../../src/theme/theme"

describe("keyframes inside a rule", () => {
  it("are written with their own frames, not under the element's class", () => {
    const css = styleToCss(".x-spin", { animation: "x-spin 1s linear infinite", "@keyframes x-spin": { from: { opacity: 0 }, to: { transform: "rotate(360deg)" } } }, theme)
    expect(css).toBe(".x-spin{animation:x-spin 1s linear infinite}\n@keyframes x-spin{from{opacity:0}to{transform:rotate(360deg)}}")
  })
})
