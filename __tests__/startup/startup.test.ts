import { isOutbound, startAnalytics } from "../../src/startup/analytics"
import { trackPageView } from "../../src/startup/dataLayer"
import { consentDefault, consentDefaultCommand } from "../../src/startup/consent"
import { eventEntry, trackEvent, trackTabSelect } from "../../src/startup/dataLayer"
import { startTheme, toggleDarkMode } from "../../src/startup/darkMode"

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
    delete process.env.GATSBY_GTM_ID
    delete process.env.GATSBY_CONSENT_DEFAULT
  })

  it("loads nothing and pushes nothing without a container id", () => {
    expect(startAnalytics(undefined)).toBe(false)
    expect(document.querySelector("script")).toBeNull()
    trackPageView("/x")
    trackEvent("theme_change", { theme: "dark" })
    expect(window.dataLayer).toBeUndefined()
  })

  it("pushes the consent default first, then loads the container from its origin, then records page views", () => {
    process.env.GATSBY_GTM_ID = "GTM-TEST1"
    expect(startAnalytics("GTM-TEST1", "https://www.googletagmanager.com")).toBe(true)
    expect(document.querySelector("script")?.getAttribute("src")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST1")
    const [consent, start] = window.dataLayer ?? []
    // gtag's form: an Arguments object, not an array.
    expect(Object.prototype.toString.call(consent)).toBe("[object Arguments]")
    expect([...(consent as IArguments)]).toEqual(["consent", "default", { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }])
    expect(start).toMatchObject({ event: "gtm.js" })
    trackPageView("/guides")
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: "page_view", page_path: "/guides" })
  })

  it("a click on a link to another site is an outbound_click; a link within the site is not", () => {
    process.env.GATSBY_GTM_ID = "GTM-TEST1"
    startAnalytics("GTM-TEST1")
    document.body.innerHTML = `<a href="https://github.com/strata/x"><span>out</span></a><a href="/guides">in</a><a href="mailto:a@b.c">mail</a>`
    const links = document.querySelectorAll("a")
    // jsdom does not navigate; the listener sees the click as a browser would.
    links.forEach((link) => link.addEventListener("click", (event) => event.preventDefault()))
    links[0].querySelector("span")!.click()
    links[1].click()
    links[2].click()
    expect(window.dataLayer?.filter((entry) => (entry as Record<string, unknown>).event === "outbound_click")).toEqual([{ event: "outbound_click", url: "https://github.com/strata/x" }])
  })
})

describe("outbound links", () => {
  test.each([
    ["https://github.com/x", true],
    ["http://example.com", true],
    ["https://docs.strata.dev/guides", false],
    ["/guides", false],
    ["#intro", false],
    ["mailto:team@strata.dev", false],
  ])("%s leaves https://docs.strata.dev: %s", (href, expected) => {
    expect(isOutbound(href, "https://docs.strata.dev")).toBe(expected)
  })
})

describe("consent defaults", () => {
  test.each([
    [undefined, "denied"],
    ["denied", "denied"],
    ["granted", "granted"],
    [" Granted ", "granted"],
    ["yes", "denied"],
  ])("GATSBY_CONSENT_DEFAULT=%j → %s", (value, expected) => {
    expect(consentDefault(value)).toBe(expected)
  })

  it("granted sets every consent type to granted", () => {
    expect([...consentDefaultCommand("granted")]).toEqual(["consent", "default", { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" }])
  })
})

describe("events for the container", () => {
  beforeEach(() => {
    delete window.dataLayer
  })
  afterEach(() => {
    delete process.env.GATSBY_GTM_ID
  })

  it("an event is its name under `event`, with its fields beside it", () => {
    expect(eventEntry("select_search_result", { search_term: "filters", url: "/guides/filters#range", position: 2 })).toEqual({ event: "select_search_result", search_term: "filters", url: "/guides/filters#range", position: 2 })
  })

  it("with a container, events are pushed in order; code groups push tab_select", () => {
    process.env.GATSBY_GTM_ID = "GTM-TEST1"
    trackEvent("copy_code", { language: "bash", page_path: "/guides" })
    trackTabSelect("python")
    expect(window.dataLayer).toEqual([
      { event: "copy_code", language: "bash", page_path: "/guides" },
      { event: "tab_select", track: "python" },
    ])
  })

  it("without one, nothing is created", () => {
    trackTabSelect("python")
    expect(window.dataLayer).toBeUndefined()
  })
})
