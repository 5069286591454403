import type { ReactNode } from "react"
import { HEADING_SCROLL_MARGIN_REM, HEADING_SCROLL_MARGIN_TAGGED_REM } from "../theme/tokens"
import { Badge } from "../ui/Badge"
import { MethodTag } from "./MethodTag"
import { textOf } from "./textOf"

interface AnchorHeadingProps {
  level: 2 | 3
  id?: string
  /** An HTTP method shown above the title. */
  tag?: string
  /** A path or other label shown beside the tag. */
  label?: string
  preview?: boolean
  children?: ReactNode
}

/** An h2/h3 with a `#id` anchor link; with a tag, label or preview it carries them and sits lower when scrolled to. */
export function AnchorHeading({ level, id, tag, label, preview = false, children }: AnchorHeadingProps) {
  const Tag = level === 2 ? "h2" : "h3"
  const tagged = Boolean(tag || label || preview)
  return (
    <>
      {tagged && (
        <div sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mt: level === 2 ? 7 : 6, mb: -2 }}>
          {tag && <MethodTag method={tag} />}
          {label && <code sx={{ fontFamily: "monospace", fontSize: 1, color: "muted", overflowWrap: "anywhere" }}>{label}</code>}
          {preview && <Badge kind="preview" />}
        </div>
      )}
      <Tag
        id={id}
        data-tagged={tagged ? "" : undefined}
        sx={{
          position: "relative",
          scrollMarginTop: `${tagged ? HEADING_SCROLL_MARGIN_TAGGED_REM : HEADING_SCROLL_MARGIN_REM}rem`,
          "&[data-tagged]": { mt: 3 },
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
    </>
  )
}
