import { analyticsConsentGranted } from "./consent"
import { eventEntry, type TrackedEventName, type TrackedEvents } from "./dataLayer"

// "Was this page helpful?" at the end of every article is the server's HTML (src/layout/chromeTrees.ts); this is
// its one delegated script. Yes or No is the answer: it pushes `page_feedback` at once (a reader who answers and
// leaves is counted) and offers an optional reason; Send pushes the reason as `page_feedback_reason`. Both go to
// the tag manager's data layer only when the reader's consent allows analytics; nothing is sent anywhere else.

/** The longest reason kept: one line. */
export const FEEDBACK_REASON_MAX = 200

const FORM = "form[data-feedback]"
const CHOICE = "[data-feedback-choice]"
type Helpful = "yes" | "no"

/** The reason's event: the reason trimmed to one line of at most FEEDBACK_REASON_MAX characters. */
export function feedbackFields(pagePath: string, helpful: Helpful, reason: string): TrackedEvents["page_feedback_reason"] {
  return { page_path: pagePath, helpful, reason: reason.replace(/\s+/g, " ").trim().slice(0, FEEDBACK_REASON_MAX) }
}

/** Pushes one feedback event to `dataLayer` if there is one and its consent grants analytics; whether it did. */
export function pushFeedback<Name extends "page_feedback" | "page_feedback_reason">(
  dataLayer: unknown[] | undefined,
  name: Name & TrackedEventName,
  fields: TrackedEvents[Name],
): boolean {
  if (!dataLayer || !analyticsConsentGranted(dataLayer)) return false
  dataLayer.push(eventEntry(name, fields))
  return true
}

const formOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLFormElement>(FORM) : null)
const thanksOf = (form: HTMLFormElement) => form.querySelector<HTMLElement>("[role=status]")!

/** One listener for clicks and one for submits, for every page's form, whether server HTML or rendered after navigation. */
export function startPageFeedback(): void {
  document.addEventListener("click", (event) => {
    const choice = event.target instanceof Element ? event.target.closest(CHOICE) : null
    const form = choice && formOf(event)
    if (!form) return
    const helpful = choice.getAttribute("data-feedback-choice") as Helpful
    // The answer counts once per page view; a changed mind is what the reason's event carries.
    if (!form.hasAttribute("data-answered")) pushFeedback(window.dataLayer, "page_feedback", { page_path: window.location.pathname, helpful })
    form.setAttribute("data-answered", "")
    form.setAttribute("data-state", helpful)
    form.querySelectorAll(CHOICE).forEach((button) => button.setAttribute("aria-pressed", String(button === choice)))
    thanksOf(form).textContent = "Thanks! Tell us why, if you like."
    form.querySelector("input")?.focus()
  })
  document.addEventListener("submit", (event) => {
    const form = formOf(event)
    if (!form) return
    event.preventDefault()
    const helpful = form.getAttribute("data-state")
    if (helpful !== "yes" && helpful !== "no") return
    const fields = feedbackFields(window.location.pathname, helpful, form.querySelector("input")?.value ?? "")
    if (fields.reason) pushFeedback(window.dataLayer, "page_feedback_reason", fields)
    form.setAttribute("data-state", "sent")
    const thanks = thanksOf(form)
    thanks.textContent = "Thanks for your feedback."
    // The form's controls are gone: focus stays on the answer instead of falling to the page.
    thanks.focus()
  })
}
