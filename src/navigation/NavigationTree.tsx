import { SiteLink } from "./SiteLink"
import { useEffect, useRef, useState } from "react"
import { whenIdle } from "../ui/whenIdle"
import { Badge } from "../ui/Badge"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { navigationTreeStyles } from "./NavigationTree.styles"
import { defaultExpandedIds, toggleExpanded, withActivePath } from "./expansion"
import { revealCurrentEntry } from "./revealEntry"
import type { NavEntry } from "./types"

/** The tree's own scroll container (the sidebar, the drawer's body) carries this attribute. */
export const TREE_SCROLL_ATTRIBUTE = "data-tree-scroll"

function revealIn(list: HTMLElement | null): void {
  const container = list?.closest<HTMLElement>(`[${TREE_SCROLL_ATTRIBUTE}]`)
  if (container) revealCurrentEntry(container)
}

interface TreeProps {
  entries: NavEntry[]
  activePath: string[]
  /** Distinguishes the ids of the two trees (sidebar and drawer) on one page. */
  idPrefix: string
}

interface EntryProps {
  entry: NavEntry
  expanded: Set<string>
  onToggle: (id: string) => void
  idPrefix: string
}

function EntryLink({ entry }: { entry: NavEntry }) {
  return (
    <SiteLink to={entry.href!} aria-current={entry.isCurrent ? "page" : undefined}>
      <span>
        {entry.title}
        {entry.badge && <Badge kind={entry.badge} />}
      </span>
    </SiteLink>
  )
}

function Group({ entry, expanded, onToggle, idPrefix }: EntryProps) {
  const open = expanded.has(entry.id)
  const listId = `${idPrefix}-${entry.id}`
  return (
    <li>
      <div data-row="">
        {entry.href && <EntryLink entry={entry} />}
        <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => onToggle(entry.id)} data-icon-only={entry.href ? "" : undefined}>
          {entry.href ? <VisuallyHidden>{`Toggle ${entry.title}`}</VisuallyHidden> : <span>{entry.title}</span>}
        </button>
      </div>
      {/* A closed section renders no entries: the page's HTML grows with what is open, not with the whole tree. */}
      <ul id={listId} hidden={!open}>
        {open && entry.children.map((child) => <Entry key={child.id} entry={child} expanded={expanded} onToggle={onToggle} idPrefix={idPrefix} />)}
      </ul>
    </li>
  )
}

function Entry(props: EntryProps) {
  if (props.entry.type === "group") return <Group {...props} />
  return (
    <li data-leaf="">
      <EntryLink entry={props.entry} />
    </li>
  )
}

/**
 * The navigation tree: groups and sections expand on click; the active path opens itself on every route, and
 * the tree's scroll container brings the current entry into view (never the page, never the focus).
 */
export function NavigationTree({ entries, activePath, idPrefix }: TreeProps) {
  const [expanded, setExpanded] = useState(() => defaultExpandedIds(entries))
  const listRef = useRef<HTMLUListElement>(null)
  const activeKey = activePath.join(" ")
  const revealedKey = useRef<string | null>(null)
  useEffect(() => {
    setExpanded((current) => withActivePath(current, activePath))
    // activeKey stands for activePath, whose identity changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeKey])
  // A tree rendered in the browser (a page after client navigation) was not scrolled by the HTML's script:
  // once idle, it is. (Measured when idle: nothing reads layout while React hydrates.)
  useEffect(() => whenIdle(() => revealIn(listRef.current)), [])
  // A new route reveals its entry once its sections are open.
  const pathOpen = activePath.every((id) => expanded.has(id))
  useEffect(() => {
    if (!pathOpen || revealedKey.current === activeKey) return
    const first = revealedKey.current === null
    revealedKey.current = activeKey
    if (!first) revealIn(listRef.current)
  }, [activeKey, pathOpen])
  const onToggle = (id: string) => setExpanded((current) => toggleExpanded(current, id))
  return (
    <ul ref={listRef} className={navigationTreeStyles.root}>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} expanded={expanded} onToggle={onToggle} idPrefix={idPrefix} />
      ))}
    </ul>
  )
}
