import type { NavBadge } from "../navigation/types"
import { cx } from "../theme/styles/cx"
import { badgeStyles } from "./Badge.styles"

const labels: Record<NavBadge, string> = { preview: "Preview", deprecated: "Deprecated" }

/** The Preview / Deprecated marker beside a navigation entry or a title. */
export function Badge({ kind }: { kind: NavBadge }) {
  return (
    <span className={cx(badgeStyles.root, badgeStyles[kind])}>
      {labels[kind]}
    </span>
  )
}
