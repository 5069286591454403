import { DARK_MODE_STORAGE_KEY, resolveIsDark, storedValueFor } from "../../src/theme/colorMode"
import { CODE_TRACKS_KEY, HTML_TRACKS_ATTRIBUTE } from "../../src/mdx/code/trackChoice"
import { prePaintScript } from "../../src/layout/prePaintScript"

describe("the dark-mode rule", () => {
  it.each([
    [null, false, false],
    [null, true, true],
    ["true", false, true],
    ["false", true, false],
    ["garbage", true, true],
  ])("stored %j with system dark %j → dark %j", (stored, system, expected) => {
    expect(resolveIsDark(stored, system)).toBe(expected)
  })

  it.each([
    [true, true, null],
    [false, false, null],
    [true, false, "true"],
    [false, true, "false"],
  ])("choosing dark %j with system dark %j stores %j", (isDark, system, expected) => {
    expect(storedValueFor(isDark, system)).toBe(expected)
  })
})

describe("the pre-paint script", () => {
  function runScript(stored: string | null, systemDark: boolean, platform = "Linux x86_64", codeTracks?: string) {
    document.documentElement.className = ""
    document.documentElement.removeAttribute(HTML_TRACKS_ATTRIBUTE)
    localStorage.clear()
    if (stored !== null) localStorage.setItem(DARK_MODE_STORAGE_KEY, stored)
    if (codeTracks !== undefined) localStorage.setItem(CODE_TRACKS_KEY, codeTracks)
    window.matchMedia = ((query: string) => ({ matches: systemDark, media: query })) as never
    Object.defineProperty(navigator, "platform", { value: platform, configurable: true })
    new Function(prePaintScript)()
    return { dark: document.documentElement.classList.contains("dark"), stored: localStorage.getItem(DARK_MODE_STORAGE_KEY) }
  }

  it("applies a stored dark choice over a light system", () => expect(runScript("true", false)).toEqual({ dark: true, stored: "true" }))
  it("applies a stored light choice over a dark system", () => expect(runScript("false", true)).toEqual({ dark: false, stored: "false" }))
  it("follows the system with nothing stored", () => expect(runScript(null, true)).toEqual({ dark: true, stored: null }))
  it("drops a stored value that equals the system preference", () => expect(runScript("true", true)).toEqual({ dark: true, stored: null }))
  it("puts the stored code tracks on <html>, and nothing when none are stored", () => {
    runScript(null, false, "Linux x86_64", "terraform typescript")
    expect(document.documentElement.getAttribute(HTML_TRACKS_ATTRIBUTE)).toBe("terraform typescript")
    runScript(null, false)
    expect(document.documentElement.hasAttribute(HTML_TRACKS_ATTRIBUTE)).toBe(false)
  })
  it("marks Apple platforms for the ⌘K hint", () => {
    runScript(null, false, "MacIntel")
    expect(document.documentElement.classList.contains("apple")).toBe(true)
    runScript(null, false, "Win32")
    expect(document.documentElement.classList.contains("apple")).toBe(false)
  })
})
