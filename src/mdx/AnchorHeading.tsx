import type { ReactNode } from "react"
import { HEADING_SCROLL_MARGIN_REM, HEADING_SCROLL_MARGIN_TAGGED_REM } from "../theme/tokens"
import { textOf } from "./textOf"

interface AnchorHeadingProps {
  level: 2 | 3
  id?: string
  /** A heading carrying a tag, label or preview sits lower when scrolled to. */
  tagged?: boolean
  children?: ReactNode
}

/** An h2/h3 with a `#id` anchor link that appears on hover and focus. */
export function AnchorHeading({ level, id, tagged = false, children }: AnchorHeadingProps) {
  const Tag = level === 2 ? "h2" : "h3"
  return (
    <Tag
      id={id}
      sx={{
        position: "relative",
        scrollMarginTop: `${tagged ? HEADING_SCROLL_MARGIN_TAGGED_REM : HEADING_SCROLL_MARGIN_REM}rem`,
        "&:hover a[data-anchor], & a[data-anchor]:focus": { opacity: 1 },
      }}
    >
      {children}
      {id && (
        <a
          href={`#${id}`}
          data-anchor=""
          aria-label={`Link to section “${textOf(children)}”`}
          sx={{ ml: 2, color: "muted", textDecoration: "none", fontWeight: "body", opacity: 0, "&:hover": { color: "primary" } }}
        >
          #
        </a>
      )}
    </Tag>
  )
}
