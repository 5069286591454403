import type { PageHeading } from "../mdx/compiler/types"
import { media, TOC_WIDTH, TOP_BAR_HEIGHT } from "../theme/tokens"
import { useVisibleSections } from "./useVisibleSections"

const TOP_ENTRY_LABEL = "Top of page"

function Item({ href, label, depth, visible, active }: { href: string; label: string; depth: 2 | 3; visible: boolean; active: boolean }) {
  return (
    <li sx={{ ml: "-1px", borderLeft: "2px solid", borderColor: active ? "primary" : visible ? "surfaceStrong" : "transparent" }}>
      <a
        href={href}
        aria-current={active ? "location" : undefined}
        data-visible={visible ? "" : undefined}
        sx={{
          display: "block",
          py: 1,
          pl: depth === 3 ? 5 : 3,
          fontSize: 1,
          lineHeight: "tight",
          textDecoration: "none",
          color: active ? "primary" : visible ? "heading" : "muted",
          fontWeight: active ? "medium" : "body",
          "&:hover": { color: "heading" },
        }}
      >
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
      <ul sx={{ listStyle: "none", m: 0, p: 0, borderLeft: "1px solid", borderColor: "border" }}>
        {showTop && <Item href="#top" label={TOP_ENTRY_LABEL} depth={2} visible active={active === "top"} />}
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
