import { fireEvent, render, screen } from "@testing-library/react"
import { feedbackTree } from "../../src/layout/chromeTrees"
import { toElementTree } from "../../src/mdx/elementTree"
import { renderTree } from "../../src/mdx/renderTree"
import { analyticsConsentGranted, consentDefaultCommand } from "../../src/startup/consent"
import { feedbackFields, pushFeedback, startPageFeedback } from "../../src/startup/pageFeedback"

// gtag's own form of a command: an `arguments` object.
function gtag(..._values: unknown[]): IArguments {
  return arguments
}

describe("analyticsConsentGranted", () => {
  it("is no consent without a data layer, or with none set", () => {
    expect(analyticsConsentGranted(undefined)).toBe(false)
    expect(analyticsConsentGranted([])).toBe(false)
    expect(analyticsConsentGranted([{ event: "gtm.js" }])).toBe(false)
  })

  it("follows the default, then the last update that sets analytics_storage", () => {
    expect(analyticsConsentGranted([consentDefaultCommand("granted")])).toBe(true)
    expect(analyticsConsentGranted([consentDefaultCommand("denied")])).toBe(false)
    expect(analyticsConsentGranted([consentDefaultCommand("denied"), gtag("consent", "update", { analytics_storage: "granted" })])).toBe(true)
    expect(analyticsConsentGranted([consentDefaultCommand("granted"), gtag("consent", "update", { analytics_storage: "denied" })])).toBe(false)
    // An update of other types leaves analytics as it was; an array counts as gtag's form too.
    expect(analyticsConsentGranted([["consent", "default", { analytics_storage: "granted" }], gtag("consent", "update", { ad_storage: "denied" })])).toBe(true)
  })
})

describe("the feedback event", () => {
  it("keeps the reason to one trimmed line of at most 200 characters", () => {
    expect(feedbackFields("/a", "no", "  too\n short  ")).toEqual({ page_path: "/a", helpful: "no", reason: "too short" })
    expect(feedbackFields("/a", "yes", "x".repeat(300)).reason).toHaveLength(200)
  })

  it("is pushed only to a data layer whose consent grants analytics", () => {
    const fields = { page_path: "/a", helpful: "yes" } as const
    expect(pushFeedback(undefined, "page_feedback", fields)).toBe(false)
    const denied: unknown[] = [consentDefaultCommand("denied")]
    expect(pushFeedback(denied, "page_feedback", fields)).toBe(false)
    expect(denied).toHaveLength(1)
    const granted: unknown[] = [consentDefaultCommand("granted")]
    expect(pushFeedback(granted, "page_feedback", fields)).toBe(true)
    expect(pushFeedback(granted, "page_feedback_reason", feedbackFields("/a", "yes", "Clear"))).toBe(true)
    expect(granted.slice(1)).toEqual([
      { event: "page_feedback", page_path: "/a", helpful: "yes" },
      { event: "page_feedback_reason", page_path: "/a", helpful: "yes", reason: "Clear" },
    ])
  })
})

describe("Was this page helpful?", () => {
  beforeAll(() => startPageFeedback())
  afterEach(() => delete window.dataLayer)

  const form = () => document.querySelector("form[data-feedback]")!

  it("asks with Yes and No; the answer is pushed at once with consent, the optional reason on Send; says thanks", () => {
    window.dataLayer = [consentDefaultCommand("granted")]
    render(renderTree(toElementTree(feedbackTree())))
    expect(screen.getByRole("form", { name: "Was this page helpful?" })).toBe(form())
    fireEvent.click(screen.getByRole("button", { name: "No" }))
    // A reader who answers and leaves is counted.
    expect(window.dataLayer).toEqual([expect.anything(), { event: "page_feedback", page_path: "/", helpful: "no" }])
    expect(screen.getByRole("status")).toHaveTextContent("Thanks! Tell us why, if you like.")
    expect(form()).toHaveAttribute("data-state", "no")
    expect(screen.getByRole("button", { name: "No" })).toHaveAttribute("aria-pressed", "true")
    expect(screen.getByRole("button", { name: "Yes" })).toHaveAttribute("aria-pressed", "false")
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Tell us why (optional)" }))
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Missing an example" } })
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(window.dataLayer).toEqual([
      expect.anything(),
      { event: "page_feedback", page_path: "/", helpful: "no" },
      { event: "page_feedback_reason", page_path: "/", helpful: "no", reason: "Missing an example" },
    ])
    expect(form()).toHaveAttribute("data-state", "sent")
    expect(screen.getByRole("status")).toHaveTextContent("Thanks for your feedback.")
    expect(document.activeElement).toBe(screen.getByRole("status"))
  })

  it("without consent, or without a container, pushes nothing and still says thanks", () => {
    window.dataLayer = [consentDefaultCommand("denied")]
    const { unmount } = render(renderTree(toElementTree(feedbackTree())))
    fireEvent.click(screen.getByRole("button", { name: "Yes" }))
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(window.dataLayer).toHaveLength(1)
    expect(screen.getByRole("status")).toHaveTextContent("Thanks for your feedback.")
    unmount()
    delete window.dataLayer
    render(renderTree(toElementTree(feedbackTree())))
    fireEvent.click(screen.getByRole("button", { name: "Yes" }))
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(window.dataLayer).toBeUndefined()
    expect(screen.getByRole("status")).toHaveTextContent("Thanks for your feedback.")
  })

  it("counts one answer per page view; a changed mind and the reason go in the reason's event; no reason, no event", () => {
    window.dataLayer = [consentDefaultCommand("granted")]
    render(renderTree(toElementTree(feedbackTree())))
    fireEvent.click(screen.getByRole("button", { name: "No" }))
    fireEvent.click(screen.getByRole("button", { name: "Yes" }))
    expect(window.dataLayer).toEqual([expect.anything(), { event: "page_feedback", page_path: "/", helpful: "no" }])
    fireEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(window.dataLayer).toHaveLength(2)
    expect(screen.getByRole("status")).toHaveTextContent("Thanks for your feedback.")
  })

  it("sends nothing before Yes or No", () => {
    window.dataLayer = [consentDefaultCommand("granted")]
    render(renderTree(toElementTree(feedbackTree())))
    fireEvent.submit(form())
    expect(window.dataLayer).toHaveLength(1)
    expect(form()).not.toHaveAttribute("data-state")
  })
})
