/**
 * The events the site pushes to the tag manager's `window.dataLayer`, for tags and triggers that need no
 * Custom HTML (which the Content-Security-Policy refuses). Every push is a no-op when no container is
 * configured (GATSBY_GTM_ID unset at build): nothing is created, `window.dataLayer` stays undefined.
 * docs/analytics.md is the reference of names and fields.
 */
export interface TrackedEvents {
  /** A client-side route change (the first view is the container's own). */
  page_view: { page_path: string; page_title: string }
  /** A query whose results were shown and then read (a ~1 s pause) or opened: once per settled query. */
  search: { search_term: string; result_count: number }
  /** A result opened from the search dialog; position counts from 1. */
  select_search_result: { search_term: string; url: string; position: number }
  copy_code: { language: string; page_path: string }
  copy_page: { page_path: string }
  view_markdown: { page_path: string }
  /** A link to another site, clicked (any button). */
  outbound_click: { url: string }
  theme_change: { theme: "light" | "dark" }
  /** A tab of a code group chosen; `track` is the tab's language or name. */
  tab_select: { track: string }
  /** "Was this page helpful?" answered and sent; pushed only with analytics consent (src/startup/pageFeedback.ts). */
  page_feedback: { page_path: string; helpful: "yes" | "no" }
  page_feedback_reason: { page_path: string; helpful: "yes" | "no"; reason: string }
}

export type TrackedEventName = keyof TrackedEvents

type DataLayerEntry = Record<string, unknown> | IArguments

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

/** Whether this build has a container; GATSBY_* variables are inlined at build, so this is a constant. */
export function containerConfigured(): boolean {
  return Boolean(process.env.GATSBY_GTM_ID)
}

/** The object pushed for one event: GTM reads `event` as the trigger name and the rest as variables. */
export function eventEntry<N extends TrackedEventName>(name: N, fields: TrackedEvents[N]): Record<string, unknown> {
  return { event: name, ...fields }
}

/** Pushes one event for the container's triggers; does nothing without a container. */
export function trackEvent<N extends TrackedEventName>(name: N, fields: TrackedEvents[N]): void {
  if (!containerConfigured()) return
  window.dataLayer = window.dataLayer || []
  window.dataLayer.push(eventEntry(name, fields))
}

/** Records a page view after a client-side route change (the first view is the container's own). */
export function trackPageView(pathname: string): void {
  trackEvent("page_view", { page_path: pathname, page_title: document.title })
}

/** For code groups: the reader chose a tab. */
export function trackTabSelect(track: string): void {
  trackEvent("tab_select", { track })
}

/** The page the reader is on, for events that carry it. */
export function currentPagePath(): string {
  return window.location.pathname
}
