import { Icon } from "../ui/Icon"
import { IconButton } from "../ui/IconButton"
import { searchButtonsStyles } from "./SearchButtons.styles"

export const SEARCH_LABEL = "Find something..."

// A click or tap on a [data-search-trigger] opens the search shell in the page's inline bootstrap, inside the
// tap's own handler (so phones show the keyboard), and hovering or focusing one fetches search's first files.

/** The wide search button of large screens, with the platform's shortcut hint (picked by CSS from the pre-paint class). */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      data-search-trigger=""
      className={searchButtonsStyles.wide}
    >
      <Icon name="search" size={16} />
      {/* The visible text is the name: speech users say what they see. */}
      <span>{SEARCH_LABEL}</span>
      <kbd aria-hidden="true" className={searchButtonsStyles.shortcut}>
        <span className="only-apple">⌘K</span>
        <span className="not-apple">Ctrl K</span>
      </kbd>
    </button>
  )
}

/** The compact search button of small screens; same name as the wide one. */
export function SearchIconButton({ onOpen }: { onOpen: () => void }) {
  return (
    <span className={searchButtonsStyles.compact}>
      <IconButton icon="search" label={SEARCH_LABEL} onClick={onOpen} data-search-trigger="" />
    </span>
  )
}
