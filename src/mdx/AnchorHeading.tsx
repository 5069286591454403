import type { ReactNode } from "react"
import { cx } from "../theme/styles/cx"
import { Badge } from "../ui/Badge"
import { CodeText } from "./CodeText"
import { mdxStyles } from "./mdx.styles"
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
  /** Marks an entry that still works but has a replacement (a deprecated API field). */
  deprecated?: boolean
  /** One titled part of the entry above it (an operation's Permissions, Errors, Example): set small, as the run-in labels were. */
  part?: boolean
  children?: ReactNode
}

/** An h2/h3 with a `#id` anchor link; with a tag, label, preview or deprecated badge it carries them and sits lower when scrolled to. */
export function AnchorHeading({ level, id, tag, label, preview = false, deprecated = false, part = false, children }: AnchorHeadingProps) {
  const Tag = level === 2 ? "h2" : "h3"
  const tagged = Boolean(tag || label || preview || deprecated)
  return (
    <>
      {tagged && (
        <div className={cx(mdxStyles.headingMeta, level === 3 && mdxStyles.headingMetaLevel3)}>
          {tag && <MethodTag method={tag} />}
          {label && <CodeText className={mdxStyles.headingLabel} text={label} />}
          {preview && <Badge kind="preview" />}
          {deprecated && <Badge kind="deprecated" />}
        </div>
      )}
      <Tag
        id={id}
        data-tagged={tagged ? "" : undefined}
        data-part={part ? "" : undefined}
        className={cx(mdxStyles.heading, part && mdxStyles.partHeading)}
      >
        {children}
        {id && (
          <a
            href={`#${id}`}
            data-anchor=""
            aria-label={`Link to section “${textOf(children)}”`}
            className={mdxStyles.anchor}
          >
            #
          </a>
        )}
      </Tag>
    </>
  )
}
