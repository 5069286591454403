import type { IndexFileCache } from "../../engine/indexFiles"

/** The ids of the search shell: the dialog's frame in every page's HTML, opened before any bundle runs. */
export const SEARCH_SHELL_IDS = {
  root: "search-shell",
  input: "search-shell-input",
  results: "search-shell-results",
  start: "search-shell-start",
  status: "search-shell-status",
  spinner: "search-shell-spinner",
  close: "search-shell-close",
} as const

/** Set on the input by the bootstrap while an input method composes text (IME): not a query yet. */
export const COMPOSING_ATTRIBUTE = "data-composing"

/** Events the bootstrap sends on `window` when the shell opens, closes, or a reader shows intent to search. */
export const SHELL_EVENTS = { open: "strata-search:open", close: "strata-search:close", intent: "strata-search:intent" } as const

/** What the bootstrap is given in its script: the shell's ids and events, the index's place, the gestures' limits. */
export interface BootstrapConfig {
  /** Only the ids it reads: every byte of the script is in every page. */
  ids: Pick<typeof SEARCH_SHELL_IDS, "root" | "input" | "start" | "status" | "close">
  events: typeof SHELL_EVENTS
  composing: string
  /** Where the index is served, and its meta file. */
  index: string
  meta: string
  /** What Tab may focus inside the dialog. */
  focusable: string
  /** A touch that moves further than this (px) is a swipe, not a tap. */
  swipe: number
  /** The class <html> carries while the dialog is open: the page behind does not scroll. */
  lock: string
}

/** What the inline bootstrap offers the bundles, as `window.__strataSearch`. */
export interface SearchShellApi {
  open(): boolean
  close(): void
  isOpen(): boolean
  /** The dialog has taken over the shell's input: the start text is the dialog's now (its recent searches). */
  adopt(): void
  /** Shows a message in the shell (search could not load); Escape still closes it. */
  fail(message: string): void
  /** The index files fetched so far, by path: the bootstrap fetches the meta file on intent, the engine the rest. */
  files: IndexFileCache
}

/** The bootstrap's API, once the page's HTML has run it. */
export function searchShellApi(): SearchShellApi | undefined {
  return typeof window === "undefined" ? undefined : (window as unknown as { __strataSearch?: SearchShellApi }).__strataSearch
}

export interface SearchShellParts {
  root: HTMLElement
  panel: HTMLElement
  input: HTMLInputElement
  /** Where the dialog renders its results. */
  results: HTMLElement
  spinner: HTMLElement
}

/** The shell's elements in a document, or undefined when this page has none. */
export function findSearchShell(doc: Document = document): SearchShellParts | undefined {
  const root = doc.getElementById(SEARCH_SHELL_IDS.root)
  const input = doc.getElementById(SEARCH_SHELL_IDS.input)
  const results = doc.getElementById(SEARCH_SHELL_IDS.results)
  const spinner = doc.getElementById(SEARCH_SHELL_IDS.spinner)
  const panel = root?.querySelector<HTMLElement>('[role="dialog"]')
  if (!root || !panel || !(input instanceof HTMLInputElement) || !results || !spinner) return undefined
  return { root, panel, input, results, spinner }
}
