/** ⌘K on Apple platforms, Ctrl+K elsewhere (either is accepted: keyboards differ from platforms). */
export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey" | "shiftKey">): boolean {
  return event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey
}

/** Open requests count only while a search button is actually shown (a zero-size trigger is hidden at this width). */
export function hasVisibleTrigger(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll<HTMLElement>("[data-search-trigger]")).some((element) => {
    const rect = element.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0
  })
}

let warmed = false
/** Loads the dialog's chunk and starts the index download, once, when a reader shows intent to search. */
export function warmUpSearch(): void {
  if (warmed) return
  warmed = true
  import("../search/SearchDialog").then((module) => module.preload()).catch(() => (warmed = false))
}
