import { Link } from "gatsby"
import { useEffect, useState } from "react"
import { Badge } from "../ui/Badge"
import { Icon } from "../ui/Icon"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { defaultExpandedIds, toggleExpanded, withActivePath } from "./expansion"
import type { NavEntry } from "./types"

interface TreeProps {
  entries: NavEntry[]
  activePath: string[]
  /** Distinguishes the ids of the two trees (sidebar and drawer) on one page. */
  idPrefix: string
}

const rowStyle = {
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: 32,
  py: 1,
  pr: 2,
  border: "none",
  borderRadius: "small",
  bg: "transparent",
  fontFamily: "body",
  fontSize: 2,
  lineHeight: "tight",
  textAlign: "left" as const,
  textDecoration: "none",
  cursor: "pointer",
}

function EntryLink({ entry }: { entry: NavEntry }) {
  return (
    <Link
      to={entry.href!}
      aria-current={entry.isCurrent ? "page" : undefined}
      sx={{
        ...rowStyle,
        flex: 1,
        pl: 3,
        color: entry.isCurrent ? "highlightText" : "muted",
        bg: entry.isCurrent ? "highlight" : "transparent",
        fontWeight: entry.isCurrent ? "medium" : "body",
        "&:hover": { color: entry.isCurrent ? "highlightText" : "heading" },
      }}
    >
      <span>
        {entry.title}
        {entry.badge && <Badge kind={entry.badge} />}
      </span>
    </Link>
  )
}

function Group({ entry, expanded, onToggle, idPrefix }: { entry: NavEntry; expanded: Set<string>; onToggle: (id: string) => void; idPrefix: string }) {
  const open = expanded.has(entry.id)
  const listId = `${idPrefix}-${entry.id}`
  const topLevel = entry.depth === 0
  return (
    <li sx={{ mt: topLevel ? 4 : 0, "&:first-of-type": { mt: 0 } }}>
      <div sx={{ display: "flex", alignItems: "center" }}>
        {entry.href && <EntryLink entry={entry} />}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => onToggle(entry.id)}
          sx={{
            ...rowStyle,
            width: entry.href ? 32 : "100%",
            justifyContent: entry.href ? "center" : "space-between",
            pl: entry.href ? 0 : topLevel ? 0 : 3,
            color: topLevel ? "heading" : "muted",
            fontWeight: topLevel ? "heading" : "body",
            fontSize: topLevel ? 1 : 2,
            "&:hover": { color: "heading" },
          }}
        >
          {entry.href ? <VisuallyHidden>{`Toggle ${entry.title}`}</VisuallyHidden> : <span>{entry.title}</span>}
          <Icon name="chevronRight" size={14} className={open ? "open" : undefined} />
        </button>
      </div>
      <ul
        id={listId}
        hidden={!open}
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          ml: topLevel ? 0 : 3,
          borderLeft: "1px solid",
          borderColor: "border",
          mt: topLevel ? 1 : 0,
        }}
      >
        {entry.children.map((child) => (
          <Entry key={child.id} entry={child} expanded={expanded} onToggle={onToggle} idPrefix={idPrefix} />
        ))}
      </ul>
    </li>
  )
}

function Entry(props: { entry: NavEntry; expanded: Set<string>; onToggle: (id: string) => void; idPrefix: string }) {
  if (props.entry.type === "group") return <Group {...props} />
  return (
    <li sx={{ ml: "-1px", borderLeft: "1px solid", borderColor: props.entry.isCurrent ? "primary" : "transparent" }}>
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
    <ul sx={{ listStyle: "none", m: 0, p: 0, "& svg.open": { transform: "rotate(90deg)" }, "& svg": { transition: "transform .15s" } }}>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} expanded={expanded} onToggle={onToggle} idPrefix={idPrefix} />
      ))}
    </ul>
  )
}
