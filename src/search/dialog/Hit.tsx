import type { MouseEvent } from "react"
import { cx } from "../../theme/styles/cx"
import { HighlightedText } from "./HighlightedText"
import { hitStyles } from "./Hit.styles"
import type { SearchHit } from "../engine/localClient"

interface HitProps {
  hit: SearchHit
  id: string
  active: boolean
  onActivate: () => void
  onOpen: () => void
}

/**
 * The snippet to show: where the query's words stand as typed (prose first, then code), else where
 * any match stands, else the prose's start.
 */
export function snippetOf(hit: SearchHit): string {
  const { content, code } = hit._snippetResult ?? {}
  for (const level of ["full", "partial"]) {
    if (content?.matchLevel === level) return content.value
    if (code?.matchLevel === level) return code.value
  }
  return content?.value ?? hit.content
}

/** A click that asks the browser for a new tab or window (or a download) keeps the link's own behaviour. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}

/**
 * One result, under its page's title (SearchPanel groups them): the section above it (for an h3 or an entry), the
 * section header and a snippet, highlighted. The option is itself a
 * link (ARIA allows role="option" on <a href>; an interactive element inside an option would not be
 * announced), so a reader can open it in a new tab or copy it; a plain click navigates within the site.
 */
export function Hit({ hit, id, active, onActivate, onOpen }: HitProps) {
  const header = hit._highlightResult?.header?.value ?? hit.header
  const snippet = snippetOf(hit)
  return (
    <li role="none">
      <a
        role="option"
        id={id}
        aria-selected={active}
        data-url={hit.url}
        href={hit.url}
        // The combobox keeps focus (aria-activedescendant); the link is for the pointer and the context menu.
        tabIndex={-1}
        onMouseMove={active ? undefined : onActivate}
        onClick={(event) => {
          if (opensElsewhere(event)) return
          event.preventDefault()
          onOpen()
        }}
        className={hitStyles.root}
      >
        {/* The page's title heads the group: the hit names the sections above it, if any (an entry's type). */}
        {hit.hierarchy.length > 2 && <span className={hitStyles.context}>{hit.hierarchy.slice(1, -1).join(" › ")}</span>}
        <span className={cx(hitStyles.header, active && hitStyles.headerActive)}>
          <HighlightedText value={header} />
        </span>
        {snippet && (
          <span className={hitStyles.snippet}>
            <HighlightedText value={snippet} />
          </span>
        )}
      </a>
    </li>
  )
}
