import type { ReactNode } from "react"
import { ContentIcon } from "../ui/ContentIcon"
import { calloutKinds, type CalloutKind } from "./calloutKinds"
import { mdxStyles } from "./mdx.styles"

/** A note, warning, deprecation or preview notice: an <aside> named by its kind (and title). */
export function Callout({ kind = "note", title, children }: { kind?: CalloutKind; title?: string; children?: ReactNode }) {
  const spec = calloutKinds[kind] ?? calloutKinds.note
  return (
    <aside
      aria-label={title ? `${spec.label}: ${title}` : spec.label}
      data-kind={kind}
      className={mdxStyles.callout}
    >
      <span className={mdxStyles.calloutIcon}>
        <ContentIcon name={spec.icon} size={18} />
      </span>
      <div className={mdxStyles.calloutBody}>
        <p className={mdxStyles.calloutTitle}>{title ?? spec.label}</p>
        {children}
      </div>
    </aside>
  )
}
