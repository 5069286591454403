import type { PageHeading } from "../mdx/compiler/types"
import { media, TOC_WIDTH, TOP_BAR_HEIGHT } from "../theme/tokens"
import { TOP_ID } from "./topAnchor"
import { useVisibleSections } from "./useVisibleSections"

const TOP_ENTRY_LABEL = "Top of page"

// One style for the list, keyed on data attributes, so items are plain elements.
const listStyle = {
  listStyle: "none",
  m: 0,
  p: 0,
  borderLeft: "1px solid",
  borderColor: "border",
  li: { ml: "-1px", borderLeft: "2px solid transparent" },
  "li:has(> a[data-visible])": { borderLeftColor: "surfaceStrong" },
  "li:has(> a[aria-current])": { borderLeftColor: "primary" },
  a: { display: "block", py: 1, pl: 3, fontSize: 1, lineHeight: "tight", textDecoration: "none", color: "muted", "&:hover": { color: "heading" } },
  "a[data-depth='3']": { pl: 5 },
  "a[data-visible]": { color: "heading" },
  "a[aria-current]": { color: "primary", fontWeight: "medium" },
} as const

function Item({ href, label, depth, visible, active }: { href: string; label: string; depth: 2 | 3; visible: boolean; active: boolean }) {
  return (
    <li>
      <a href={href} aria-current={active ? "location" : undefined} data-visible={visible ? "" : undefined} data-depth={depth}>
        {label}
      </a>
    </li>
  )
}

/** "On this page": the h2/h3 of the article; the sections in view are marked, the topmost one highlighted. */
export function TableOfContents({ headings, contentId }: { headings: PageHeading[]; contentId: string }) {
  const { visible, active, showTop } = useVisibleSections(headings, contentId)
  if (headings.length === 0) return null
  return (
    <nav
      aria-label="On this page"
      sx={{
        display: "none",
        [media.extraLarge]: { display: "block" },
        width: TOC_WIDTH,
        position: "sticky",
        top: TOP_BAR_HEIGHT,
        alignSelf: "start",
        maxHeight: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
        overflowY: "auto",
        px: 6,
        py: 6,
      }}
    >
      <h2 sx={{ m: 0, mb: 3, fontSize: 1, fontWeight: "heading", color: "heading" }}>On this page</h2>
      <ul sx={listStyle}>
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
