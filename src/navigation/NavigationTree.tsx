import { SiteLink } from "./SiteLink"
import { useEffect, useState } from "react"
import { Badge } from "../ui/Badge"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { navigationTreeStyles } from "./NavigationTree.styles"
import { defaultExpandedIds, toggleExpanded, withActivePath } from "./expansion"
import type { NavEntry } from "./types"

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

/** The navigation tree: groups and sections expand on click; the active path opens itself on every route. */
export function NavigationTree({ entries, activePath, idPrefix }: TreeProps) {
  const [expanded, setExpanded] = useState(() => defaultExpandedIds(entries))
  const activeKey = activePath.join(" ")
  useEffect(() => {
    setExpanded((current) => withActivePath(current, activePath))
    // activeKey stands for activePath, whose identity changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeKey])
  const onToggle = (id: string) => setExpanded((current) => toggleExpanded(current, id))
  return (
    <ul className={navigationTreeStyles.root}>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} expanded={expanded} onToggle={onToggle} idPrefix={idPrefix} />
      ))}
    </ul>
  )
}
