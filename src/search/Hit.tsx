import type { SearchHit } from "./localClient"
import { HighlightedText } from "./HighlightedText"

interface HitProps {
  hit: SearchHit
  id: string
  active: boolean
  onActivate: () => void
  onOpen: () => void
}

/** The look of an option in the dialog's lists (results and recent searches): the active one is highlighted. */
export function optionStyle(active: boolean) {
  return { display: "block", px: 3, py: 2, borderRadius: "default", cursor: "pointer", bg: active ? "highlight" : "transparent" } as const
}

/** One result: the page title, the section header and a snippet, highlighted. */
export function Hit({ hit, id, active, onActivate, onOpen }: HitProps) {
  const header = hit._highlightResult?.header?.value ?? hit.header
  const snippet = hit._snippetResult?.content?.value ?? hit.content
  return (
    <li
      role="option"
      id={id}
      aria-selected={active}
      data-url={hit.url}
      onMouseMove={active ? undefined : onActivate}
      onClick={onOpen}
      sx={{
        ...optionStyle(active),
        "& mark": { bg: "transparent", color: active ? "highlightText" : "primary", fontWeight: "bold", textDecoration: "underline", textUnderlineOffset: "2px" },
      }}
    >
      <span sx={{ display: "block", fontSize: 0, color: "muted" }}>{hit.hierarchy.slice(0, -1).join(" › ") || hit.title}</span>
      <span sx={{ display: "block", fontWeight: "medium", color: active ? "highlightText" : "heading" }}>
        <HighlightedText value={header} />
      </span>
      {snippet && (
        <span sx={{ display: "block", fontSize: 1, color: "muted", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
          <HighlightedText value={snippet} />
        </span>
      )}
    </li>
  )
}
