import { Link } from "gatsby"
import { useEffect, useState } from "react"
import { Badge } from "../ui/Badge"
import { VisuallyHidden } from "../ui/VisuallyHidden"
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

// One style for the whole tree, keyed on elements and data attributes: entries render as plain
// elements, so a tree of hundreds of entries costs no per-entry style work on the server or in hydration.
const treeStyle = {
  listStyle: "none",
  m: 0,
  p: 0,
  fontSize: 2,
  lineHeight: "tight",
  "ul": { listStyle: "none", m: 0, p: 0, ml: 3, borderLeft: "1px solid", borderColor: "border" },
  "& > li + li": { mt: 4 },
  "& > li > ul": { ml: 0, mt: 1 },
  "li[data-leaf]": { ml: "-1px", borderLeft: "1px solid transparent" },
  "li[data-leaf]:has(> a[aria-current])": { borderLeftColor: "primary" },
  "[data-row]": { display: "flex", alignItems: "center" },
  "a, button": {
    display: "flex",
    alignItems: "center",
    minHeight: 32,
    py: 1,
    pr: 2,
    border: "none",
    borderRadius: "small",
    bg: "transparent",
    color: "muted",
    font: "inherit",
    textAlign: "left",
    textDecoration: "none",
    cursor: "pointer",
    "&:hover": { color: "heading" },
  },
  a: { flex: 1, pl: 3 },
  "a[aria-current]": { color: "highlightText", bg: "highlight", fontWeight: "medium" },
  button: { width: "100%", justifyContent: "space-between", pl: 3 },
  "button[data-icon-only]": { width: 32, flexShrink: 0, justifyContent: "center", pl: 0 },
  "& > li > [data-row] > button": { pl: 0, color: "heading", fontWeight: "heading", fontSize: 1 },
  // The chevron is drawn by CSS: an inline icon per row would weigh on every page's HTML.
  "button::after": {
    content: '""',
    width: 6,
    height: 6,
    mr: "4px",
    borderRight: "1.5px solid currentColor",
    borderBottom: "1.5px solid currentColor",
    transform: "rotate(-45deg)",
    transition: "transform .15s",
    flexShrink: 0,
  },
  'button[aria-expanded="true"]::after': { transform: "rotate(45deg)" },
} as const

function EntryLink({ entry }: { entry: NavEntry }) {
  return (
    <Link to={entry.href!} aria-current={entry.isCurrent ? "page" : undefined}>
      <span>
        {entry.title}
        {entry.badge && <Badge kind={entry.badge} />}
      </span>
    </Link>
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
    <ul sx={treeStyle}>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} expanded={expanded} onToggle={onToggle} idPrefix={idPrefix} />
      ))}
    </ul>
  )
}
