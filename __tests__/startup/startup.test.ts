import { startAnalytics, trackPageView } from "../../src/startup/analytics"
import { startTheme, toggleDarkMode } from "../../src/startup/theme"

function fakeMedia(initial: boolean) {
  const listeners: (() => void)[] = []
  const media = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => {},
  }
  window.matchMedia = (() => media) as never
  return {
    set(matches: boolean) {
      media.matches = matches
      listeners.forEach((listener) => listener())
    },
  }
}

const isDark = () => document.documentElement.classList.contains("dark")

describe("theme startup", () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.className = ""
  })

  it("stores a choice only while it differs from the system preference", () => {
    fakeMedia(false)
    expect(toggleDarkMode()).toBe(true)
    expect(localStorage.getItem("darkMode")).toBe("true")
    expect(toggleDarkMode()).toBe(false)
    expect(localStorage.getItem("darkMode")).toBeNull()
  })

  it("follows the system preference live while nothing is stored", () => {
    const media = fakeMedia(false)
    const stop = startTheme()
    media.set(true)
    expect(isDark()).toBe(true)
    media.set(false)
    expect(isDark()).toBe(false)
    stop()
  })

  it("keeps a stored choice when the system preference changes", () => {
    const media = fakeMedia(false)
    localStorage.setItem("darkMode", "true")
    const stop = startTheme()
    media.set(false)
    expect(isDark()).toBe(true)
    stop()
  })

  it("sets the page-loaded flag on the load event", () => {
    fakeMedia(false)
    document.documentElement.removeAttribute("data-loaded")
    const stop = startTheme()
    window.dispatchEvent(new Event("load"))
    expect(document.documentElement).toHaveAttribute("data-loaded")
    stop()
  })
})

describe("analytics startup", () => {
  beforeEach(() => {
    document.head.innerHTML = ""
    delete window.dataLayer
  })

  it("loads nothing without a container id", () => {
    expect(startAnalytics(undefined)).toBe(false)
    expect(document.querySelector("script")).toBeNull()
    trackPageView("/x", undefined)
    expect(window.dataLayer).toBeUndefined()
  })

  it("loads the container and records page views when configured", () => {
    expect(startAnalytics("GTM-TEST1")).toBe(true)
    expect(document.querySelector("script")?.getAttribute("src")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST1")
    trackPageView("/guides", "GTM-TEST1")
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: "page_view", page_path: "/guides" })
  })
})
