import { analyticsConsentGranted } from "./consent"
import { eventEntry, type TrackedEvents } from "./dataLayer"

// "Was this page helpful?" at the end of every article is the server's HTML (src/layout/chromeTrees.ts); this is
// its one delegated script. Yes or No shows the optional reason; Send pushes `page_feedback` to the tag manager's
// data layer when the reader's consent allows analytics, says thanks, and sends nothing anywhere else.

/** The longest reason kept: one line. */
export const FEEDBACK_REASON_MAX = 200

const FORM = "form[data-feedback]"
const CHOICE = "[data-feedback-choice]"

/** The event for one answer: the reason trimmed to one line of at most FEEDBACK_REASON_MAX characters. */
export function feedbackFields(pagePath: string, helpful: "yes" | "no", reason: string): TrackedEvents["page_feedback"] {
  return { page_path: pagePath, helpful, reason: reason.replace(/\s+/g, " ").trim().slice(0, FEEDBACK_REASON_MAX) }
}

/** Pushes the answer to `dataLayer` if there is one and its consent grants analytics; whether it did. */
export function pushFeedback(dataLayer: unknown[] | undefined, fields: TrackedEvents["page_feedback"]): boolean {
  if (!dataLayer || !analyticsConsentGranted(dataLayer)) return false
  dataLayer.push(eventEntry("page_feedback", fields))
  return true
}

const formOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLFormElement>(FORM) : null)

/** One listener for clicks and one for submits, for every page's form, whether server HTML or rendered after navigation. */
export function startPageFeedback(): void {
  document.addEventListener("click", (event) => {
    const choice = event.target instanceof Element ? event.target.closest(CHOICE) : null
    const form = choice && formOf(event)
    if (!form) return
    form.setAttribute("data-state", choice.getAttribute("data-feedback-choice")!)
    form.querySelectorAll(CHOICE).forEach((button) => button.setAttribute("aria-pressed", String(button === choice)))
    form.querySelector("input")?.focus()
  })
  document.addEventListener("submit", (event) => {
    const form = formOf(event)
    if (!form) return
    event.preventDefault()
    const helpful = form.getAttribute("data-state")
    if (helpful !== "yes" && helpful !== "no") return
    pushFeedback(window.dataLayer, feedbackFields(window.location.pathname, helpful, form.querySelector("input")?.value ?? ""))
    form.setAttribute("data-state", "sent")
    const thanks = form.querySelector<HTMLElement>("[role=status]")!
    thanks.textContent = "Thanks for your feedback."
    // The form's controls are gone: focus stays on the answer instead of falling to the page.
    thanks.focus()
  })
}
