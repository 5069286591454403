import type { PageHeading } from "../mdx/treeTypes"
import { tableOfContentsStyles } from "./TableOfContents.styles"
import { TOP_ID } from "../ui/topAnchor"
import { useVisibleSections } from "./useVisibleSections"

const TOP_ENTRY_LABEL = "Top of page"

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
      className={tableOfContentsStyles.root}
    >
      <h2 className={tableOfContentsStyles.title}>On this page</h2>
      <ul className={tableOfContentsStyles.list}>
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
