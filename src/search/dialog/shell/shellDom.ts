/** The ids of the search shell: the dialog's frame in every page's HTML, opened before any bundle runs. */
export const SEARCH_SHELL_IDS = {
  root: "search-shell",
  input: "search-shell-input",
  results: "search-shell-results",
  start: "search-shell-start",
  status: "search-shell-status",
  spinner: "search-shell-spinner",
} as const

/** Set on the input by the bootstrap while an input method composes text (IME): not a query yet. */
export const COMPOSING_ATTRIBUTE = "data-composing"

/** Events the bootstrap sends on `window` when the shell opens, closes, or a reader shows intent to search. */
export const SHELL_EVENTS = { open: "strata-search:open", close: "strata-search:close", intent: "strata-search:intent" } as const

/** What the inline bootstrap offers the bundles, as `window.__strataSearch`. */
export interface SearchShellApi {
  open(): boolean
  close(): void
  isOpen(): boolean
  /** The dialog has taken over the shell's input: the start text is the dialog's now (its recent searches). */
  adopt(): void
  /** Shows a message in the shell (search could not load); Escape still closes it. */
  fail(message: string): void
  /** An index file the bootstrap fetched on intent (handed over once), or undefined. */
  take(path: string): Promise<unknown> | undefined
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
