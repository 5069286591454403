/** ⌘K on Apple platforms, Ctrl+K elsewhere (either is accepted: keyboards differ from platforms). */
export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey" | "shiftKey">): boolean {
  return event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey
}

/** Where a typed `/` is text: fields, selects and editable content keep their keys. */
export function isTextField(target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false
  return target.isContentEditable === true || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName?.toUpperCase() ?? "")
}

/**
 * `/` opens search from the page, as on many documentation sites: never from a text field (it types
 * there), never with Ctrl, ⌘ or Alt (other shortcuts), never over an open modal. Shift is allowed:
 * some keyboard layouts need it to type `/` at all.
 */
export function isSlashShortcut(
  event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey" | "defaultPrevented" | "isComposing">,
  target: Parameters<typeof isTextField>[0],
  modalOpen: boolean,
): boolean {
  if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey || event.defaultPrevented || event.isComposing) return false
  return !modalOpen && !isTextField(target)
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
