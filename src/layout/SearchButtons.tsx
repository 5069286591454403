import { Icon } from "../ui/Icon"
import { IconButton } from "../ui/IconButton"
import { media } from "../theme/tokens"
import { warmUpSearch } from "./searchIntent"

export const SEARCH_LABEL = "Find something..."

/** The wide search button of large screens, with the platform's shortcut hint (picked by CSS from the pre-paint class). */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={warmUpSearch}
      onFocus={warmUpSearch}
      data-search-trigger=""
      sx={{
        display: "none",
        [media.large]: { display: "flex" },
        alignItems: "center",
        gap: 2,
        width: "100%",
        maxWidth: 400,
        height: 32,
        px: 3,
        border: "1px solid",
        borderColor: "border",
        borderRadius: "full",
        bg: "background",
        color: "muted",
        fontSize: 2,
        fontFamily: "body",
        cursor: "pointer",
        "&:hover": { borderColor: "surfaceStrong", color: "text" },
      }}
    >
      <Icon name="search" size={16} />
      {/* The visible text is the name: speech users say what they see. */}
      <span>{SEARCH_LABEL}</span>
      <kbd aria-hidden="true" sx={{ ml: "auto", fontFamily: "body", fontSize: 0, color: "muted" }}>
        <span className="only-apple">⌘K</span>
        <span className="not-apple">Ctrl K</span>
      </kbd>
    </button>
  )
}

/** The compact search button of small screens; same name as the wide one. */
export function SearchIconButton({ onOpen }: { onOpen: () => void }) {
  return (
    <span sx={{ display: "contents", [media.large]: { display: "none" } }}>
      <IconButton icon="search" label={SEARCH_LABEL} onClick={onOpen} onPointerEnter={warmUpSearch} onFocus={warmUpSearch} data-search-trigger="" />
    </span>
  )
}
