import { useEffect, useRef } from "react"
import type { PageHeading } from "../mdx/treeTypes"
import { revealCurrentEntry } from "../navigation/revealEntry"
import { Icon } from "../ui/Icon"
import { tableOfContentsStyles } from "./TableOfContents.styles"
import { TOP_ID } from "../ui/topAnchor"
import { contentsBarOffset } from "./contentsBar"
import { useVisibleSections } from "./useVisibleSections"

const TOP_ENTRY_LABEL = "Top of page"
export const CONTENTS_LIST_ID = "on-this-page-list"

function Item({ href, label, depth, visible, active }: { href: string; label: string; depth: 2 | 3 | 4; visible: boolean; active: boolean }) {
  return (
    <li>
      <a href={href} aria-current={active ? "location" : undefined} data-visible={visible ? "" : undefined} data-depth={depth}>
        {label}
      </a>
    </li>
  )
}

// The list is the bar's popover (React 18 passes these attributes through as they are written).
const popover = { popover: "auto" }
const opensList = { popovertarget: CONTENTS_LIST_ID }

/**
 * "On this page": the h2/h3 of the article; the sections in view are marked, the one being read highlighted.
 * On extra-large screens it is the right-hand column. Narrower, a bar stays under the top bar, names the section
 * being read, and opens the same list as a popover: the browser opens it before any script has run, closes it on
 * Escape (focus back on the button) and on a click outside; a jump closes it here.
 */
export function TableOfContents({ headings, contentId }: { headings: PageHeading[]; contentId: string }) {
  const { visible, active, showTop } = useVisibleSections(headings, contentId)
  const listRef = useRef<HTMLUListElement>(null)
  const navRef = useRef<HTMLElement>(null)
  // In the column, a long list (a reference page's entries and their parts) scrolls to the section being read.
  useEffect(() => {
    if (typeof active === "number" && navRef.current && contentsBarOffset() === 0) revealCurrentEntry(navRef.current, '[aria-current="location"]')
  }, [active])
  // Opened, the list shows the section being read.
  useEffect(() => {
    const list = listRef.current
    const onToggle = (event: Event) => {
      if ((event as Event & { newState?: string }).newState === "open" && list) revealCurrentEntry(list, '[aria-current="location"]')
    }
    list?.addEventListener("toggle", onToggle)
    return () => list?.removeEventListener("toggle", onToggle)
  }, [headings.length])
  if (headings.length === 0) return null
  const current = typeof active === "number" ? headings[active]?.text : undefined
  return (
    <nav ref={navRef} aria-label="On this page" className={tableOfContentsStyles.root}>
      <button type="button" className={tableOfContentsStyles.toggle} aria-controls={CONTENTS_LIST_ID} {...opensList}>
        <span className={tableOfContentsStyles.toggleLabel}>On this page</span>
        {current && <span className={tableOfContentsStyles.toggleCurrent}>{current}</span>}
        <Icon name="chevronRight" size={16} className={tableOfContentsStyles.toggleIcon} />
      </button>
      <h2 className={tableOfContentsStyles.title}>On this page</h2>
      <ul
        ref={listRef}
        id={CONTENTS_LIST_ID}
        className={tableOfContentsStyles.list}
        {...popover}
        onClick={(event) => (event.target as Element).closest("a") && (event.currentTarget as HTMLElement & { hidePopover?: () => void }).hidePopover?.()}
      >
        {showTop && <Item href={`#${TOP_ID}`} label={TOP_ENTRY_LABEL} depth={2} visible active={active === "top"} />}
        {headings.map((heading, index) => (
          <Item
            key={heading.id}
            href={`#${heading.id}`}
            label={heading.text}
            depth={heading.depth}
            visible={visible.includes(index)}
            active={active === index}
          />
        ))}
      </ul>
    </nav>
  )
}
